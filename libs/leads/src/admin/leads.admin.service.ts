import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { AuditService, versionConflict, type AuditActor, type ListQuery } from '@app/admin-kit';
import {
  ERROR_CODES,
  LEAD_EXPORT_MAX_ROWS,
  LEAD_MESSAGES,
  LEAD_MOVES,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadDemo,
  parseIndiaTime,
  toIndiaLocal,
  type AdminLead,
  type AdminLeadDetail,
  type AdminLeadWrite,
  type LEAD_FILTERS,
  type LeadSort,
  type LeadStatus,
} from '@app/contracts';
import { validationException } from '@app/common';
import type { Transaction } from '@app/db';
import { ActiveCounsellors } from '@app/identity';
import { Outbox } from '@app/queue';
import { LeadsClock } from '../leads-clock.js';
import {
  LeadsAdminRepository,
  type LeadEventRow,
  type LeadExportRow,
  type LeadListFilter,
  type LeadListRow,
  type LeadPatch,
} from './leads.admin.repository.js';

const RESOURCE = 'leads';

export type LeadsListQuery = ListQuery<LeadSort, keyof typeof LEAD_FILTERS>;

const notFound = () => new NotFoundException({ message: LEAD_MESSAGES.notFound, code: ERROR_CODES.NotFound });
const notYours = (message: string) => new ForbiddenException({ message, code: ERROR_CODES.LeadNotYours });
const moveRefused = (message: string) => new ConflictException({ message, code: ERROR_CODES.LeadMoveNotAllowed });

function toLead({ lead, assigneeName, overdue, requestCount }: LeadListRow): AdminLead {
  return {
    id: lead.id,
    source: lead.source,
    name: lead.name,
    email: lead.email,
    mobile: lead.mobile,
    status: lead.status,
    assigneeId: lead.assigneeId,
    assigneeName,
    lostReason: lead.lostReason,
    scheduledAt: lead.scheduledAt?.toISOString() ?? null,
    meetingLink: lead.meetingLink,
    overdue,
    requestCount,
    nextStatuses: [...LEAD_MOVES[lead.status]],
    version: lead.version,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    lastRequestAt: lead.lastRequestAt.toISOString(),
  };
}

function toEvent(row: LeadEventRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actorId: row.actorId,
    actorName: row.actorName,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    text: row.text,
    data: row.data ?? null,
  };
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** An instant as India's wall clock, in a form spreadsheets read as a date and time: `2026-12-01 16:30`. */
const indiaCell = (at: Date) => toIndiaLocal(at).replace('T', ' ');

/**
 * The export's columns: the header a spreadsheet shows, and each row's cell. Times twice, as the instant (UTC,
 * for machines) and as India time (for people). The demo's time is the lead's demo (leadDemo): while scheduled and
 * after converting from it; after a cancel the row keeps the old time, which the console does not show either.
 */
const EXPORT_COLUMNS: readonly (readonly [string, (row: LeadExportRow) => string])[] = [
  ['ID', (r) => r.id],
  ['Name', (r) => r.name],
  ['E-mail', (r) => r.email],
  ['Mobile', (r) => r.mobile],
  ['Source', (r) => LEAD_SOURCE_LABELS[r.source]],
  ['Status', (r) => LEAD_STATUS_LABELS[r.status]],
  ['Counsellor', (r) => r.assigneeName ?? ''],
  ['Lost reason', (r) => r.lostReason ?? ''],
  ['Created at (UTC)', (r) => r.createdAt.toISOString()],
  ['Created at (IST)', (r) => indiaCell(r.createdAt)],
  ['Demo at (UTC)', (r) => leadDemo(r)?.scheduledAt.toISOString() ?? ''],
  [
    'Demo at (IST)',
    (r) => {
      const demo = leadDemo(r);
      return demo ? indiaCell(demo.scheduledAt) : '';
    },
  ],
];

/**
 * RFC 4180 text (CRLF, quotes where a cell needs them). Names, e-mails and reasons are typed by the public, so a
 * cell starting with =, +, -, @ (or a tab or CR) gets a leading apostrophe, or a spreadsheet would run it as a
 * formula (CSV injection); a mobile's `+91` is shown as `'+91` for that. The byte order mark makes Excel read
 * the file as UTF-8, so names in Indian scripts survive.
 */
