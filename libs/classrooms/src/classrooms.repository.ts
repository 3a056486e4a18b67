import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  careers,
  classroomCareers,
  classrooms,
  classroomStudents,
  DB,
  schools,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';

export type SchoolRow = typeof schools.$inferSelect;

export interface AssignmentRow {
  id: string;
  classroomId: string;
  name: string;
  class: string;
  status: 'ENROLLED' | 'IN_PROGRESS';
  opensAt: Date | null;
  closesAt: Date | null;
  /** Now (the database's, the transaction's start) is within the dates. */
  open: boolean;
}

/** A classroom may be started from `opens_at` until `closes_at` (a missing date sets no limit on its side). */
export const classroomOpenSql = sql<boolean>`((${classrooms.opensAt} IS NULL OR ${classrooms.opensAt} <= now()) AND (${classrooms.closesAt} IS NULL OR ${classrooms.closesAt} > now()))`;

const assignmentColumns = {
  id: classroomStudents.id,
  classroomId: classroomStudents.classroomId,
  name: classrooms.name,
  class: classrooms.class,
  status: classroomStudents.status,
  opensAt: classrooms.opensAt,
  closesAt: classrooms.closesAt,
  open: classroomOpenSql,
};

@Injectable()
export class ClassroomsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async findSchool(schoolId: string): Promise<SchoolRow | undefined> {
    const [row] = await this.db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
    return row;
  }

  /** The user's assignments to classrooms of their own school, oldest first (then by name: a seed adds several at once). */
  listForUser(userId: string, schoolId: string, tx: DbExecutor = this.db): Promise<AssignmentRow[]> {
    return tx
      .select(assignmentColumns)
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .where(and(eq(classroomStudents.userId, userId), eq(classrooms.schoolId, schoolId)))
      .orderBy(asc(classroomStudents.createdAt), asc(classrooms.name), asc(classroomStudents.id));
  }

  /** The careers each classroom gives, by name. */
  async careersOf(
    classroomIds: string[],
    tx: DbExecutor = this.db,
  ): Promise<Map<string, { _id: string; name: string }[]>> {
    const map = new Map<string, { _id: string; name: string }[]>(classroomIds.map((id) => [id, []]));
    if (classroomIds.length === 0) return map;
    const rows = await tx
      .select({ classroomId: classroomCareers.classroomId, id: careers.id, name: careers.name })
      .from(classroomCareers)
      .innerJoin(careers, eq(careers.id, classroomCareers.careerId))
      .where(inArray(classroomCareers.classroomId, classroomIds))
      .orderBy(asc(careers.name), asc(careers.id));
    for (const r of rows) map.get(r.classroomId)!.push({ _id: r.id, name: r.name });
    return map;
  }

  /** One of the user's assignments, named by the classroom's id or by the assignment's own id; locked. */
  async findForUpdate(
    tx: Transaction,
    userId: string,
    schoolId: string,
    id: string,
  ): Promise<AssignmentRow | undefined> {
    const [row] = await tx
      .select(assignmentColumns)
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .where(
        and(
          eq(classroomStudents.userId, userId),
          eq(classrooms.schoolId, schoolId),
          or(eq(classroomStudents.classroomId, id), eq(classroomStudents.id, id)),
        ),
      )
      .limit(1)
      .for('update', { of: classroomStudents });
    return row;
  }

  async otherInProgress(tx: Transaction, userId: string, assignmentId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: classroomStudents.id })
      .from(classroomStudents)
      .where(
        and(
          eq(classroomStudents.userId, userId),
          eq(classroomStudents.status, 'IN_PROGRESS'),
          ne(classroomStudents.id, assignmentId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async markStarted(tx: Transaction, assignmentId: string): Promise<void> {
    await tx
      .update(classroomStudents)
      .set({ status: 'IN_PROGRESS', startedAt: sql`now()` })
      .where(and(eq(classroomStudents.id, assignmentId), eq(classroomStudents.status, 'ENROLLED')));
  }

  /** The careers the classroom gives (as it is now: the school may have added some since a Start). */
  async careerIdsOf(tx: DbExecutor, classroomId: string): Promise<string[]> {
    const rows = await tx
      .select({ careerId: classroomCareers.careerId })
      .from(classroomCareers)
      .where(eq(classroomCareers.classroomId, classroomId));
    return rows.map((r) => r.careerId);
  }
}
