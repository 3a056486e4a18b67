import { z } from 'zod';

/** Shapes of the data-rights calls (issue 14): the export of everything held about a user, erasure, staff reads. */

/** How long an export's file can be downloaded, from the moment it is ready. */
export const EXPORT_TTL_HOURS = 24;
/** The grace period between asking for erasure and the erasure, during which it can be cancelled. */
export const ERASURE_GRACE_DAYS = 7;

export const PRIVACY_MESSAGES = {
  exportStarted: 'We are preparing your data. We will e-mail you when it is ready to download.',
  exportNotFound: 'There is no such export.',
  exportNotReady: 'Your data is still being prepared. We will e-mail you when it is ready.',
  exportExpired: `This download has expired: it is kept for ${EXPORT_TTL_HOURS} hours. Ask for a new copy of your data.`,
  exportFailed: 'We could not prepare your data. Please ask for it again.',
  erasureNotForStaff: 'Staff accounts are closed by an administrator. Please ask one.',
  noErasurePending: 'There is no account deletion to cancel.',
  erasureCancelled: 'Your account will not be deleted.',
} as const;

export const dataExportStatusSchema = z.enum(['pending', 'ready', 'failed', 'expired']);
export type DataExportStatus = z.output<typeof dataExportStatusSchema>;

/** An export: POST /api/me/export answers it (202), GET /api/me/export answers the latest (or null). */
export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: dataExportStatusSchema,
    requestedAt: z.iso.datetime(),
    readyAt: z.iso.datetime().nullable(),
    /** Until when the file can be downloaded (null until ready). */
    expiresAt: z.iso.datetime().nullable(),
    /** The zip's size in bytes, once ready. */
    size: z.int().nullable(),
    /** GET this (with the session's token) for the zip, once ready. */
    downloadUrl: z.string(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.output<typeof dataExportSchema>;

export const latestDataExportSchema = z
  .object({ export: dataExportSchema.nullable() })
  .meta({ id: 'LatestDataExport' });
export type LatestDataExport = z.output<typeof latestDataExportSchema>;

/** An erasure asked for: POST /api/me/erasure answers it (202), GET /api/me/erasure the pending one (or null). */
export const erasureRequestSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'cancelled', 'done']),
    requestedAt: z.iso.datetime(),
    /** When the account will be erased (the request + ERASURE_GRACE_DAYS). */
    eraseAt: z.iso.datetime(),
    message: z.string(),
  })
  .meta({ id: 'ErasureRequest' });
export type ErasureRequest = z.output<typeof erasureRequestSchema>;

export const pendingErasureSchema = z
  .object({ erasure: erasureRequestSchema.nullable() })
  .meta({ id: 'PendingErasure' });
export type PendingErasure = z.output<typeof pendingErasureSchema>;

/** One read of the user's data by staff (the console's views, report and invoice downloads, exports). */
export const dataAccessEntrySchema = z
  .object({
    at: z.iso.datetime(),
    /** The staff member's name (their username when the account has no name, or is gone). */
    staffName: z.string(),
    /** Why: the staff role that gave them the right (counsellor, school admin, admin, ...). */
    role: z.string(),
    /** What was read: the console's resource (users, students, orders, credit-notes, classrooms). */
    resource: z.string(),
    resourceId: z.string().nullable(),
    /** 'read' (a view, a download) or 'export' (a file of several people's data). */
    action: z.string(),
    /** What the read names beyond the record, when it does (an invoice's serial, a report's file). */
    detail: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'DataAccessEntry' });
export type DataAccessEntry = z.output<typeof dataAccessEntrySchema>;

export const dataAccessResponseSchema = z
  .object({ entries: z.array(dataAccessEntrySchema) })
  .meta({ id: 'DataAccessResponse' });
export type DataAccessResponse = z.output<typeof dataAccessResponseSchema>;
