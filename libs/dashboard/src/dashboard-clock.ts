import { Injectable } from '@nestjs/common';

/** The time the dashboard's "today" is read from. A provider so a test sets the day instead of waiting for it. */
@Injectable()
export class DashboardClock {
  now(): Date {
    return new Date();
  }
}
