import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { careerContentVersions, DB, type Database, type DbExecutor } from '@app/db';

/** The SQL of reading published versions (the console's admin repository writes them). */
@Injectable()
export class ContentVersionsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async byId(id: string, executor: DbExecutor = this.db) {
    const [row] = await executor
      .select({
        id: careerContentVersions.id,
        careerId: careerContentVersions.careerId,
        number: careerContentVersions.number,
        content: careerContentVersions.content,
      })
      .from(careerContentVersions)
      .where(eq(careerContentVersions.id, id));
    return row;
  }

  /** The id of the career's highest version (the unique (career_id, number) index answers it). */
  async latestId(careerId: string, executor: DbExecutor = this.db): Promise<string | undefined> {
    const [row] = await executor
      .select({ id: careerContentVersions.id })
      .from(careerContentVersions)
      .where(eq(careerContentVersions.careerId, careerId))
      .orderBy(desc(careerContentVersions.number))
      .limit(1);
    return row?.id;
  }
}
