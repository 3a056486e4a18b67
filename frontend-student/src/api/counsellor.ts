import type { CertificationCourse, CertificationCourseResponse, Review } from '@app/contracts';
import { ApiError, apiGet } from './client';

export const fetchReviews = (signal?: AbortSignal) => apiGet<Review[]>('/api/platform/reviews', signal);

/** Status 1 is the node service's "ok"; the course is the first data item. */
export async function fetchCertificationCourse(id: string, signal?: AbortSignal): Promise<CertificationCourse> {
  const response = await apiGet<CertificationCourseResponse>(
    `/api/course/certification/${encodeURIComponent(id)}`,
    signal,
  );
  const course = response?.status === 1 ? response.data?.[0] : undefined;
  if (!course) throw new ApiError(200, 'Course not available');
  return course;
}
