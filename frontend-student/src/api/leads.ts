import type { CareerRequest, DemoRequest, DemoUserType, MessageResponse } from '@app/contracts';
import { apiPost } from './client';

/** The body carries the mobile as "+91" + 10 digits: the contracts' schemas produce exactly that. */
export const requestDemo = (userType: DemoUserType, body: DemoRequest) =>
  apiPost<MessageResponse>(`/api/platform/demo?usertype=${userType}`, body);

export const requestCareer = (body: CareerRequest) => apiPost<MessageResponse>('/api/platform/careers/request', body);
