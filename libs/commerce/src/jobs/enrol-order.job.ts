import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobHandler, type HandlesJob, type JobPayload } from '@app/queue';
import { FinaliseEnrolmentCommand } from '../commands/finalise-enrolment.command.js';

/** PaymentCaptured, in the worker: the paid order's enrolment is finalised (FinaliseEnrolmentHandler). */
@Injectable()
@JobHandler('PaymentCaptured')
export class EnrolOrderJob implements HandlesJob<'PaymentCaptured'> {
  constructor(private readonly commands: CommandBus) {}

  handle({ orderId }: JobPayload<'PaymentCaptured'>): Promise<void> {
    return this.commands.execute(new FinaliseEnrolmentCommand(orderId));
  }
}
