import { Injectable } from '@nestjs/common';
import { ActiveCounsellors } from '@app/identity';
import { LeadsRepository } from '../leads.repository.js';

export interface Assignment {
  /** Who has the lead now (null: no active counsellor, it stays unassigned). */
  assigneeId: string | null;
  /** True when this call gave it to them (false: it had an assignee already). */
  assignedNow: boolean;
}

/** The counsellor after `last` in id order, wrapping round; the first when `last` is none or gone. */
export function nextInTurn(ids: readonly string[], last: string | null): string | undefined {
  if (ids.length === 0) return undefined;
  return (last && ids.find((id) => id > last)) || ids[0];
}

/**
 * Round-robin among active counsellors. The cursor row (the last counsellor given a lead) is locked for the whole
 * assignment, so any number of workers assign one lead at a time, each to the next counsellor: nobody gets two in a
 * row while another waits, and a lead is given once (the UPDATE only takes an unassigned lead).
 */
@Injectable()
export class LeadAssignmentService {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly counsellors: ActiveCounsellors,
  ) {}

  async assign(leadId: string): Promise<Assignment> {
    const current = await this.leads.findLead(leadId);
    if (!current) throw new Error(`Lead ${leadId} not found`);
    if (current.assigneeId) return { assigneeId: current.assigneeId, assignedNow: false };
    const active = await this.counsellors.activeCounsellorIds();
    return this.leads.transaction(async (tx) => {
      const last = await this.leads.lockCursor(tx);
      const next = nextInTurn([...active].sort(), last);
      if (!next) return { assigneeId: null, assignedNow: false };
      if (!(await this.leads.assignIfUnassigned(tx, leadId, next))) {
        // Taken by a counsellor (or assigned by another worker) meanwhile: the cursor stays where it was.
        const lead = await this.leads.findLead(leadId, tx);
        return { assigneeId: lead?.assigneeId ?? null, assignedNow: false };
      }
      await this.leads.moveCursor(tx, next);
      await this.leads.addEvent(tx, { leadId, kind: 'assigned', data: { assigneeId: next, by: 'round-robin' } });
      return { assigneeId: next, assignedNow: true };
    });
  }
}
