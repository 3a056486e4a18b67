import { ERROR_CODES, type ErrorCode } from '@app/contracts';
import { ApiError } from '../../api/client';

/**
 * Whether the API refused with this code. The player and the report branch on the stable `code` of an error,
 * never on its message, which is the spec's text for people and free to change.
 */
export const hasCode = (error: unknown, code: ErrorCode): boolean => error instanceof ApiError && error.code === code;

/** The test was finished (or scored) already: the completed page is where the student belongs. */
export const isCompleted = (error: unknown): boolean => hasCode(error, ERROR_CODES.AssessmentCompleted);

/** The report is still being scored: ask again shortly. */
export const isReportNotReady = (error: unknown): boolean => hasCode(error, ERROR_CODES.ReportNotReady);
