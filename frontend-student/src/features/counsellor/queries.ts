import { useQuery } from '@tanstack/react-query';
import { ApiError, isAbortError } from '../../api/client';
import { fetchCertificationCourse, fetchReviews } from '../../api/counsellor';
import { fetchCourseSeat } from '../../api/course';

export const counsellorKeys = {
  reviews: () => ['counsellor', 'reviews'] as const,
  course: (id: string) => ['counsellor', 'course', id] as const,
  seat: (id: string, userId: string) => ['counsellor', 'seat', id, userId] as const,
};

/** 404 is an unknown course, 400 a malformed id, and a 200 without the course is none either. */
export const isCourseNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 200);

/** The learner reviews of /career-counsellor; a failure is logged (the page says they could not be loaded). */
export const useReviews = () =>
  useQuery({
    queryKey: counsellorKeys.reviews(),
    queryFn: ({ signal }) => logged('Could not load reviews', fetchReviews(signal)),
  });

/** The certification course (prices, title); failures other than "no such course" are logged. */
export const useCourse = (id: string, enabled = true) =>
  useQuery({
    queryKey: counsellorKeys.course(id),
    queryFn: ({ signal }) =>
      fetchCertificationCourse(id, signal).catch((error: unknown) => {
        if (!isCourseNotFound(error) && !isAbortError(error)) console.error('Could not load the course', id, error);
        throw error;
      }),
    enabled,
  });

/** Whether the signed-in user (none: not asked) owns a seat of the course. */
export const useCourseSeat = (id: string, userId: string | undefined) =>
  useQuery({
    queryKey: counsellorKeys.seat(id, userId ?? ''),
    queryFn: ({ signal }) => logged('Could not check the course seat', fetchCourseSeat(id, signal)),
    enabled: Boolean(userId),
  });

function logged<T>(what: string, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (!isAbortError(error)) console.error(what, error);
    throw error;
  });
}
