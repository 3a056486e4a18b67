import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, orders, paymentRefunds, type Database } from '@app/db';

/** A window of instants [from, to), cut into the calendar days of `timeZone`. */
export interface StatsWindow {
  from: Date;
  to: Date;
  timeZone: string;
}

/** One calendar day's money, in paise: days with nothing are left out. */
export interface OrderDayStats {
  /** YYYY-MM-DD in the window's time zone. */
  day: string;
  /** Paid orders (PAID or FULFILLED), by when they were paid. */
  orders: number;
  revenuePaise: number;
  /** Refunds of payments, by when the refund was made (payment_refunds.created_at), whatever their state. */
  refunds: number;
  refundsPaise: number;
}

type Row = { day: string; orders: number; revenue_paise: string; refunds: number; refunds_paise: string };

/**
 * Read-only counts over commerce's own tables for the admins' dashboard: one statement for the whole window,
 * grouped by the time zone's calendar day (the database cuts the days, so a month costs one round trip).
 */
@Injectable()
export class OrderStatsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async byDay({ from, to, timeZone }: StatsWindow): Promise<OrderDayStats[]> {
    const start = from.toISOString();
    const end = to.toISOString();
    // GROUP BY 1: the day's expression carries the zone as a parameter, so it is named by position.
    const { rows } = await this.db.execute<Row>(sql`
      WITH paid AS (
        SELECT to_char(date_trunc('day', ${orders.paidAt} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS day,
               count(*)::int AS orders,
               sum(${orders.totalPaise})::bigint AS revenue_paise
        FROM ${orders}
        WHERE ${orders.status} IN ('PAID', 'FULFILLED')
          AND ${orders.paidAt} >= ${start}::timestamptz AND ${orders.paidAt} < ${end}::timestamptz
        GROUP BY 1
      ), refunded AS (
        SELECT to_char(date_trunc('day', ${paymentRefunds.createdAt} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS day,
               count(*)::int AS refunds,
               sum(${paymentRefunds.amountPaise})::bigint AS refunds_paise
        FROM ${paymentRefunds}
        WHERE ${paymentRefunds.createdAt} >= ${start}::timestamptz AND ${paymentRefunds.createdAt} < ${end}::timestamptz
        GROUP BY 1
      )
      SELECT day,
             coalesce(paid.orders, 0) AS orders,
             coalesce(paid.revenue_paise, 0) AS revenue_paise,
             coalesce(refunded.refunds, 0) AS refunds,
             coalesce(refunded.refunds_paise, 0) AS refunds_paise
      FROM paid FULL JOIN refunded USING (day)
      ORDER BY day`);
    // bigint comes back as text; a month's paise stay far below 2^53.
    return rows.map((r) => ({
      day: r.day,
      orders: r.orders,
      revenuePaise: Number(r.revenue_paise),
      refunds: r.refunds,
      refundsPaise: Number(r.refunds_paise),
    }));
  }
}