function toCsv(rows: readonly LeadExportRow[]): Buffer {
  const records = [EXPORT_COLUMNS.map(([header]) => header), ...rows.map((r) => EXPORT_COLUMNS.map(([, c]) => c(r)))];
  return Buffer.from(stringify(records, { bom: true, escape_formulas: true, record_delimiter: 'windows' }), 'utf8');
}

export interface LeadsExport {
  filename: string;
  csv: Buffer;
  /** The rows in the file, and how many leads matched (more than the rows when the cap cut the file). */
  rows: number;
  total: number;
}

/**
 * The counsellors' work on leads: lists (a counsellor sees their own and unassigned leads, an admin all), the
 * list's CSV export, moves by PUT checked against the state machine, taking an unassigned lead, and notes. Every
 * write runs in one transaction holding the lead's row lock, appends to the lead's timeline and to the audit log
 * there, and a refused write writes nothing. A schedule change also writes DemoScheduleChanged, whose job mails the
 * invite and sets reminders.
 */
@Injectable()
export class LeadsAdminService {
  constructor(
    private readonly repository: LeadsAdminRepository,
    private readonly audit: AuditService,
    private readonly outbox: Outbox,
    private readonly counsellors: ActiveCounsellors,
    private readonly clock: LeadsClock,
  ) {}

