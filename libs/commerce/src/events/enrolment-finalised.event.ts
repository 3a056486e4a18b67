import { DurableEvent } from '@app/queue';

/** A paid order is fulfilled (its careers enrolled, or its course seat given): invoicing issues the invoice. */
export class EnrolmentFinalisedEvent extends DurableEvent<'EnrolmentFinalised'> {
  constructor(readonly orderId: string) {
    super('EnrolmentFinalised', { orderId });
  }
}
