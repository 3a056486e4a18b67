import { DurableEvent } from '@app/queue';

/** An order became paid (checkout confirmation, webhook, reconciler or a free order): the worker fulfils it. */
export class PaymentCapturedEvent extends DurableEvent<'PaymentCaptured'> {
  constructor(readonly orderId: string) {
    super('PaymentCaptured', { orderId });
  }
}
