import { Injectable } from '@nestjs/common';

/**
 * The time the leads' rules read (a demo in the future, a reminder not yet past, a lead overdue). A provider so the
 * tests move time by handing the job handlers a clock of their own instead of waiting a day.
 */
@Injectable()
export class LeadsClock {
  now(): Date {
    return new Date();
  }
}
