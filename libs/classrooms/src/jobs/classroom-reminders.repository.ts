import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { classroomReminders, DB, type Database, type Transaction } from '@app/db';

export interface ReminderDue {
  classroomId: string;
  classroomName: string;
  userId: string;
  email: string;
  firstName: string;
  /** Started (IN_PROGRESS) but not finished; else not started yet. */
  started: boolean;
  closesAt: Date | null;
}

/**
 * The students a classroom reminder is due to on an India day: in a classroom open at `now`, an active campus
 * student (not taken off the roster, not disabled) who has not completed every career the classroom gives, and
 * not yet reminded of it that day. One who has not started it while another classroom is in progress is left out:
 * their Start would be refused.
 */
@Injectable()
export class ClassroomRemindersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async due(now: Date, day: string, limit: number): Promise<ReminderDue[]> {
    const { rows } = await this.db.execute<{
      classroom_id: string;
      classroom_name: string;
      user_id: string;
      email: string;
      first_name: string;
      status: string;
      closes_at: Date | string | null;
    }>(sql`
      SELECT c.id AS classroom_id, c.name AS classroom_name, u.id AS user_id, u.email, u.first_name, cs.status,
             c.closes_at
      FROM classroom_students cs
      JOIN classrooms c ON c.id = cs.classroom_id
      JOIN users u ON u.id = cs.user_id
      WHERE (c.opens_at IS NULL OR c.opens_at <= ${now.toISOString()}::timestamptz)
        AND (c.closes_at IS NULL OR c.closes_at > ${now.toISOString()}::timestamptz)
        AND u.role = 'campus_student' AND u.school_id = c.school_id
        AND u.deactivated_at IS NULL AND u.disabled_at IS NULL
        AND EXISTS (
          SELECT 1 FROM classroom_careers cc WHERE cc.classroom_id = c.id AND NOT EXISTS (
            SELECT 1 FROM user_careers uc
            WHERE uc.user_id = u.id AND uc.career_id = cc.career_id AND uc.status = 'COMPLETED'))
        -- Not started while another is in progress: Start would be refused ("Another classroom is in progress").
        AND (cs.status = 'IN_PROGRESS' OR NOT EXISTS (
          SELECT 1 FROM classroom_students o WHERE o.user_id = u.id AND o.status = 'IN_PROGRESS' AND o.id <> cs.id))
        AND NOT EXISTS (
          SELECT 1 FROM classroom_reminders r
          WHERE r.classroom_id = c.id AND r.user_id = u.id AND r.sent_on = ${day}::date)
      ORDER BY c.id, u.id
      LIMIT ${limit}`);
    return rows.map((r) => ({
      classroomId: r.classroom_id,
      classroomName: r.classroom_name,
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      started: r.status === 'IN_PROGRESS',
      closesAt: r.closes_at === null ? null : new Date(r.closes_at),
    }));
  }

  /** Claims the day's reminder: true only for the one caller whose row went in (the key is one a day). */
  async claim(tx: Transaction, classroomId: string, userId: string, day: string, now: Date): Promise<boolean> {
    const rows = await tx
      .insert(classroomReminders)
      .values({ classroomId, userId, sentOn: day, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: classroomReminders.userId });
    return rows.length > 0;
  }
}
