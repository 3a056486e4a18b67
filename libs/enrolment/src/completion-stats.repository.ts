import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, userCareers, type Database } from '@app/db';

/** A window of instants [from, to), cut into the calendar days of `timeZone`. */
export interface StatsWindow {
  from: Date;
  to: Date;
  timeZone: string;
}

/** One calendar day's completed career assessments: days with none are left out. */
export interface CompletionDayStats {
  /** YYYY-MM-DD in the window's time zone. */
  day: string;
  completed: number;
}

/** A user's enrolment in a career, as the results of a classroom show it. */
export interface CareerStatusRow {
  userId: string;
  careerId: string;
  status: 'ENROLLED' | 'IN_PROGRESS' | 'COMPLETED' | 'ABANDONED';
}

/** Read-only counts over user_careers for the admins' dashboard: one statement, grouped by calendar day. */
@Injectable()
export class CompletionStatsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async byDay({ from, to, timeZone }: StatsWindow): Promise<CompletionDayStats[]> {
    const { rows } = await this.db.execute<{ day: string; completed: number }>(sql`
      SELECT to_char(date_trunc('day', ${userCareers.completedAt} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS day,
             count(*)::int AS completed
      FROM ${userCareers}
      WHERE ${userCareers.completedAt} >= ${from.toISOString()}::timestamptz
        AND ${userCareers.completedAt} < ${to.toISOString()}::timestamptz
      GROUP BY 1
      ORDER BY 1`);
    return rows;
  }

  /**
   * The enrolments of these users in these careers (one row per pair at most: user_careers is unique on it), by
   * the unique index on (user_id, career_id). Arrays are bound as uuid[] so the statement stays one plan whatever
   * their lengths.
   */
  async statuses(userIds: readonly string[], careerIds: readonly string[]): Promise<CareerStatusRow[]> {
    const { rows } = await this.db.execute<{ userId: string; careerId: string; status: CareerStatusRow['status'] }>(sql`
      SELECT user_id AS "userId", career_id AS "careerId", status
      FROM ${userCareers}
      WHERE user_id = ANY(${`{${userIds.join(',')}}`}::uuid[]) AND career_id = ANY(${`{${careerIds.join(',')}}`}::uuid[])`);
    return rows;
  }
}
