import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { careerRequests, DB, demoRequests, type Database, type DbExecutor, type Transaction } from '@app/db';
import type { CareerRequest, DemoRequest, DemoUserType } from '@app/contracts';

@Injectable()
export class LeadsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async insertDemoRequest(tx: DbExecutor, userType: DemoUserType, input: DemoRequest): Promise<string> {
    const [row] = await tx
      .insert(demoRequests)
      .values({
        userType,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        school: input.school ?? null,
        designation: input.designation ?? null,
      })
      .returning({ id: demoRequests.id });
    return row.id;
  }

  async insertCareerRequest(tx: DbExecutor, input: CareerRequest): Promise<string> {
    const [row] = await tx.insert(careerRequests).values(input).returning({ id: careerRequests.id });
    return row.id;
  }

  async findDemoRequest(id: string) {
    const [row] = await this.db.select().from(demoRequests).where(eq(demoRequests.id, id)).limit(1);
    return row;
  }

  async findCareerRequest(id: string) {
    const [row] = await this.db.select().from(careerRequests).where(eq(careerRequests.id, id)).limit(1);
    return row;
  }
}
