import { z } from 'zod';

/** The queues of the platform (ARCHITECTURE.md, Events and jobs). */
export const QUEUE_NAMES = ['mail', 'enrolment', 'scoring', 'privacy'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * The one typed job catalogue. Every durable event is an outbox row whose type is a key here; the relay
 * turns it into a job of that name on that queue. Payloads are ids only: handlers reload the records.
 */
export const jobCatalogue = {
  DemoRequested: { queue: 'mail', payload: z.object({ demoRequestId: z.uuid() }) },
  CareerRequested: { queue: 'mail', payload: z.object({ careerRequestId: z.uuid() }) },
  /** A lead's demo was scheduled, rescheduled or cancelled: mail the invite (or the cancel) and set its reminders. */
  DemoScheduleChanged: { queue: 'mail', payload: z.object({ leadId: z.uuid() }) },
  /**
   * Delayed (added by DemoScheduleChanged, not the outbox; job id names the lead, schedule and hours): a scheduled
   * demo's reminder to the parent or school. It re-checks the lead's schedule when it runs.
   */
  DemoReminder: {
    queue: 'mail',
    payload: z.object({
      leadId: z.uuid(),
      scheduleSeq: z.int().min(1),
      hoursBefore: z.union([z.literal(24), z.literal(1)]),
    }),
  },
  /** Periodic (a BullMQ job scheduler): leads still NEW a day after they came in; their counsellor and sales are told once. */
  LeadSlaSweep: { queue: 'mail', payload: z.object({}) },
  /**
   * Periodic (a BullMQ job scheduler, daily at 10:00 India time): reminds the students of open classrooms who have
   * not started or finished them, one mail per classroom per student per India day at most.
   */
  ClassroomReminderSweep: { queue: 'mail', payload: z.object({}) },
  /** An e-mail confirmation or password reset code to mail (the code row holds it encrypted). */
  VerificationCodeIssued: { queue: 'mail', payload: z.object({ codeId: z.uuid() }) },
  /** A campus student's one-time password (roster import, reset by the school) to mail: the row holds it encrypted. */
  OneTimePasswordIssued: { queue: 'mail', payload: z.object({ mailId: z.uuid() }) },
  /** A minor asked a parent for consent (issue 14): mail the parent the link (the request holds it encrypted). */
  ConsentRequested: { queue: 'mail', payload: z.object({ requestId: z.uuid() }) },
  /** A student invited a parent by e-mail (issue 14): mail the invitation's link (rebuilt from the row's id). */
  ParentInviteIssued: { queue: 'mail', payload: z.object({ inviteId: z.uuid() }) },
  /** An order became paid (client confirmation, webhook, reconciler or a free order): enrol its careers. */
  PaymentCaptured: { queue: 'enrolment', payload: z.object({ orderId: z.uuid() }) },
  /** An order is fulfilled (its careers enrolled, or its course seat given): invoicing issues its GST tax invoice. */
  EnrolmentFinalised: { queue: 'enrolment', payload: z.object({ orderId: z.uuid() }) },
  /** An order's invoice is issued (once per order): mail the buyer the receipt or seat confirmation with it. */
  InvoiceIssued: { queue: 'mail', payload: z.object({ orderId: z.uuid() }) },
  /** A course order's seat is given: mail the sales team a lead. */
  CourseOrderPaid: { queue: 'mail', payload: z.object({ orderId: z.uuid() }) },
  /** A captured payment must go back (replaced order, already owned, paid twice): ask Razorpay for the refund. */
  RefundPayment: { queue: 'enrolment', payload: z.object({ refundId: z.uuid() }) },
  /**
   * Razorpay accepted a refund: an automatic one is mailed to the buyer and the sales team; an admin's gets its GST
   * credit note (invoicing).
   */
  PaymentRefunded: { queue: 'mail', payload: z.object({ refundId: z.uuid() }) },
  /** A refund's credit note is issued (once per refund): mail it to the buyer. */
  CreditNoteIssued: { queue: 'mail', payload: z.object({ creditNoteId: z.uuid() }) },
  /** A student finished a test (every step answered): score it and publish the report. */
  CareerCompleted: { queue: 'scoring', payload: z.object({ userCareerId: z.uuid() }) },
  /**
   * Periodic (a BullMQ job scheduler, not the outbox): asks Razorpay about orders left unpaid and
   * re-announces paid orders whose enrolment did not finish.
   */
  ReconcilePayments: { queue: 'enrolment', payload: z.object({}) },
  /** A user asked for their data (issue 14): build the zip, keep it 24 hours and mail them the link. */
  DataExportRequested: { queue: 'privacy', payload: z.object({ exportId: z.uuid() }) },
  /**
   * Periodic (a BullMQ job scheduler, hourly): erases the accounts whose grace period is over and drops the files of
   * exports past their 24 hours. The state is in PostgreSQL, so a restart or a missed run loses nothing.
   */
  PrivacySweep: { queue: 'privacy', payload: z.object({}) },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;

export type JobName = keyof typeof jobCatalogue;
export type JobPayload<N extends JobName> = z.output<(typeof jobCatalogue)[N]['payload']>;

export const JOB_NAMES = Object.keys(jobCatalogue) as JobName[];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobCatalogue, name);
}

/** The queues that at least one job uses: the worker runs a BullMQ Worker for each. */
export function queuesInUse(): QueueName[] {
  return [...new Set(JOB_NAMES.map((n) => jobCatalogue[n].queue))];
}
