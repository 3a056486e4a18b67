import type pg from 'pg';

let seq = 0;

/**
 * Published careers with these selling prices (paise), straight into the catalogue (first field, a strike price
 * Rs 100 above); answers their ids in the same order. Named `${name} 001`, `${name} 002`, ... in creation order.
 */
export async function createPricedCareers(db: pg.Pool, prices: number[], name = 'Priced career'): Promise<string[]> {
  const field = (await db.query('SELECT id FROM fields ORDER BY sort_order LIMIT 1')).rows[0].id as string;
  const ids: string[] = [];
  for (const price of prices) {
    seq += 1;
    const { rows } = await db.query(
      `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
       VALUES ($1, $2, $3, 'Priced', '/media/logos/x.svg', '#eeeeee', $4, $5) RETURNING id`,
      [`priced-career-${process.pid}-${seq}`, `${name} ${String(seq).padStart(3, '0')}`, field, price, price + 10_000],
    );
    ids.push(rows[0].id);
  }
  return ids;
}
