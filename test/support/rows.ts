import type pg from 'pg';
import type { Role } from '@app/contracts';

// Rows that service and repository specs need as fixtures, written straight to the database: those specs call
// the service as the controller would, with the caller's id, so no one signs in and no password is hashed.

let seq = 0;

export interface UserRowOptions {
  /** Starts the username, to tell a spec's users apart in the database. */
  prefix?: string;
  /** The school of a campus student or school admin; none by default. */
  schoolId?: string;
  /** The profile's state (default Delhi, as test/support/users.ts); null for none. */
  state?: string | null;
}

/** A confirmed user of `role`, without a password; answers the id. */
export async function insertUser(db: pg.Pool, role: Role = 'student', options: UserRowOptions = {}): Promise<string> {
  seq += 1;
  const username = `${options.prefix ?? 'row'}${process.pid}x${seq}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (username, email, role, user_type, first_name, last_name, school_id, state, birthdate, confirmed_at)
     VALUES ($1, $2, $3, $4, 'Test', 'User', $5, $6, $7, now()) RETURNING id`,
    [
      username,
      `${username}@example.in`,
      role,
      role === 'parent' ? 'parent' : role === 'student' || role === 'campus_student' ? 'student' : null,
      options.schoolId ?? null,
      options.state === undefined ? 'Delhi' : options.state,
      // An adult, as test/support/users.ts gives students.
      role === 'student' ? '2000-01-01' : null,
    ],
  );
  return rows[0].id;
}

/** A school with its own campus id; answers its id and campus id. */
export async function insertSchool(db: pg.Pool): Promise<{ id: string; campusId: string }> {
  seq += 1;
  const { rows } = await db.query(`INSERT INTO schools (name, campus_id) VALUES ($1, $2) RETURNING id, campus_id`, [
    `School ${process.pid}-${seq}`,
    `SCH-${process.pid}-${seq}`,
  ]);
  return { id: rows[0].id, campusId: rows[0].campus_id };
}

/**
 * Moves the clocks (made, last reconciled) of a user's orders back by `ms`, as if that long had passed: the
 * payment reconciler looks only at orders older than PAYMENT_RECONCILE_AFTER_MS, and a test that waited for that
 * spent most of its time asleep. All of the user's orders move together, so which is the latest does not change.
 */
export async function ageOrdersOf(db: pg.Pool, userId: string, ms: number): Promise<void> {
  await db.query(
    `UPDATE orders SET created_at = created_at - make_interval(secs => $2),
       reconciled_at = reconciled_at - make_interval(secs => $2)
     WHERE user_id = $1`,
    [userId, ms / 1000],
  );
}
