import { Injectable } from '@nestjs/common';

/**
 * The time the classroom reminders read (which India day it is, which classrooms are open). A provider so the tests
 * move time by handing the job a clock of their own instead of waiting a day.
 */
@Injectable()
export class ClassroomsClock {
  now(): Date {
    return new Date();
  }
}
