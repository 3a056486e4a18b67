import { Injectable } from '@nestjs/common';
import { LEAD_REPEAT_DAYS, type LeadSource } from '@app/contracts';
import type { Transaction } from '@app/db';
import { LeadsRepository } from './leads.repository.js';

export interface LeadContact {
  name: string;
  email: string;
  mobile: string;
}

export interface IntakeResult {
  leadId: string;
  /** True when the request joined a lead of the same e-mail or mobile instead of making one. */
  joined: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Turns a demo or career request into a lead, in the request's own transaction: a new lead, or, when the same
 * e-mail or mobile asked within LEAD_REPEAT_DAYS, the request joins that lead's timeline. The contact's advisory
 * locks make two requests sent at once one lead.
 */
@Injectable()
export class LeadIntakeService {
  constructor(private readonly leads: LeadsRepository) {}

  async intake(tx: Transaction, source: LeadSource, contact: LeadContact): Promise<IntakeResult> {
    await this.leads.lockContact(tx, contact.email, contact.mobile);
    const since = new Date(Date.now() - LEAD_REPEAT_DAYS * DAY_MS);
    const existing = await this.leads.recentLeadOf(tx, contact.email, contact.mobile, since);
    if (existing) {
      await this.leads.touchLead(tx, existing.id);
      return { leadId: existing.id, joined: true };
    }
    const leadId = await this.leads.insertLead(tx, { source, ...contact });
    return { leadId, joined: false };
  }

  /** The request's line on the lead's timeline (what was asked, and whether it was a repeat). */
  async recordRequest(
    tx: Transaction,
    result: IntakeResult,
    source: LeadSource,
    details: Record<string, string | null>,
  ): Promise<void> {
    await this.leads.addEvent(tx, {
      leadId: result.leadId,
      kind: 'request',
      text: result.joined ? 'Asked again' : 'New request',
      data: { source, joined: result.joined, ...details },
    });
  }
}