  async list(query: LeadsListQuery, actor: AuditActor): Promise<{ data: AdminLead[]; total: number }> {
    const { rows, total } = await this.repository.list({
      filter: this.listFilter(query.filter, actor),
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    return { data: rows.map(toLead), total };
  }

  /**
   * Every lead the list's filter and sort select, as a CSV file, up to LEAD_EXPORT_MAX_ROWS in the list's order.
   * A file of names, e-mails and mobiles is a read of personal data: the audit row (what was asked, how many rows
   * went) is written before the file is handed over, so no file leaves unrecorded.
   */
  async export(query: Pick<LeadsListQuery, 'filter' | 'sort'>, actor: AuditActor): Promise<LeadsExport> {
    const { rows, total } = await this.repository.export({
      filter: this.listFilter(query.filter, actor),
      sort: query.sort,
      limit: LEAD_EXPORT_MAX_ROWS,
    });
    await this.repository.transaction((tx) =>
      this.audit.record(tx, actor, {
        action: 'export',
        resource: RESOURCE,
        resourceId: null,
        before: null,
        after: { filter: query.filter, sort: query.sort, rows: rows.length, total },
      }),
    );
    const day = toIndiaLocal(this.clock.now()).slice(0, 10);
    return { filename: `leads-${day}.csv`, csv: toCsv(rows), rows: rows.length, total };
  }

  /** The list's filter as the repository takes it; a counsellor's view is narrowed to what they may see. */
  private listFilter(f: LeadsListQuery['filter'], actor: AuditActor): LeadListFilter {
    const status = f.status === undefined ? undefined : oneOf(LEAD_STATUSES, f.status);
    const source = f.source === undefined ? undefined : oneOf(LEAD_SOURCES, f.source);
    if (f.status !== undefined && !status) throw validationException([{ field: 'status', message: 'Unknown status' }]);
    if (f.source !== undefined && !source) throw validationException([{ field: 'source', message: 'Unknown source' }]);
    return {
      q: (f.q as string) || undefined,
      status,
      source,
      assigneeId: (f.mine ? actor.userId : (f.assigneeId as string | undefined)) || undefined,
      unassigned: f.unassigned as boolean | undefined,
      overdue: f.overdue as boolean | undefined,
      createdFrom: f.createdAt_gte as Date | undefined,
      createdTo: f.createdAt_lte as Date | undefined,
      ids: f.id as string[] | undefined,
      visibleTo: actor.role === 'admin' ? undefined : actor.userId,
    };
  }

  async get(id: string, actor: AuditActor): Promise<AdminLeadDetail> {
    const detail = await this.detail(id);
    if (!detail) throw notFound();
    this.checkVisible(detail, actor);
    return detail;
  }

  /** A move (and, for an admin, a reassignment): checked, then written at the version the console read. */
  async update(id: string, input: AdminLeadWrite, actor: AuditActor): Promise<AdminLeadDetail> {
    return this.repository.transaction(async (tx) => {
      const lead = await this.repository.lock(tx, id);
      if (!lead) throw notFound();
      this.checkWorkable(lead.assigneeId, actor);
      if (lead.version !== input.version) throw versionConflict();
      const before = (await this.detailIn(tx, id))!;
      const { patch, events, scheduleChanged } = await this.plan(lead, input, actor);
      if (Object.keys(patch).length === 0) return before;
      if (!(await this.repository.update(tx, id, input.version, patch))) throw versionConflict();
      for (const event of events) await this.repository.addEvent(tx, { leadId: id, ...this.by(actor), ...event });
      if (scheduleChanged) await this.outbox.append(tx, 'DemoScheduleChanged', { leadId: id });
      const after = (await this.detailIn(tx, id))!;
      await this.audit.record(tx, actor, {
        action: 'edit',
        resource: RESOURCE,
        resourceId: id,
        before: this.audited(before),
        after: this.audited(after),
      });
      return after;
    });
  }

  /** A counsellor (or an admin) takes an unassigned lead; taking one's own lead again changes nothing. */
  async take(id: string, actor: AuditActor): Promise<AdminLeadDetail> {
    return this.repository.transaction(async (tx) => {
      const lead = await this.repository.lock(tx, id);
      if (!lead) throw notFound();
      if (lead.assigneeId === actor.userId) return (await this.detailIn(tx, id))!;
      if (lead.assigneeId || !(await this.repository.take(tx, id, actor.userId))) {
        throw new ConflictException({ message: LEAD_MESSAGES.alreadyTaken, code: ERROR_CODES.LeadAlreadyTaken });
      }
      await this.repository.addEvent(tx, { leadId: id, kind: 'taken', ...this.by(actor) });
      const after = (await this.detailIn(tx, id))!;
      await this.audit.record(tx, actor, {
        action: 'take',
        resource: RESOURCE,
        resourceId: id,
        before: { assigneeId: null },
        after: { assigneeId: actor.userId },
      });
      return after;
    });
  }

  /** A note on the timeline. It does not move the lead's version: an open form does not go stale for a note. */
  async addNote(id: string, text: string, actor: AuditActor): Promise<AdminLeadDetail> {
    return this.repository.transaction(async (tx) => {
      const lead = await this.repository.lock(tx, id);
      if (!lead) throw notFound();
      this.checkVisible({ assigneeId: lead.assigneeId }, actor);
      await this.repository.addEvent(tx, { leadId: id, kind: 'note', text, ...this.by(actor) });
      await this.audit.record(tx, actor, {
        action: 'note',
        resource: RESOURCE,
        resourceId: id,
        before: null,
        after: { note: text },
      });
      return (await this.detailIn(tx, id))!;
    });
  }

  /** What a PUT changes, or the 400/403/409 that refuses it. */
  private async plan(
    lead: NonNullable<Awaited<ReturnType<LeadsAdminRepository['lock']>>>,
    input: AdminLeadWrite,
    actor: AuditActor,
  ): Promise<{ patch: LeadPatch; events: EventDraft[]; scheduleChanged: boolean }> {
    const patch: LeadPatch = {};
    const events: EventDraft[] = [];
    let scheduleChanged = false;
    if (input.assigneeId !== undefined && input.assigneeId.toLowerCase() !== lead.assigneeId) {
      if (actor.role !== 'admin') throw notYours(LEAD_MESSAGES.assignByAdmin);
      const assigneeId = input.assigneeId.toLowerCase();
      if (!(await this.counsellors.activeCounsellorIds()).includes(assigneeId)) {
        throw validationException([{ field: 'assigneeId', message: LEAD_MESSAGES.assigneeNotCounsellor }]);
      }
      Object.assign(patch, { assigneeId, assignedAt: this.clock.now() });
      events.push({ kind: 'assigned', data: { assigneeId, by: 'admin' } });
    }
    const from = lead.status;
    const to = input.status;
    if (to === 'DEMO_SCHEDULED') {
      if (from !== to) this.checkMove(from, to);
      const scheduledAt = this.demoTime(input);
      const meetingLink = input.meetingLink;
      if (!meetingLink)
        throw validationException([{ field: 'meetingLink', message: LEAD_MESSAGES.meetingLinkRequired }]);
      const same =
        from === to && lead.scheduledAt?.getTime() === scheduledAt.getTime() && lead.meetingLink === meetingLink;
      if (!same) {
        if (scheduledAt.getTime() <= this.clock.now().getTime()) {
          throw validationException([{ field: 'scheduledAt', message: LEAD_MESSAGES.scheduleInPast }]);
        }
        Object.assign(patch, { status: to, scheduledAt, meetingLink, bumpSchedule: true });
        events.push({
          kind: from === to ? 'schedule' : 'move',
          fromStatus: from,
          toStatus: to,
          text: from === to ? 'Demo rescheduled' : 'Demo scheduled',
          data: { scheduledAt: scheduledAt.toISOString(), meetingLink },
        });
        scheduleChanged = true;
      }
    } else if (to !== from) {
      this.checkMove(from, to);
      const lostReason = to === 'LOST' ? input.lostReason : undefined;
      if (to === 'LOST' && !lostReason) {
        throw validationException([{ field: 'lostReason', message: LEAD_MESSAGES.lostReasonRequired }]);
      }
      // Leaving a scheduled demo for anything but CONVERTED calls it off: a new schedule number, so no reminder of
      // the old one goes; the job removes them and tells the parent.
      const cancels = from === 'DEMO_SCHEDULED' && to !== 'CONVERTED';
      // Converting from a scheduled demo keeps the demo's time and link on the lead (leadDemo); converting from
      // CONTACTED clears what a called-off demo left there, so a converted lead's demo is always the one it had.
      const forgetsCalledOff = to === 'CONVERTED' && from !== 'DEMO_SCHEDULED';
      Object.assign(patch, {
        status: to,
        lostReason: lostReason ?? null,
        ...(cancels ? { bumpSchedule: true } : {}),
        ...(forgetsCalledOff ? { scheduledAt: null, meetingLink: null } : {}),
      });
      events.push({
        kind: 'move',
        fromStatus: from,
        toStatus: to,
        text: lostReason ?? (cancels ? 'Demo cancelled' : null),
      });
      scheduleChanged = from === 'DEMO_SCHEDULED';
    }
    return { patch, events, scheduleChanged };
  }

  private demoTime(input: AdminLeadWrite): Date {
    const at = input.scheduledAt ? parseIndiaTime(input.scheduledAt) : undefined;
    if (!at) throw validationException([{ field: 'scheduledAt', message: LEAD_MESSAGES.scheduleRequired }]);
    return at;
  }

  private checkMove(from: LeadStatus, to: LeadStatus): void {
    if (LEAD_MOVES[from].length === 0) throw moveRefused(LEAD_MESSAGES.finalStatus(from));
    if (!LEAD_MOVES[from].includes(to)) throw moveRefused(LEAD_MESSAGES.impossibleMove(from, to));
  }

  /** Counsellors see their own leads and unassigned ones; admins see all. */
  private checkVisible(lead: { assigneeId: string | null }, actor: AuditActor): void {
    if (actor.role === 'admin' || !lead.assigneeId || lead.assigneeId === actor.userId) return;
    throw notYours(LEAD_MESSAGES.notYours);
  }

  /** Counsellors move only their own leads (an unassigned one is taken first); admins any. */
  private checkWorkable(assigneeId: string | null, actor: AuditActor): void {
    if (actor.role === 'admin' || assigneeId === actor.userId) return;
    throw notYours(assigneeId ? LEAD_MESSAGES.notYours : LEAD_MESSAGES.takeFirst);
  }

  private by(actor: AuditActor) {
    return { actorId: actor.userId, actorName: actor.username };
  }

  /** The lead's own fields for the audit log (the timeline and computed fields are not the write's). */
  private audited(detail: AdminLeadDetail): Partial<AdminLead> {
    const { status, assigneeId, lostReason, scheduledAt, meetingLink } = detail;
    return { status, assigneeId, lostReason, scheduledAt, meetingLink };
  }

  private detail(id: string): Promise<AdminLeadDetail | undefined> {
    return this.repository.transaction((tx) => this.detailIn(tx, id));
  }

  private async detailIn(tx: Transaction, id: string): Promise<AdminLeadDetail | undefined> {
    const row = await this.repository.find(id, tx);
    if (!row) return undefined;
    const timeline = await this.repository.timeline(id, tx);
    return { ...toLead(row), timeline: timeline.map(toEvent) };
  }
}

interface EventDraft {
  kind: 'assigned' | 'move' | 'schedule';
  fromStatus?: LeadStatus;
  toStatus?: LeadStatus;
  text?: string | null;
  data?: Record<string, unknown>;
}
