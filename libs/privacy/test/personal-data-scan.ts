import type pg from 'pg';

export interface Hit {
  table: string;
  column: string;
  needle: string;
}

/**
 * Tables that are not the platform's data: the dev mailbox stands for the recipients' own mailboxes (in
 * production the mail leaves over SMTP), and the migrations' bookkeeping.
 */
const NOT_OURS = new Set(['dev_mailbox', '__drizzle_migrations']);

/**
 * Every text, JSON and array column of every table of the database (found in information_schema, so a table added
 * later is searched too) that holds one of the needles, case-insensitively.
 */
export async function personalDataHits(db: pg.Pool, needles: string[]): Promise<Hit[]> {
  const { rows: columns } = await db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND t.table_type = 'BASE TABLE'
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED'))`,
  );
  const hits: Hit[] = [];
  for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
    if (NOT_OURS.has(table)) continue;
    for (const needle of needles) {
      const { rowCount } = await db.query(
        `SELECT 1 FROM "${schema}"."${table}" WHERE position(lower($1) in lower("${column}"::text)) > 0 LIMIT 1`,
        [needle],
      );
      if (rowCount) hits.push({ table, column, needle });
    }
  }
  return hits;
}
