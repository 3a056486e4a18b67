import { Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import {
  careers,
  courseEnrolments,
  courses,
  userCareers,
  type Database,
  type DataSubject,
  type PersonalDataPart,
  type PersonalDataSource,
} from '@app/db';

/** The careers a user may take (bought, given by a classroom, free) and their course seats (issue 14). */
@Injectable()
export class EnrolmentPersonalData implements PersonalDataSource {
  readonly name = 'enrolments';

  async export(db: Database, { userId }: DataSubject): Promise<PersonalDataPart> {
    const [careerRows, courseRows] = await Promise.all([
      db
        .select({
          id: userCareers.id,
          career: careers.name,
          status: userCareers.status,
          source: userCareers.source,
          orderId: userCareers.orderId,
          enrolledAt: userCareers.createdAt,
          startedAt: userCareers.startedAt,
          finishedAt: userCareers.finishedAt,
          completedAt: userCareers.completedAt,
        })
        .from(userCareers)
        .innerJoin(careers, eq(careers.id, userCareers.careerId))
        .where(eq(userCareers.userId, userId))
        .orderBy(asc(userCareers.createdAt)),
      db
        .select({ course: courses.title, orderId: courseEnrolments.orderId, enrolledAt: courseEnrolments.createdAt })
        .from(courseEnrolments)
        .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
        .where(eq(courseEnrolments.userId, userId)),
    ]);
    return { json: { careers: careerRows, courses: courseRows } };
  }

  /** Nothing to erase: an enrolment names no one once the account is anonymous, and a school's statistics count it. */
  async erase(): Promise<void> {}
}
