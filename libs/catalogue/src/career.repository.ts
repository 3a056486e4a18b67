import { Inject, Injectable } from '@nestjs/common';
import type { CareerProperty } from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { careers, catalogueVersion, courses, DB, fields, reviews, type Database } from '@app/db';

/** What the public JSON of a career is made of. */
export interface CareerRow {
  id: string;
  name: string;
  fieldId: string;
  fieldName: string;
  headerDescription: string;
  logo: string;
  logoBg: string;
  sellingPricePaise: number;
  strikePricePaise: number;
  trial: boolean;
  properties: CareerProperty[];
  aliases: string[];
}

/** The columns of a CareerRow, from careers joined to fields; the console's career record adds its own. */
export const careerColumns = {
  id: careers.id,
  name: careers.name,
  fieldId: careers.fieldId,
  fieldName: fields.name,
  headerDescription: careers.headerDescription,
  logo: careers.logo,
  logoBg: careers.logoBg,
  sellingPricePaise: careers.sellingPricePaise,
  strikePricePaise: careers.strikePricePaise,
  trial: careers.trial,
  properties: careers.properties,
  aliases: careers.aliases,
};

@Injectable()
export class CareerRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private selectCareers() {
    return this.db.select(careerColumns).from(careers).innerJoin(fields, eq(fields.id, careers.fieldId));
  }

  listFields() {
    return this.db
      .select({ id: fields.id, name: fields.name })
      .from(fields)
      .orderBy(asc(fields.sortOrder), asc(fields.name));
  }

  async findField(id: string) {
    const [row] = await this.db.select({ id: fields.id, name: fields.name }).from(fields).where(eq(fields.id, id));
    return row;
  }

  /** The number that moves with every change to careers, fields, courses or reviews (migrations 0013, 0022). */
  async catalogueVersion(): Promise<number> {
    const [row] = await this.db.select({ version: catalogueVersion.version }).from(catalogueVersion);
    return row?.version ?? 0;
  }

  /**
   * Every published career, in the order the lists show them: by the display order staff set, then by name, the
   * id breaking ties. The snapshot pages this list as it comes, so its pages are this ORDER BY's.
   */
  listPublished(): Promise<CareerRow[]> {
    return this.selectCareers()
      .where(eq(careers.published, true))
      .orderBy(asc(careers.displayOrder), asc(careers.name), asc(careers.id));
  }

  async findPublished(id: string): Promise<CareerRow | undefined> {
    const [row] = await this.selectCareers().where(and(eq(careers.id, id), eq(careers.published, true)));
    return row;
  }

  /** The reviews the public page shows: those staff have not hidden. */
  listReviews() {
    return this.db
      .select({ name: reviews.name, text: reviews.text, rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.hidden, false))
      .orderBy(asc(reviews.sortOrder), asc(reviews.name));
  }

  async findCourse(id: string) {
    const [row] = await this.db.select().from(courses).where(eq(courses.id, id));
    return row;
  }
}
