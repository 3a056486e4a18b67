import type {
  AuthUser,
  CareerSummaryResponse,
  ClassroomsResponse,
  DashboardResponse,
  StudentSummaryResponse,
  SubjectsResponse,
} from '@app/contracts';
import { apiGet, apiGetFile, apiRequest } from './client';

/** The student area's calls (spec section 7): dashboard, summary, subjects, reports and campus classrooms. */

const id = (value: string) => encodeURIComponent(value);

export const fetchDashboard = (user: AuthUser, signal?: AbortSignal) =>
  apiGet<DashboardResponse>(`/api/student/dashboard?userId=${id(user.user_id)}`, signal);

export const fetchStudentSummary = (user: AuthUser, signal?: AbortSignal) =>
  apiGet<StudentSummaryResponse>(`/api/student/${id(user.user_id)}/summary`, signal);

export const fetchSubjects = (user: AuthUser, signal?: AbortSignal) =>
  apiGet<SubjectsResponse>(`/api/student/${id(user.user_id)}/subjects`, signal);

/** A completed career's report; 404 with ASSESSMENT_MESSAGES.reportNotReady while it is being prepared. */
export const fetchCareerSummary = (user: AuthUser, careerId: string, signal?: AbortSignal) =>
  apiGet<CareerSummaryResponse>(`/api/career/${id(careerId)}/user/${id(user.user_id)}/summary`, signal);

/** The report as a PDF, with the file name the server gives it. */
export const downloadReport = (user: AuthUser, careerId: string) =>
  apiGetFile(`/api/career/${id(careerId)}/user/${id(user.user_id)}/report`);

/** The campus headers the classroom calls carry (spec section 7: "Campus headers are sent on one client"). */
export function campusHeaders(user: AuthUser): Record<string, string> {
  const headers: Record<string, string> = { 'x-user-uuid': user.user_id };
  const campusId = user.data['custom:campus_id'];
  const campusUuid = user.data['custom:campus_uuid'];
  if (campusId) headers['x-campus-id'] = campusId;
  if (campusUuid) headers['x-campus-uuid'] = campusUuid;
  return headers;
}

export const fetchClassrooms = (user: AuthUser, signal?: AbortSignal) =>
  apiRequest<ClassroomsResponse>('GET', '/api/platform/student/classrooms', { headers: campusHeaders(user), signal });

/** Starts a classroom (ENROLLED → IN_PROGRESS); `classroom` is the assignment's `_id`. */
export const startClassroom = (user: AuthUser, classroom: string) =>
  apiRequest<unknown>('POST', '/api/platform/student/classrooms', {
    headers: campusHeaders(user),
    body: { classroom },
  });
