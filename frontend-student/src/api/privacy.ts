import type { DataAccessResponse, DataExport, ErasureRequest, LatestDataExport, PendingErasure } from '@app/contracts';
import { apiDelete, apiGet, apiGetFile, apiPost } from './client';

/**
 * The signed-in user's data rights (issue 14): their data as a zip, erasure of the account, staff reads. A parent
 * passes a linked child's id to act for that child; the server answers anyone else 403 NOT_LINKED_CHILD.
 */

const forChild = (path: string, childId?: string) =>
  childId === undefined ? path : `${path}?childId=${encodeURIComponent(childId)}`;

export const fetchLatestExport = (signal?: AbortSignal) => apiGet<LatestDataExport>('/api/me/export', signal);
export const startExport = () => apiPost<DataExport>('/api/me/export', {});
/** The zip, behind the session's token (so not a plain link). */
export const downloadExport = (id: string) => apiGetFile(`/api/me/export/${encodeURIComponent(id)}`);

export const fetchPendingErasure = (childId?: string, signal?: AbortSignal) =>
  apiGet<PendingErasure>(forChild('/api/me/erasure', childId), signal);
export const requestErasure = (childId?: string) => apiPost<ErasureRequest>(forChild('/api/me/erasure', childId), {});
export const cancelErasure = (childId?: string) =>
  apiDelete<ErasureRequest>(forChild('/api/me/erasure', childId), undefined);

export const fetchDataAccess = (childId?: string, signal?: AbortSignal) =>
  apiGet<DataAccessResponse>(forChild('/api/me/data-access', childId), signal);
