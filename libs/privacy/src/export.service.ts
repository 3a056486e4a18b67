import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { ERROR_CODES, PRIVACY_MESSAGES, type DataExport, type DataExportStatus } from '@app/contracts';
import { Outbox } from '@app/queue';
import { PrivacyRepository, type ExportRow } from './privacy.repository.js';

export const exportDownloadUrl = (id: string) => `/api/me/export/${id}`;

/** An export as its owner sees it: expired once its 24 hours are over (its file is dropped by the sweep). */
export function toDataExport(row: ExportRow, now = new Date()): DataExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  const status: DataExportStatus = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    downloadUrl: exportDownloadUrl(row.id),
  };
}

/** The API's side of exports: ask for one (the job builds it), see the latest, download it (issue 14). */
@Injectable()
export class ExportService {
  constructor(
    private readonly repository: PrivacyRepository,
    private readonly outbox: Outbox,
  ) {}

  /** One export under way per user: asking again while one is pending answers that one and starts nothing. */
  async request(userId: string): Promise<DataExport> {
    const row = await this.repository.transaction(async (tx) => {
      const made = await this.repository.insertExport(tx, userId);
      if (made) await this.outbox.append(tx, 'DataExportRequested', { exportId: made.id });
      return made ?? (await this.repository.pendingExport(tx, userId));
    });
    // The pending one that blocked the insert can only have moved on in between: it is the latest then.
    return toDataExport(row ?? (await this.repository.latestExport(userId))!);
  }

  async latest(userId: string): Promise<DataExport | null> {
    const row = await this.repository.latestExport(userId);
    return row ? toDataExport(row) : null;
  }

  /** The zip, for its owner only (anyone else's is a 404, as if it did not exist), within its 24 hours (410 after). */
  async download(userId: string, id: string): Promise<{ file: Buffer; filename: string }> {
    const row = await this.repository.findExport(id);
    if (!row || row.userId !== userId)
      throw new NotFoundException({ message: PRIVACY_MESSAGES.exportNotFound, code: ERROR_CODES.NotFound });
    const status = toDataExport(row).status;
    if (status === 'expired') throw expired();
    if (status === 'failed')
      throw new ConflictException({ message: PRIVACY_MESSAGES.exportFailed, code: ERROR_CODES.Conflict });
    if (status === 'pending')
      throw new ConflictException({ message: PRIVACY_MESSAGES.exportNotReady, code: ERROR_CODES.ExportNotReady });
    const file = await this.repository.exportFile(id);
    if (!file) throw expired();
    const day = row.readyAt!.toISOString().slice(0, 10);
    return { file, filename: `disha-careers-my-data-${day}.zip` };
  }
}

const expired = () => new GoneException({ message: PRIVACY_MESSAGES.exportExpired, code: ERROR_CODES.ExportExpired });
