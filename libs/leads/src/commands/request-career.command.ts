import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CareerRequest, MessageResponse } from '@app/contracts';
import { OutboxRepository } from '@app/queue';
import { LeadsRepository } from '../leads.repository.js';

export class RequestCareerCommand {
  constructor(readonly request: CareerRequest) {}
}

export const CAREER_REQUESTED_MESSAGE =
  'Thank you! We have received your request and will let you know when this career is available.';

/** Stores the career request and its CareerRequested event in one transaction. */
@CommandHandler(RequestCareerCommand)
export class RequestCareerHandler implements ICommandHandler<RequestCareerCommand, MessageResponse> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly outbox: OutboxRepository,
  ) {}

  async execute({ request }: RequestCareerCommand): Promise<MessageResponse> {
    await this.leads.transaction(async (tx) => {
      const careerRequestId = await this.leads.insertCareerRequest(tx, request);
      await this.outbox.append(tx, 'CareerRequested', { careerRequestId });
    });
    return { message: CAREER_REQUESTED_MESSAGE };
  }
}
