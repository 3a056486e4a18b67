import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ne } from 'drizzle-orm';
import { careers, DB, userCareers, type Database } from '@app/db';

@Injectable()
export class EnrolmentRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The user's enrolled careers, oldest enrolment first, with what the cards show of each career; abandoned tests are not. */
  listForUser(userId: string) {
    return this.db
      .select({
        id: userCareers.id,
        careerId: userCareers.careerId,
        status: userCareers.status,
        name: careers.name,
        logo: careers.logo,
        logoBg: careers.logoBg,
      })
      .from(userCareers)
      .innerJoin(careers, eq(careers.id, userCareers.careerId))
      .where(and(eq(userCareers.userId, userId), ne(userCareers.status, 'ABANDONED')))
      .orderBy(asc(userCareers.createdAt), asc(userCareers.id));
  }
}
