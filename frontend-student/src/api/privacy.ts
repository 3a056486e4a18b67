import type { DataAccessResponse, DataExport, ErasureRequest, LatestDataExport, PendingErasure } from '@app/contracts';
import { apiDelete, apiGet, apiGetFile, apiPost } from './client';

/** The signed-in user's data rights (issue 14): their data as a zip, erasure of the account, staff reads. */

export const fetchLatestExport = (signal?: AbortSignal) => apiGet<LatestDataExport>('/api/me/export', signal);
export const startExport = () => apiPost<DataExport>('/api/me/export', {});
/** The zip, behind the session's token (so not a plain link). */
export const downloadExport = (id: string) => apiGetFile(`/api/me/export/${encodeURIComponent(id)}`);

export const fetchPendingErasure = (signal?: AbortSignal) => apiGet<PendingErasure>('/api/me/erasure', signal);
export const requestErasure = () => apiPost<ErasureRequest>('/api/me/erasure', {});
export const cancelErasure = () => apiDelete<ErasureRequest>('/api/me/erasure', undefined);

export const fetchDataAccess = (signal?: AbortSignal) => apiGet<DataAccessResponse>('/api/me/data-access', signal);
