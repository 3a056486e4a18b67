import type {
  CareerContentResponse,
  FinishResponse,
  PreviewGender,
  StepSubmission,
  StepSubmissionResponse,
} from '@app/contracts';
import { apiGet, apiPost, apiPut } from './client';

/** The assessment player's calls (spec section 7; shapes in libs/contracts/src/assessment.ts). */

const userPath = (careerId: string, userId: string) =>
  `/api/career/${encodeURIComponent(careerId)}/user/${encodeURIComponent(userId)}`;

/** The career's instructions, sections and subsections, with the student's progress (next step due, deadline). */
export const fetchCareerContent = (userMapCareerId: string, signal?: AbortSignal) =>
  apiGet<CareerContentResponse>(`/api/career/content?userMapCareerId=${encodeURIComponent(userMapCareerId)}`, signal);

/** One step's answer: 'accepted' or 'duplicate' (a retry counts once), and what is due next. */
export const submitStep = (careerId: string, userId: string, submission: StepSubmission, signal?: AbortSignal) =>
  apiPost<StepSubmissionResponse>(`${userPath(careerId, userId)}/submit`, submission, signal);

/** The finish (PUT, empty body): 200 means done; the report follows from the scoring job. */
export const finishCareer = (careerId: string, userId: string) =>
  apiPut<FinishResponse>(`${userPath(careerId, userId)}/submit`, undefined);

/** The back-navigation warning's confirm: the test ends and the career must be bought again. */
export const abandonCareer = (careerId: string, userId: string) =>
  apiPost<unknown>(`${userPath(careerId, userId)}/abandon`, undefined);

/**
 * Staff only (`career-contents: preview`): a career's draft test in the player's content shape, for a student of
 * `gender` (whose clips it names). Nobody's attempt: the server records nothing, and the preview keeps its progress.
 */
export const fetchContentPreview = (careerId: string, gender: PreviewGender, signal?: AbortSignal) =>
  apiGet<CareerContentResponse>(
    `/api/admin/career-contents/${encodeURIComponent(careerId)}/preview?gender=${gender}`,
    signal,
  );
