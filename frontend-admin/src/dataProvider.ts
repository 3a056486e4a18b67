import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, fetchUtils, type DataProvider } from 'react-admin';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  type AdminCareerContent,
  type AdminConsentRecordsResponse,
  type AdminDashboard,
  type AdminMail,
  type AdminMedia,
  type AdminOrderRefund,
  type AdminRefundRequest,
  type ClassroomResults,
  type MessageResponse,
  type RosterError,
  type RosterImportResult,
  type SchoolConsentAgreement,
  type SchoolConsentAgreementResponse,
  type SchoolConsentAgreementWrite,
  type SchoolResults,
  type StudentPasswordReset,
} from '@app/contracts';
import { accessToken, refreshAccessToken } from './session';

/** The staff API: `/api/admin/<resource>` in the ra-data-simple-rest dialect, on the console's own origin. */
export const API_URL = '/api/admin';

/** The API's error body: `{ statusCode, code, message, errors?: [{ field, message }] }`. */
interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  message?: string;
  errors?: unknown;
}

/**
 * The API's error in react-admin's terms. A 400's `errors: [{ field, message }]` becomes `{ errors: { field:
 * message } }`, which react-admin's forms put beside each field (paths such as `properties.0.header` included);
 * a stale version and a non-staff caller get the console's own words whatever the server's text.
 */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? null) as ApiErrorBody | null;
  if (!body || typeof body !== 'object') return error;
  let message = error.message;
  if (body.code === ERROR_CODES.VersionConflict) message = ADMIN_MESSAGES.versionConflict;
  else if (body.code === ERROR_CODES.StaffOnly) message = ADMIN_MESSAGES.staffOnly;
  if (!Array.isArray(body.errors))
    return message === error.message ? error : new HttpError(message, error.status, body);
  const errors: Record<string, string> = {};
  for (const item of body.errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.message !== 'string') continue;
    // A message about the whole record (no field) goes to the form's root, which react-admin notifies.
    const field = typeof item.field === 'string' && item.field ? item.field : 'root.serverError';
    errors[field] ??= item.message;
  }
  return new HttpError(message, error.status, { ...body, errors });
}

