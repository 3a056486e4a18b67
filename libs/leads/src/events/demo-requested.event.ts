import { DurableEvent } from '@app/queue';

/** A parent or a school asked for a demo: the worker alerts the sales team. */
export class DemoRequestedEvent extends DurableEvent<'DemoRequested'> {
  constructor(readonly demoRequestId: string) {
    super('DemoRequested', { demoRequestId });
  }
}
