import { Command, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { DemoRequest, DemoUserType, MessageResponse } from '@app/contracts';
import { RateLimitService } from '@app/identity';
import { inTransaction } from '@app/queue';
import { DemoRequestedEvent } from '../events/demo-requested.event.js';
import { LeadsRepository } from '../leads.repository.js';

export class RequestDemoCommand extends Command<MessageResponse> {
  constructor(
    readonly userType: DemoUserType,
    readonly request: DemoRequest,
    /** The client's address: each request mails the sales team, so a network may send only so many an hour. */
    readonly ip: string,
  ) {
    super();
  }
}

export const DEMO_REQUESTED_MESSAGE =
  'Thank you! Our team will call you within one working day to schedule your free demo.';

/**
 * Stores the lead and publishes DemoRequested through the EventBus in the same transaction (the outbox publisher
 * writes it there): the sales alert can never be lost.
 */
@CommandHandler(RequestDemoCommand)
export class RequestDemoHandler implements ICommandHandler<RequestDemoCommand, MessageResponse> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly events: EventBus,
    private readonly limits: RateLimitService,
  ) {}

  async execute({ userType, request, ip }: RequestDemoCommand): Promise<MessageResponse> {
    await this.limits.hitForm('lead', ip);
    await this.leads.transaction(async (tx) => {
      const demoRequestId = await this.leads.insertDemoRequest(tx, userType, request);
      await this.events.publish(new DemoRequestedEvent(demoRequestId), inTransaction(tx));
    });
    return { message: DEMO_REQUESTED_MESSAGE };
  }
}
