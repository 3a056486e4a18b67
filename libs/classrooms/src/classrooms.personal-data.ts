import { Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import {
  classroomReminders,
  classrooms,
  classroomStudents,
  schools,
  type AuditedRecords,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
  type Transaction,
} from '@app/db';

/** A campus student's classrooms and the reminders mailed about them (issue 14). */
@Injectable()
export class ClassroomsPersonalData implements PersonalDataSource {
  readonly name = 'classrooms';

  async export(db: Database, { userId }: DataSubject): Promise<PersonalDataPart> {
    const [memberships, reminders] = await Promise.all([
      db
        .select({
          classroom: classrooms.name,
          school: schools.name,
          class: classrooms.class,
          section: classrooms.section,
          status: classroomStudents.status,
          addedAt: classroomStudents.createdAt,
          startedAt: classroomStudents.startedAt,
        })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .innerJoin(schools, eq(schools.id, classrooms.schoolId))
        .where(eq(classroomStudents.userId, userId))
        .orderBy(asc(classroomStudents.createdAt)),
      db
        .select({ classroom: classrooms.name, sentOn: classroomReminders.sentOn, sentAt: classroomReminders.sentAt })
        .from(classroomReminders)
        .innerJoin(classrooms, eq(classrooms.id, classroomReminders.classroomId))
        .where(eq(classroomReminders.userId, userId)),
    ]);
    return { json: { memberships, reminders } };
  }

  /** Nothing to erase: a membership names no one once the account is anonymous, and the school's results count it. */
  async erase(): Promise<void> {}

  /** A classroom's results CSV (an audited export) holds each of its students' results. */
  async auditedRecords(db: Database | Transaction, { userId }: DataSubject): Promise<AuditedRecords[]> {
    const rows = await db
      .select({ id: classroomStudents.classroomId })
      .from(classroomStudents)
      .where(eq(classroomStudents.userId, userId));
    return [{ resource: 'classrooms', ids: rows.map((r) => r.id), actions: ['export'] }];
  }
}
