import { LEAD_MOVES, type AdminLead, type LeadStatus } from '@app/contracts';

export interface MoveExtra {
  lostReason?: string;
  /** India time as the datetime-local field gives it (`2026-12-01T16:30`); the API reads it as IST. */
  scheduledAt?: string;
  meetingLink?: string;
}

/** The PUT body of a move: the version the page read, the new status and only what that move needs. */
export function moveBody(record: Pick<AdminLead, 'id' | 'version'>, status: LeadStatus, extra: MoveExtra = {}) {
  return {
    id: record.id,
    version: record.version,
    status,
    ...(status === 'LOST' ? { lostReason: extra.lostReason } : {}),
    ...(status === 'DEMO_SCHEDULED' ? { scheduledAt: extra.scheduledAt, meetingLink: extra.meetingLink } : {}),
  };
}

/** The buttons the show page offers: each move the lead may make now, a reschedule and a cancel named as such. */
export function moveButtons(status: LeadStatus): { to: LeadStatus; label: string }[] {
  return LEAD_MOVES[status].map((to) => ({
    to,
    label:
      status === 'DEMO_SCHEDULED' && to === 'DEMO_SCHEDULED'
        ? 'Reschedule demo'
        : status === 'DEMO_SCHEDULED' && to === 'CONTACTED'
          ? 'Cancel demo'
          : {
              NEW: 'New',
              CONTACTED: 'Mark contacted',
              DEMO_SCHEDULED: 'Schedule demo',
              CONVERTED: 'Converted',
              LOST: 'Lost',
            }[to],
  }));
}
