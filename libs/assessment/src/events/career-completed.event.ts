import { DurableEvent } from '@app/queue';

/** A student handed in a finished test: the worker scores it into the report. */
export class CareerCompletedEvent extends DurableEvent<'CareerCompleted'> {
  constructor(readonly userCareerId: string) {
    super('CareerCompleted', { userCareerId });
  }
}