function withToken(options: fetchUtils.Options, token: string | null): fetchUtils.Options {
  const headers = new Headers(options.headers ?? undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The raw access token is the whole header value (the spec's convention; the API accepts Bearer too).
  if (token) headers.set('Authorization', token);
  else headers.delete('Authorization');
  return { ...options, headers };
}

/**
 * fetchJson with the session's access token. An access token lasts 15 minutes: on a 401, trade the refresh
 * cookie for a new one (shared with any other call or tab refreshing at the same moment) and try once more.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = accessToken();
  try {
    return await fetchUtils.fetchJson(url, withToken(options, token));
  } catch (error) {
    if (error instanceof HttpError && error.status === 401 && token) {
      const fresh = await refreshAccessToken(token);
      if (fresh) {
        try {
          return await fetchUtils.fetchJson(url, withToken(options, fresh));
        } catch (retryError) {
          throw toHttpError(retryError);
        }
      }
    }
    throw toHttpError(error);
  }
}

export interface ConsoleDataProvider extends DataProvider {
  /** `POST /api/admin/media`, multipart with the field `file`: the stored file's id and public URL. */
  upload: (file: File) => Promise<Pick<AdminMedia, 'id' | 'url'>>;
  /** `POST /api/admin/queues/session`: lets this browser open bull-board at /admin/queues (admins). */
  openQueuesBoard: () => Promise<void>;
  /**
   * `POST /api/admin/career-contents/:careerId/publish`: the draft becomes the career's next version (new attempts
   * take it). Idempotent: with nothing to publish, the record comes back as it was.
   */
  publishCareerContent: (careerId: string) => Promise<AdminCareerContent>;
  /** `POST /api/admin/users/:id/resend-code` or `.../password-reset`: an e-mail to the user; the API's message. */
  userMail: (userId: string, kind: 'resend-code' | 'password-reset') => Promise<MessageResponse>;
  /** `POST /api/admin/mails/:id/resend`: a failed e-mail is queued again; the mail as it now is. */
  resendMail: (mailId: string) => Promise<AdminMail>;
  /**
   * `POST /api/admin/orders/:id/refund` (admins): the whole order, or `careerIds`; the refund it started (201).
   * A 409 keeps its `code` (REFUND_CAREER_STARTED asks for `confirmStarted`).
   */
  refundOrder: (orderId: string, body: AdminRefundRequest) => Promise<AdminOrderRefund>;
  /** `GET /api/admin/dashboard` (admins): today's and this month's figures, and the month's days (India time). */
  getDashboard: () => Promise<AdminDashboard>;
  /** `GET /api/admin/classrooms/:id/results`: the counts and each career's band distributions. */
  getClassroomResults: (classroomId: string) => Promise<ClassroomResults>;
  /** `GET /api/admin/schools/:id/results`: each classroom's counts, the school's bands and HIGH subjects. */
  getSchoolResults: (schoolId: string) => Promise<SchoolResults>;
  /**
   * `GET /api/admin/users/:id/consent-records` (admins; audited as a read): the consent records about the user as a
   * child or made by them as a parent, newest first, refusals of parents under 18 included.
   */
  getUserConsentRecords: (userId: string) => Promise<AdminConsentRecordsResponse>;
  /** `GET /api/admin/schools/:id/consent-agreement`: the school's latest agreement to collect parents' consent. */
  getSchoolConsentAgreement: (schoolId: string) => Promise<SchoolConsentAgreementResponse>;
  /** `POST /api/admin/schools/:id/consent-agreement` (admins): records it; its campus students' records follow. */
  recordSchoolConsentAgreement: (
    schoolId: string,
    body: SchoolConsentAgreementWrite,
  ) => Promise<SchoolConsentAgreement>;
  /**
   * `POST /api/admin/students/import` with the file's bytes as text/csv: the counts (and, for a real import, the
   * one-time passwords, once), or the refusal with every error by row (400) or the seats left (409).
   */
  /** `POST /api/admin/students/:id/reset-password`: a new one-time password, answered once. */
  resetStudentPassword: (studentId: string) => Promise<StudentPasswordReset>;
  importStudents: (file: Blob, options: { dryRun: boolean; schoolId?: string }) => Promise<RosterImportAnswer>;
}

/** An import's refusal: nothing was written. */
export interface RosterRefusal {
  statusCode: number;
  code: string;
  message: string;
  seatsLeft?: number;
  errors: RosterError[];
}
export type RosterImportAnswer = RosterImportResult | RosterRefusal;

const rest = simpleRestProvider(API_URL, httpClient);

export const dataProvider: ConsoleDataProvider = {
  ...rest,
  async upload(file: File) {
    const body = new FormData();
    body.append('file', file);
    // No Content-Type: the browser writes the multipart boundary itself.
    const { json } = await httpClient(`${API_URL}/media`, { method: 'POST', body });
    return json as Pick<AdminMedia, 'id' | 'url'>;
  },
  async openQueuesBoard() {
    await httpClient(`${API_URL}/queues/session`, { method: 'POST', body: '{}' });
  },
  async publishCareerContent(careerId: string) {
    const { json } = await httpClient(`${API_URL}/career-contents/${encodeURIComponent(careerId)}/publish`, {
      method: 'POST',
      body: '{}',
    });
    return json as AdminCareerContent;
  },
  async userMail(userId, kind) {
    const { json } = await httpClient(`${API_URL}/users/${encodeURIComponent(userId)}/${kind}`, {
      method: 'POST',
      body: '{}',
    });
    return json as MessageResponse;
  },
  async resendMail(mailId) {
    const { json } = await httpClient(`${API_URL}/mails/${encodeURIComponent(mailId)}/resend`, {
      method: 'POST',
      body: '{}',
    });
    return json as AdminMail;
  },
  async refundOrder(orderId, body) {
    const { json } = await httpClient(`${API_URL}/orders/${encodeURIComponent(orderId)}/refund`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json as AdminOrderRefund;
  },
  async getDashboard() {
    const { json } = await httpClient(`${API_URL}/dashboard`);
    return json as AdminDashboard;
  },
  async getClassroomResults(classroomId) {
    const { json } = await httpClient(`${API_URL}/classrooms/${encodeURIComponent(classroomId)}/results`);
    return json as ClassroomResults;
  },
  async getSchoolResults(schoolId) {
    const { json } = await httpClient(`${API_URL}/schools/${encodeURIComponent(schoolId)}/results`);
    return json as SchoolResults;
  },
  async getUserConsentRecords(userId) {
    const { json } = await httpClient(`${API_URL}/users/${encodeURIComponent(userId)}/consent-records`);
    return json as AdminConsentRecordsResponse;
  },
  async getSchoolConsentAgreement(schoolId) {
    const { json } = await httpClient(`${API_URL}/schools/${encodeURIComponent(schoolId)}/consent-agreement`);
    return json as SchoolConsentAgreementResponse;
  },
  async recordSchoolConsentAgreement(schoolId, body) {
    const { json } = await httpClient(`${API_URL}/schools/${encodeURIComponent(schoolId)}/consent-agreement`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json as SchoolConsentAgreement;
  },
  async resetStudentPassword(studentId) {
    const { json } = await httpClient(`${API_URL}/students/${encodeURIComponent(studentId)}/reset-password`, {
      method: 'POST',
      body: '{}',
    });
    return json as StudentPasswordReset;
  },
  async importStudents(file, { dryRun, schoolId }) {
    const query = new URLSearchParams();
    if (dryRun) query.set('dryRun', 'true');
    if (schoolId) query.set('schoolId', schoolId);
    const post = (token: string | null) =>
      fetch(`${API_URL}/students/import${query.size ? `?${query.toString()}` : ''}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Accept: 'application/json', ...(token ? { Authorization: token } : {}) },
        body: file,
      });
    let token = accessToken();
    let response = await post(token);
    if (response.status === 401 && token) {
      token = await refreshAccessToken(token);
      if (token) response = await post(token);
    }
    const body = (await response.json()) as RosterImportAnswer & { message?: string };
    // A refusal of the file (400) or of the seats (409) lists its errors; anything else is the console's error.
    if (response.ok || ((response.status === 400 || response.status === 409) && 'errors' in body)) return body;
    throw new HttpError(body.message ?? response.statusText, response.status, body);
  },
};
