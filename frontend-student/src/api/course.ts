import type {
  CourseOrderRequest,
  CourseOrderResponse,
  CoursePaymentResponse,
  CourseSeatResponse,
  PaymentConfirmation,
} from '@app/contracts';
import { apiGet, apiPost } from './client';

/** The certification course purchase (spec section 7). The server prices the course; `amount` is informative. */

export const createCourseOrder = (body: CourseOrderRequest) => apiPost<CourseOrderResponse>('/api/course/order', body);

/** Confirms the payment of our course order `_id` with the checkout's three fields. */
export const confirmCoursePayment = (orderId: string, confirmation: PaymentConfirmation) =>
  apiPost<CoursePaymentResponse>(`/api/course/${encodeURIComponent(orderId)}`, confirmation);

/** Whether the signed-in user owns a seat of the course. */
export const fetchCourseSeat = (courseId: string, signal?: AbortSignal) =>
  apiGet<CourseSeatResponse>(`/api/course/${encodeURIComponent(courseId)}/seat`, signal);
