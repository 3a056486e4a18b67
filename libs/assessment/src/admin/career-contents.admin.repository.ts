import { Inject, Injectable } from '@nestjs/common';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Band, InstructionsContent, SubsectionContent, SubsectionMeta } from '@app/contracts';
import {
  careerContents,
  careerContentVersions,
  careers,
  careerSections,
  careerSubsections,
  DB,
  type ContentSnapshot,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';

/** A draft as the console reads it: the tree (in the shape of a version's document) and its state. */
export interface DraftRow {
  careerId: string;
  careerName: string;
  version: number;
  updatedAt: Date;
  tree: ContentSnapshot;
  publishedVersion: number | null;
  publishedAt: Date | null;
  /** Whether the draft's document differs from the latest version's (true when there is none). */
  changed: boolean;
}

export interface DraftListRow {
  careerId: string;
  careerName: string;
  version: number;
  updatedAt: Date;
  publishedVersion: number | null;
  publishedAt: Date | null;
  changed: boolean;
  sectionCount: number;
  stepCount: number;
}

export interface DraftListQuery {
  q?: string;
  ids?: string[];
  /** Whether the test has a published version. */
  published?: boolean;
  sort: { field: 'careerName' | 'updatedAt' | 'publishedAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** A draft's tree to write, every id decided by the service. */
export interface DraftTree {
  instructions: InstructionsContent;
  subjectsAligned: string[];
  sections: {
    id: string;
    name: string;
    /** Null: the standard copy for the section's name. */
    remarks: Record<Band, string> | null;
    subsections: { id: string; type: 1 | 2 | 3 | 4; content: SubsectionContent; meta: SubsectionMeta }[];
  }[];
}

export interface PublishedVersion {
  id: string;
  number: number;
  publishedAt: Date;
}

/** The career's latest version, as a LATERAL join on career_contents `cc`. */
const latestVersion = sql`LEFT JOIN LATERAL (
    SELECT v.id, v.number, v.published_at, v.content FROM ${careerContentVersions} v
    WHERE v.career_id = cc.career_id ORDER BY v.number DESC LIMIT 1) lv ON true`;

const SORTS: Record<DraftListQuery['sort']['field'], SQL> = {
  careerName: sql`c.name`,
  updatedAt: sql`cc.updated_at`,
  publishedAt: sql`lv.published_at`,
};

/**
 * The SQL of the console's assessment editor: drafts (career_contents, career_sections, career_subsections) and
 * publishing them into career_content_versions. The draft's document is built by the database's own
 * `career_content_snapshot`, the function that publishing copies, so what the editor reads, what the preview
 * shows and what a publish makes are one shape from one place.
 */
@Injectable()
export class CareerContentsAdminRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async careerName(careerId: string, executor: DbExecutor = this.db): Promise<string | undefined> {
    const [row] = await executor.select({ name: careers.name }).from(careers).where(eq(careers.id, careerId));
    return row?.name;
  }

  /** The draft's row, locked until the transaction ends: writes and publishes of one test run one at a time. */
  async lock(tx: Transaction, careerId: string): Promise<{ version: number } | undefined> {
    const [row] = await tx
      .select({ version: careerContents.version })
      .from(careerContents)
      .where(eq(careerContents.careerId, careerId))
      .for('update');
    return row;
  }

  async draft(careerId: string, executor: DbExecutor = this.db): Promise<DraftRow | undefined> {
    const { rows } = await executor.execute<{
      career_id: string;
      career_name: string;
      version: number;
      updated_at: string | Date;
      tree: ContentSnapshot;
      published_version: number | null;
      published_at: string | Date | null;
      changed: boolean;
    }>(sql`
      SELECT cc.career_id, c.name AS career_name, cc.version, cc.updated_at, d.tree,
        lv.number AS published_version, lv.published_at, lv.content IS DISTINCT FROM d.tree AS changed
      FROM ${careerContents} cc
      JOIN ${careers} c ON c.id = cc.career_id
      CROSS JOIN LATERAL (SELECT career_content_snapshot(cc.career_id) AS tree) d
      ${latestVersion}
      WHERE cc.career_id = ${careerId}`);
    const [row] = rows;
    if (!row) return undefined;
    return {
      careerId: row.career_id,
      careerName: row.career_name,
      version: Number(row.version),
      updatedAt: new Date(row.updated_at),
      tree: row.tree,
      publishedVersion: row.published_version === null ? null : Number(row.published_version),
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
      changed: row.changed,
    };
  }

  /**
   * A page of the careers that have a draft, and the total. The page is chosen first and only its rows pay for
   * building their drafts' documents (to tell whether they differ from what is published).
   */
  async list(query: DraftListQuery): Promise<{ rows: DraftListRow[]; total: number }> {
    const where: SQL[] = [sql`true`];
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      where.push(sql`c.name ILIKE ${pattern}`);
    }
    if (query.ids) {
      if (!query.ids.length) return { rows: [], total: 0 };
      where.push(
        sql`cc.career_id IN (${sql.join(
          query.ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    }
    if (query.published !== undefined) where.push(query.published ? sql`lv.id IS NOT NULL` : sql`lv.id IS NULL`);
    const direction = query.sort.order === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
    const { rows } = await this.db.execute<{
      career_id: string;
      career_name: string;
      version: number;
      updated_at: string | Date;
      published_version: number | null;
      published_at: string | Date | null;
      changed: boolean;
      section_count: number;
      step_count: number;
      total: number;
    }>(sql`
      WITH page AS (
        SELECT cc.career_id, c.name AS career_name, cc.version, cc.updated_at, lv.number AS published_version,
          lv.published_at, lv.content AS published, count(*) OVER () AS total,
          row_number() OVER (ORDER BY ${SORTS[query.sort.field]} ${direction}, cc.career_id) AS ord
        FROM ${careerContents} cc
        JOIN ${careers} c ON c.id = cc.career_id
        ${latestVersion}
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ord
        OFFSET ${query.offset} LIMIT ${query.limit})
      SELECT p.career_id, p.career_name, p.version, p.updated_at, p.published_version, p.published_at, p.total,
        p.published IS DISTINCT FROM career_content_snapshot(p.career_id) AS changed,
        (SELECT count(*) FROM ${careerSections} s WHERE s.career_id = p.career_id)::int AS section_count,
        (SELECT count(*) FROM ${careerSubsections} ss JOIN ${careerSections} s ON s.id = ss.section_id
          WHERE s.career_id = p.career_id)::int AS step_count
      FROM page p
      ORDER BY p.ord`);
    // An empty page past the end still needs the total: counted on its own.
    const total = rows.length ? Number(rows[0].total) : await this.count(where);
    return {
      total,
      rows: rows.map((r) => ({
        careerId: r.career_id,
        careerName: r.career_name,
        version: Number(r.version),
        updatedAt: new Date(r.updated_at),
        publishedVersion: r.published_version === null ? null : Number(r.published_version),
        publishedAt: r.published_at === null ? null : new Date(r.published_at),
        changed: r.changed,
        sectionCount: r.section_count,
        stepCount: r.step_count,
      })),
    };
  }

  private async count(where: SQL[]): Promise<number> {
    const { rows } = await this.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${careerContents} cc JOIN ${careers} c ON c.id = cc.career_id ${latestVersion}
      WHERE ${sql.join(where, sql` AND `)}`);
    return rows[0].n;
  }

  /** The ids of the draft's sections and steps: a PUT keeps those it names, and only those. */
  async draftIds(tx: Transaction, careerId: string): Promise<Set<string>> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      SELECT s.id FROM ${careerSections} s WHERE s.career_id = ${careerId}
      UNION ALL
      SELECT ss.id FROM ${careerSubsections} ss JOIN ${careerSections} s ON s.id = ss.section_id
      WHERE s.career_id = ${careerId}`);
    return new Set(rows.map((r) => r.id));
  }

  /** A new draft for a career that has none; false when it has one (a concurrent create won). */
  async insertDraft(tx: Transaction, careerId: string, tree: DraftTree): Promise<boolean> {
    const inserted = await tx
      .insert(careerContents)
      .values({ careerId, instructions: tree.instructions, subjectsAligned: tree.subjectsAligned })
      .onConflictDoNothing({ target: careerContents.careerId })
      .returning({ careerId: careerContents.careerId });
    if (!inserted.length) return false;
    await this.insertTree(tx, careerId, tree);
    return true;
  }

  /**
   * Replaces the draft whole, if it is still at `version`: the row's own fields and version move in the one
   * statement that checks it, then the sections and steps are written afresh. Answers the new version, or
   * undefined (nothing written) when the draft is gone or at another version.
   */
  async replaceDraft(tx: Transaction, careerId: string, version: number, tree: DraftTree): Promise<number | undefined> {
    const [row] = await tx
      .update(careerContents)
      .set({
        instructions: tree.instructions,
        subjectsAligned: tree.subjectsAligned,
        version: sql`${careerContents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(sql`${careerContents.careerId} = ${careerId} AND ${careerContents.version} = ${version}`)
      .returning({ version: careerContents.version });
    if (!row) return undefined;
    // Steps answered and published versions name these ids, never the rows: rows can go and come back.
    await tx.delete(careerSections).where(eq(careerSections.careerId, careerId));
    await this.insertTree(tx, careerId, tree);
    return row.version;
  }

  private async insertTree(tx: Transaction, careerId: string, tree: DraftTree): Promise<void> {
    if (!tree.sections.length) return;
    await tx
      .insert(careerSections)
      .values(tree.sections.map((s, position) => ({ id: s.id, careerId, position, name: s.name, remarks: s.remarks })));
    const steps = tree.sections.flatMap((s) =>
      s.subsections.map((step, position) => ({ ...step, sectionId: s.id, position })),
    );
    if (steps.length) await tx.insert(careerSubsections).values(steps);
  }

  /**
   * Publishes the draft as the career's next version, unless the latest version already is this draft (a retry,
   * or a publish racing another: the caller holds the draft's lock, so the second one's statement sees the
   * first's version). Answers the version made, or undefined when there was nothing to publish.
   */
  async publish(tx: Transaction, careerId: string, userId: string | null): Promise<PublishedVersion | undefined> {
    const { rows } = await tx.execute<{ id: string; number: number; published_at: string | Date }>(sql`
      WITH draft AS (SELECT career_content_snapshot(${careerId}::uuid) AS content),
        latest AS (
          SELECT number, content FROM ${careerContentVersions} WHERE career_id = ${careerId}
          ORDER BY number DESC LIMIT 1)
      INSERT INTO ${careerContentVersions} (career_id, number, content, published_by)
      SELECT ${careerId}, coalesce((SELECT number FROM latest), 0) + 1, d.content, ${userId}
      FROM draft d
      WHERE d.content IS NOT NULL AND NOT EXISTS (SELECT 1 FROM latest WHERE latest.content = d.content)
      RETURNING id, number, published_at`);
    const [row] = rows;
    if (!row) return undefined;
    // Students can take it: the draft's status says so for the catalogue (it does not move the draft's version).
    await tx
      .update(careerContents)
      .set({ status: 'PUBLISHED' })
      .where(sql`${careerContents.careerId} = ${careerId} AND ${careerContents.status} <> 'PUBLISHED'`);
    return { id: row.id, number: Number(row.number), publishedAt: new Date(row.published_at) };
  }

  /** The draft's document as a publish would copy it (the preview's test); undefined without a draft. */
  async snapshot(careerId: string): Promise<ContentSnapshot | undefined> {
    const { rows } = await this.db.execute<{ tree: ContentSnapshot | null }>(
      sql`SELECT career_content_snapshot(${careerId}::uuid) AS tree`,
    );
    return rows[0]?.tree ?? undefined;
  }
}
