import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { careers, classroomCareers, classrooms, classroomStudents, schools, users } from '../schema/index.js';
import { DEMO_ACCOUNTS, DEMO_SCHOOL } from './seed-accounts.js';

/**
 * The demo school's classrooms, each giving three careers (by slug, all with assessment content), and the campus
 * demo student ENROLLED in both: starting one hides Start on the other (spec section 4, Classroom).
 */
export const DEMO_CLASSROOMS = [
  { name: 'Class 10 A', class: '10', careers: ['computer-science-engineer', 'doctor-mbbs', 'chartered-accountant'] },
  { name: 'Career Week 2026', class: '10', careers: ['architect', 'psychologist', 'graphic-designer'] },
] as const;

/**
 * Seeds the demo classrooms after the demo accounts (never in production; the caller checks). Idempotent: a
 * classroom, career or assignment that exists is left as it is, so a started classroom stays started. Careers the
 * catalogue does not have are skipped. Answers how many classrooms it created.
 */
export async function seedDemoClassrooms(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [school] = await tx.select().from(schools).where(eq(schools.campusId, DEMO_SCHOOL.campusId));
    if (!school) return 0;
    const campus = DEMO_ACCOUNTS.find((a) => a.role === 'campus_student')!;
    const [student] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${campus.username})`, eq(users.schoolId, school.id)));
    if (!student) return 0;
    let created = 0;
    for (const [i, c] of DEMO_CLASSROOMS.entries()) {
      const inserted = await tx
        .insert(classrooms)
        .values({ schoolId: school.id, name: c.name, class: c.class })
        .onConflictDoNothing()
        .returning({ id: classrooms.id });
      created += inserted.length;
      const [classroom] = await tx
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(and(eq(classrooms.schoolId, school.id), eq(classrooms.name, c.name)));
      const given = await tx
        .select({ id: careers.id })
        .from(careers)
        .where(inArray(careers.slug, [...c.careers]));
      if (given.length) {
        await tx
          .insert(classroomCareers)
          .values(given.map((g) => ({ classroomId: classroom.id, careerId: g.id })))
          .onConflictDoNothing();
      }
      // One transaction has one now(): the assignments are a millisecond apart so that they list in this order.
      await tx
        .insert(classroomStudents)
        .values({
          classroomId: classroom.id,
          userId: student.id,
          createdAt: sql`now() + ${i} * interval '1 millisecond'`,
        })
        .onConflictDoNothing();
    }
    return created;
  });
}
