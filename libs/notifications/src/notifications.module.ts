import { Module } from '@nestjs/common';
import { DevMailController } from './dev-mail.controller.js';
import { MailLogService } from './mail-log.service.js';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';

@Module({ providers: [MailRepository, MailService], exports: [MailService] })
export class NotificationsModule {}

/** The API side: only the dev mailbox reader (the API never sends mail itself). */
@Module({ controllers: [DevMailController], providers: [MailRepository, MailService] })
export class DevMailModule {}

/** The API side of the console's mail log (read, and resend a failed mail by running its job again). */
@Module({ providers: [MailRepository, MailLogService], exports: [MailLogService] })
export class MailLogModule {}
