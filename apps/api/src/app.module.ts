import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, type AppConfig } from '@app/config';
import { DatabaseModule } from '@app/db';
import { QueueModule } from '@app/queue';
import { CatalogueModule } from '@app/catalogue';
import { LeadsModule } from '@app/leads';
import { DevMailModule } from '@app/notifications';
import { IdentityModule } from '@app/identity';
import { CommerceModule } from '@app/commerce';
import { EnrolmentModule } from '@app/enrolment';
import { ClassroomsModule } from '@app/classrooms';
import { AssessmentModule } from '@app/assessment';
import { PaymentsSandboxModule } from '@app/payments-sandbox';
import { AdminKitModule } from '@app/admin-kit';
import { MediaModule } from '@app/media';
import { PeopleAdminModule } from '@app/people-admin';
import { DashboardModule } from '@app/dashboard';
import { SchoolsModule } from '@app/schools';
import { RosterModule } from '@app/roster';
import { ResultsModule } from '@app/results';
import { ConsentModule } from '@app/consent';
import { FamilyModule } from '@app/family';
import { PrivacyModule } from '@app/privacy';
import { HealthController } from './health/health.controller.js';
import { SiteController } from './site/site.controller.js';
import { QueuesBoardSessionController } from './queues-board/queues-board-session.controller.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        QueueModule,
        IdentityModule,
        AdminKitModule,
        CatalogueModule,
        LeadsModule,
        CommerceModule,
        EnrolmentModule,
        ClassroomsModule,
        AssessmentModule,
        MediaModule,
        PeopleAdminModule,
        DashboardModule,
        SchoolsModule,
        RosterModule,
        ResultsModule,
        ConsentModule,
        FamilyModule,
        PrivacyModule,
        // The dev mailbox reader is mounted only outside production and only where the dev mailbox is the
        // transport: it serves anyone's codes, so in production its route does not exist at all.
        ...(config.devTools && config.mail.transport === 'dev' ? [DevMailModule] : []),
        // The Razorpay sandbox: only outside production and only with the sandbox keys.
        ...(config.devTools && config.payments.sandbox ? [PaymentsSandboxModule] : []),
      ],
      controllers: [HealthController, SiteController, QueuesBoardSessionController],
    };
  }
}
