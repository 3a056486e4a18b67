import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, leadEvents, leads, type Database } from '@app/db';

/** A window of instants [from, to), cut into the calendar days of `timeZone`. */
export interface StatsWindow {
  from: Date;
  to: Date;
  timeZone: string;
}

/** One calendar day's leads: days with nothing are left out. */
export interface LeadDayStats {
  /** YYYY-MM-DD in the window's time zone. */
  day: string;
  /** Leads created that day (a request joining an existing lead makes none). */
  newLeads: number;
  /** Leads moved to CONVERTED that day, from their timeline (CONVERTED is final: a lead converts once). */
  conversions: number;
}

/**
 * Read-only counts over the leads' own tables for the admins' dashboard: one statement for the whole window,
 * grouped by the time zone's calendar day.
 */
@Injectable()
export class LeadStatsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async byDay({ from, to, timeZone }: StatsWindow): Promise<LeadDayStats[]> {
    const start = from.toISOString();
    const end = to.toISOString();
    const { rows } = await this.db.execute<{ day: string; new_leads: number; conversions: number }>(sql`
      WITH created AS (
        SELECT to_char(date_trunc('day', ${leads.createdAt} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS day,
               count(*)::int AS new_leads
        FROM ${leads}
        WHERE ${leads.createdAt} >= ${start}::timestamptz AND ${leads.createdAt} < ${end}::timestamptz
        GROUP BY 1
      ), converted AS (
        SELECT to_char(date_trunc('day', ${leadEvents.at} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS day,
               count(DISTINCT ${leadEvents.leadId})::int AS conversions
        FROM ${leadEvents}
        WHERE ${leadEvents.kind} = 'move' AND ${leadEvents.toStatus} = 'CONVERTED'
          AND ${leadEvents.at} >= ${start}::timestamptz AND ${leadEvents.at} < ${end}::timestamptz
        GROUP BY 1
      )
      SELECT day, coalesce(created.new_leads, 0) AS new_leads, coalesce(converted.conversions, 0) AS conversions
      FROM created FULL JOIN converted USING (day)
      ORDER BY day`);
    return rows.map((r) => ({ day: r.day, newLeads: r.new_leads, conversions: r.conversions }));
  }
}
