import { Command, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { DemoRequest, DemoUserType, MessageResponse } from '@app/contracts';
import { RateLimitService } from '@app/identity';
import { inTransaction } from '@app/queue';
import { DemoRequestedEvent } from '../events/demo-requested.event.js';
import { LeadIntakeService } from '../lead-intake.service.js';
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
 * Stores the request, makes or joins its lead, and publishes DemoRequested through the EventBus in the same
 * transaction (the outbox publisher writes it there): the assignment and the alerts can never be lost.
 */
@CommandHandler(RequestDemoCommand)
export class RequestDemoHandler implements ICommandHandler<RequestDemoCommand, MessageResponse> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly intake: LeadIntakeService,
    private readonly events: EventBus,
    private readonly limits: RateLimitService,
  ) {}

  async execute({ userType, request, ip }: RequestDemoCommand): Promise<MessageResponse> {
    await this.limits.hitForm('lead', ip);
    const source = userType === 'school' ? 'school_page' : 'parent_page';
    await this.leads.transaction(async (tx) => {
      const lead = await this.intake.intake(tx, source, request);
      const demoRequestId = await this.leads.insertDemoRequest(tx, userType, request, lead.leadId);
      await this.intake.recordRequest(tx, lead, source, {
        demoRequestId,
        school: request.school ?? null,
        designation: request.designation ?? null,
      });
      await this.events.publish(new DemoRequestedEvent(demoRequestId), inTransaction(tx));
    });
    return { message: DEMO_REQUESTED_MESSAGE };
  }
}
