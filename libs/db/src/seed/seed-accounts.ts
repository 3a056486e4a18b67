import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { schools, users, type UserRole } from '../schema/index.js';
import { seedDemoFamily } from './seed-family.js';

export const DEMO_PASSWORD = 'Demo@12345';
/** The embedded default's school, set up as an admin would (issue 13): a CBSE school of Delhi with 500 seats. */
export const DEMO_SCHOOL = {
  name: 'Delhi Public School, R K Puram',
  campusId: 'DPS-RKP',
  board: 'CBSE',
  city: 'New Delhi',
  state: 'Delhi',
  seats: 500,
} as const;

interface DemoAccount {
  username: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  student?: boolean;
}

/** One confirmed account per role, listed in the README. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'student', role: 'student', firstName: 'Aarav', lastName: 'Sharma', student: true },
  { username: 'parent', role: 'parent', firstName: 'Priya', lastName: 'Sharma' },
  { username: 'campus', role: 'campus_student', firstName: 'Ananya', lastName: 'Gupta', student: true },
  { username: 'content', role: 'content_editor', firstName: 'Rohan', lastName: 'Mehta' },
  { username: 'counsellor', role: 'counsellor', firstName: 'Kavita', lastName: 'Rao' },
  { username: 'schooladmin', role: 'school_admin', firstName: 'Sunita', lastName: 'Verma' },
  { username: 'admin', role: 'admin', firstName: 'Vikram', lastName: 'Singh' },
];

/**
 * Demo accounts for the embedded default (never in production; the caller checks). Idempotent: existing
 * usernames are left as they are. The password hash comes from the caller (identity owns hashing).
 */
export async function seedDemoAccounts(db: Database, passwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(schools).values(DEMO_SCHOOL).onConflictDoNothing();
    const [school] = await tx
      .select()
      .from(schools)
      .where(sql`${schools.campusId} = ${DEMO_SCHOOL.campusId}`);
    let created = 0;
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const inSchool = a.role === 'campus_student' || a.role === 'school_admin';
      const rows = await tx
        .insert(users)
        .values({
          username: a.username,
          email: `${a.username}@demo.dishacareers.in`,
          passwordHash,
          role: a.role,
          userType: a.student ? 'student' : a.role === 'parent' ? 'parent' : null,
          firstName: a.firstName,
          lastName: a.lastName,
          phoneNumber: `+9198100000${String(i + 10)}`,
          gender: i % 2 === 0 ? 'male' : 'female',
          ...(a.student
            ? {
                birthdate: '2009-04-15',
                class: '10' as const,
                school: DEMO_SCHOOL.name,
                city: 'New Delhi',
                state: 'Delhi',
              }
            : {}),
          schoolId: inSchool ? school.id : null,
          confirmedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      created += rows.length;
    }
    await seedDemoFamily(tx, 'parent', 'student');
    return created;
  });
}
