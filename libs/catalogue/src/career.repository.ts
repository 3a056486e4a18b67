import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { careers, courses, DB, fields, reviews, type Database } from '@app/db';

export type CareerRow = typeof careers.$inferSelect & { fieldName: string };

/** Escapes LIKE wildcards so a user's "%" or "_" matches itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class CareerRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private selectCareers() {
    return this.db
      .select({
        id: careers.id,
        slug: careers.slug,
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
        published: careers.published,
        createdAt: careers.createdAt,
        updatedAt: careers.updatedAt,
      })
      .from(careers)
      .innerJoin(fields, eq(fields.id, careers.fieldId));
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

  private listFilter(fieldId?: string): SQL | undefined {
    return and(eq(careers.published, true), fieldId ? eq(careers.fieldId, fieldId) : undefined);
  }

  /** One page ordered by name; the id breaks ties so pages never overlap. */
  page(offset: number, limit: number, fieldId?: string): Promise<CareerRow[]> {
    return this.selectCareers()
      .where(this.listFilter(fieldId))
      .orderBy(asc(careers.name), asc(careers.id))
      .limit(limit)
      .offset(offset);
  }

  async count(fieldId?: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(careers)
      .where(this.listFilter(fieldId));
    return row.n;
  }

  async findById(id: string): Promise<CareerRow | undefined> {
    const [row] = await this.selectCareers().where(and(eq(careers.id, id), eq(careers.published, true)));
    return row;
  }

  /**
   * Case-insensitive match anywhere in the name (the trigram index serves it on a large catalogue);
   * names that start with the text come first, then earlier matches, then alphabetical.
   */
  searchNames(text: string, limit: number) {
    const contains = `%${likeEscape(text)}%`;
    const prefix = `${likeEscape(text)}%`;
    return this.db
      .select({ id: careers.id, name: careers.name })
      .from(careers)
      .where(and(eq(careers.published, true), sql`${careers.name} ILIKE ${contains}`))
      .orderBy(
        sql`(${careers.name} ILIKE ${prefix}) DESC`,
        sql`strpos(lower(${careers.name}), lower(${text}))`,
        asc(careers.name),
      )
      .limit(limit);
  }

  /** Every published career's id and name with its field, for the per-field lists of /student. */
  namesByField() {
    return this.db
      .select({ id: careers.id, name: careers.name, fieldId: careers.fieldId })
      .from(careers)
      .where(eq(careers.published, true))
      .orderBy(asc(careers.name), asc(careers.id));
  }

  listReviews() {
    return this.db
      .select({ name: reviews.name, text: reviews.text, rating: reviews.rating })
      .from(reviews)
      .orderBy(asc(reviews.sortOrder), asc(reviews.name));
  }

  async findCourse(id: string) {
    const [row] = await this.db.select().from(courses).where(eq(courses.id, id));
    return row;
  }
}
