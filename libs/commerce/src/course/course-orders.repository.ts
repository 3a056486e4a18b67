import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import {
  courseEnrolments,
  courses,
  DB,
  orders,
  users,
  type Database,
  type DbExecutor,
  type Transaction,
} from '@app/db';
import type { CoursePriceType } from '@app/contracts';
import type { OrderRow } from '../payments/payments.repository.js';

export type CourseRow = typeof courses.$inferSelect;

export interface NewCourseOrder {
  userId: string;
  courseId: string;
  courseType: CoursePriceType;
  billingState: string;
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** What the course mails need: the order, its buyer and course. */
export interface CourseOrderDetails {
  order: OrderRow;
  course: { id: string; title: string; startsOn: string | null };
  buyer: { firstName: string; lastName: string; email: string; phoneNumber: string | null; state: string | null };
}

/**
 * The SQL of the certification course purchase. Course orders are rows of `orders` (kind COURSE), so the
 * payments repository's queries (find, mark paid, webhook, reconciler) serve them unchanged.
 */
@Injectable()
export class CourseOrdersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async findCourse(id: string, executor: DbExecutor = this.db): Promise<CourseRow | undefined> {
    const [row] = await executor.select().from(courses).where(eq(courses.id, id));
    return row;
  }

  async hasSeat(userId: string, courseId: string, executor: DbExecutor = this.db): Promise<boolean> {
    const rows = await executor
      .select({ id: courseEnrolments.id })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
      .limit(1);
    return rows.length === 1;
  }

  async insertOrder(tx: Transaction, order: NewCourseOrder): Promise<OrderRow> {
    const [row] = await tx
      .insert(orders)
      .values({
        userId: order.userId,
        kind: 'COURSE',
        courseId: order.courseId,
        courseType: order.courseType,
        billingState: order.billingState,
        subtotalPaise: order.subtotalPaise,
        gstPaise: order.gstPaise,
        totalPaise: order.totalPaise,
        status: 'CREATED',
      })
      .returning();
    return row;
  }

  /**
   * The seat bought by a paid COURSE order. A retried fulfilment (same order) or a second paid order of the
   * same buyer (the user already has the seat) inserts nothing: both unique keys are covered. False when the
   * seat is another order's (this payment is then refunded).
   */
  async giveSeat(tx: Transaction, order: Pick<OrderRow, 'id' | 'userId' | 'courseId'>): Promise<boolean> {
    if (!order.courseId) throw new Error(`Order ${order.id} is not a course order`);
    const rows = await tx
      .insert(courseEnrolments)
      .values({ userId: order.userId, courseId: order.courseId, orderId: order.id })
      .onConflictDoNothing()
      .returning({ orderId: courseEnrolments.orderId });
    if (rows.length) return true;
    // Nothing inserted: a retry of this order's own fulfilment keeps its seat; another order's seat is not ours.
    const [seat] = await tx
      .select({ orderId: courseEnrolments.orderId })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.userId, order.userId), eq(courseEnrolments.courseId, order.courseId)));
    return seat?.orderId === order.id;
  }

  /** A refunded course order: its seat is taken back (the course can then be bought again). */
  async takeSeat(tx: Transaction, orderId: string): Promise<void> {
    await tx.delete(courseEnrolments).where(eq(courseEnrolments.orderId, orderId));
  }

  /** The course's title, as an order's credit note names it. */
  async courseTitle(courseId: string, executor: DbExecutor = this.db): Promise<string | undefined> {
    return (await this.findCourse(courseId, executor))?.title;
  }

  async details(orderId: string): Promise<CourseOrderDetails | undefined> {
    const [head] = await this.db
      .select({
        order: orders,
        course: { id: courses.id, title: courses.title, startsOn: courses.startsOn },
        buyer: {
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phoneNumber: users.phoneNumber,
          state: users.state,
        },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .where(and(eq(orders.id, orderId), eq(orders.kind, 'COURSE')));
    return head;
  }
}
