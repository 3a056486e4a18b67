import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CareerRequest, MessageResponse } from '@app/contracts';
import { RateLimitService } from '@app/identity';
import { Outbox } from '@app/queue';
import { LeadIntakeService } from '../lead-intake.service.js';
import { LeadsRepository } from '../leads.repository.js';

export class RequestCareerCommand extends Command<MessageResponse> {
  constructor(
    readonly request: CareerRequest,
    /** The client's address: each request mails the sales team (demo and career requests share the limit). */
    readonly ip: string,
  ) {
    super();
  }
}

export const CAREER_REQUESTED_MESSAGE =
  'Thank you! We have received your request and will let you know when this career is available.';

/** Stores the career request, makes or joins its lead, and writes its CareerRequested event, in one transaction. */
@CommandHandler(RequestCareerCommand)
export class RequestCareerHandler implements ICommandHandler<RequestCareerCommand, MessageResponse> {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly intake: LeadIntakeService,
    private readonly outbox: Outbox,
    private readonly limits: RateLimitService,
  ) {}

  async execute({ request, ip }: RequestCareerCommand): Promise<MessageResponse> {
    await this.limits.hitForm('lead', ip);
    await this.leads.transaction(async (tx) => {
      const lead = await this.intake.intake(tx, 'career_request', request);
      const careerRequestId = await this.leads.insertCareerRequest(tx, request, lead.leadId);
      await this.intake.recordRequest(tx, lead, 'career_request', {
        careerRequestId,
        careerName: request.careerName,
        comments: request.comments || null,
      });
      await this.outbox.append(tx, 'CareerRequested', { careerRequestId });
    });
    return { message: CAREER_REQUESTED_MESSAGE };
  }
}
