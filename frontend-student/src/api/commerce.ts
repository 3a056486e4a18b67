import type {
  AuthUser,
  CartResponse,
  EnrolledCheckResponse,
  EnrolmentStateResponse,
  MyCareersResponse,
  PaymentConfirmation,
  PaymentOrderResponse,
  PurchaseHistoryResponse,
} from '@app/contracts';
import { apiDelete, apiGet, apiGetFile, apiPost, apiPut } from './client';

/** The cart, payment and enrolled-careers calls (spec section 7). Every cart call answers the whole cart. */

const userQuery = (user: AuthUser) => `userId=${encodeURIComponent(user.user_id)}`;

export const fetchCart = (user: AuthUser) => apiGet<CartResponse>(`/api/platform/cart?${userQuery(user)}`);

export function addToServerCart(user: AuthUser, careerId: string) {
  const params = new URLSearchParams({ userId: user.user_id, careerId });
  const type = user.data['custom:user_type'];
  if (type === 'student' || type === 'parent') params.set('usertype', type);
  return apiPost<CartResponse>(`/api/platform/cart?${params}`, undefined);
}

export const removeFromServerCart = (user: AuthUser, careers: string[]) =>
  apiDelete<CartResponse>(`/api/platform/cart?${userQuery(user)}`, { careers });

export const mergeCart = (user: AuthUser, careers: string[]) =>
  apiPost<CartResponse>(`/api/platform/cart/merge?${userQuery(user)}`, { careers });

export const checkEnrolled = (user: AuthUser, careers: string[]) =>
  apiPost<EnrolledCheckResponse>(`/api/platform/cart/enrolled?${userQuery(user)}`, { careers });

/**
 * The server prices the cart itself; the spec's body (amount in paise and order lines) is sent as written. Only
 * `billingState` (the buyer's state for the GST invoice) and `forUserId` (a parent's linked child) are read.
 */
export const createOrder = (
  user: AuthUser,
  body: { amount: number; careers: unknown[]; billingState?: string; forUserId?: string },
) => apiPost<PaymentOrderResponse>(`/api/payment/order?${userQuery(user)}`, body);

export const savePayment = (orderId: string, confirmation: PaymentConfirmation) =>
  apiPut<EnrolmentStateResponse>(`/api/payment/save?orderId=${encodeURIComponent(orderId)}`, confirmation);

export const finaliseEnrolment = (user: AuthUser) =>
  apiPost<EnrolmentStateResponse>(`/api/platform/cart/enroll?${userQuery(user)}`, undefined);

export const fetchMyCareers = (user: AuthUser, signal?: AbortSignal) =>
  apiGet<MyCareersResponse>(`/api/platform/mycareers?${userQuery(user)}`, signal);

/** Purchase History: the caller's orders, newest first (amounts in rupees). */
export const fetchOrders = (user: AuthUser, signal?: AbortSignal) =>
  apiGet<PurchaseHistoryResponse>(`/api/payment/orders?${userQuery(user)}`, signal);

/** The GST tax invoice (PDF) of one of the caller's orders, with the file name the server gives it. */
export const downloadInvoice = (orderId: string) =>
  apiGetFile(`/api/payment/orders/${encodeURIComponent(orderId)}/invoice`);

/**
 * One of the GST credit notes (PDF) of the caller's order, issued when our staff refunded (some of) it: the
 * contracts' creditNotePath, spelt out here so this chunk does not bring in the console's schemas.
 */
export const downloadCreditNote = (orderId: string, creditNoteId: string) =>
  apiGetFile(`/api/payment/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteId)}`);
