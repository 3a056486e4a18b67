import { Injectable } from '@nestjs/common';
import { DASHBOARD_TIME_ZONE, paiseToRupees, type AdminDashboard, type DashboardDay } from '@app/contracts';
import { OrderAttentionService, OrderStatsService } from '@app/commerce';
import { CompletionStatsService } from '@app/enrolment';
import { LeadStatsService } from '@app/leads';
import { DashboardClock } from './dashboard-clock.js';
import { indiaMonthToDate } from './india-days.js';

/** A day's figures while they are added up: money stays in integer paise until the answer is written. */
interface Tally {
  orders: number;
  revenuePaise: number;
  refunds: number;
  refundsPaise: number;
  newLeads: number;
  conversions: number;
  completedAssessments: number;
}

const empty = (): Tally => ({
  orders: 0,
  revenuePaise: 0,
  refunds: 0,
  refundsPaise: 0,
  newLeads: 0,
  conversions: 0,
  completedAssessments: 0,
});

function add(into: Tally, from: Tally): void {
  for (const key of Object.keys(into) as (keyof Tally)[]) into[key] += from[key];
}

function figures(t: Tally) {
  return {
    orders: t.orders,
    revenue: paiseToRupees(t.revenuePaise),
    refunds: { count: t.refunds, amount: paiseToRupees(t.refundsPaise) },
    newLeads: t.newLeads,
    conversions: t.conversions,
    completedAssessments: t.completedAssessments,
  };
}

/**
 * The admins' dashboard: this month in India (IST) to the end of today, and what needs attention now (commerce's
 * wrong-amount payments and paid orders it could not fulfil), asked of the libs that own the tables
 * (commerce, leads, enrolment), one grouped query each, run side by side. Days without anything are filled with
 * zeros so the charts have every day; today and the month are added up here from the days.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly clock: DashboardClock,
    private readonly orders: OrderStatsService,
    private readonly attention: OrderAttentionService,
    private readonly leads: LeadStatsService,
    private readonly completions: CompletionStatsService,
  ) {}

  async figures(): Promise<AdminDashboard> {
    const now = this.clock.now();
    const window = indiaMonthToDate(now);
    const range = { from: window.from, to: window.to, timeZone: DASHBOARD_TIME_ZONE };
    const [money, leads, completions, attention] = await Promise.all([
      this.orders.byDay(range),
      this.leads.byDay(range),
      this.completions.byDay(range),
      this.attention.list(now),
    ]);

    const tallies = new Map(window.days.map((day) => [day, empty()]));
    // Every row is of a day in the window (the window is the query's); a day not in the map would be skipped.
    for (const r of money) {
      const t = tallies.get(r.day);
      if (t)
        Object.assign(t, {
          orders: r.orders,
          revenuePaise: r.revenuePaise,
          refunds: r.refunds,
          refundsPaise: r.refundsPaise,
        });
    }
    for (const r of leads) {
      const t = tallies.get(r.day);
      if (t) Object.assign(t, { newLeads: r.newLeads, conversions: r.conversions });
    }
    for (const r of completions) {
      const t = tallies.get(r.day);
      if (t) t.completedAssessments = r.completed;
    }

    const month = empty();
    const days: DashboardDay[] = [];
    for (const [date, t] of tallies) {
      add(month, t);
      days.push({ date, ...figures(t) });
    }
    return {
      timeZone: DASHBOARD_TIME_ZONE,
      generatedAt: now.toISOString(),
      today: days[days.length - 1],
      month: { month: window.month, from: window.days[0], to: window.today, ...figures(month) },
      days,
      attention: attention.map((a) => ({
        kind: a.kind,
        orderId: a.orderId,
        razorpayPaymentId: a.razorpayPaymentId,
        reason: a.reason,
        amount: paiseToRupees(a.amountPaise),
        at: a.at.toISOString(),
      })),
    };
  }
}
