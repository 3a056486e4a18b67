import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DemoRequest, DemoUserType, MessageResponse } from '@app/contracts';
import { OutboxRepository } from '@app/queue';
import { LeadsRepository } from '../leads.repository.js';

export class RequestDemoCommand {
  constructor(
    readonly userType: DemoUserType,
    readonly request: DemoRequest,
  ) {}
}

export const DEMO_REQUESTED_MESSAGE =
  'Thank you! Our team will call you within one working day to schedule your free demo.';

/** Stores the lead and its DemoRequested event in one transaction: the sales alert can never be lost. */
@CommandHandler(RequestDemoCommand)
export class RequestDemoHandler implements ICommandHandler<RequestDemoCommand, MessageResponse> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  async execute({ userType, request }: RequestDemoCommand): Promise<MessageResponse> {
    await this.leads.transaction(async (tx) => {
      const demoRequestId = await this.leads.insertDemoRequest(tx, userType, request);
      await this.outbox.append(tx, 'DemoRequested', { demoRequestId });
    });
    return { message: DEMO_REQUESTED_MESSAGE };
  }
}
