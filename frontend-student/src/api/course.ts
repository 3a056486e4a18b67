import type {
  CourseOrderRequest,
  CourseOrderResponse,
  CoursePaymentResponse,
  PaymentConfirmation,
} from '@app/contracts';
import { apiPost } from './client';

/** The certification course purchase (spec section 7). The server prices the course; `amount` is informative. */

export const createCourseOrder = (body: CourseOrderRequest) => apiPost<CourseOrderResponse>('/api/course/order', body);

/** Confirms the payment of our course order `_id` with the checkout's three fields. */
export const confirmCoursePayment = (orderId: string, confirmation: PaymentConfirmation) =>
  apiPost<CoursePaymentResponse>(`/api/course/${encodeURIComponent(orderId)}`, confirmation);
