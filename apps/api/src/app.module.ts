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
import { HealthController } from './health/health.controller.js';

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
        CatalogueModule,
        LeadsModule,
        CommerceModule,
        EnrolmentModule,
        ClassroomsModule,
        AssessmentModule,
        // The dev mailbox reader only exists where the dev mailbox is the transport; elsewhere 404.
        DevMailModule,
        // The Razorpay sandbox: only outside production and only with the sandbox keys.
        ...(config.payments.sandbox ? [PaymentsSandboxModule] : []),
      ],
      controllers: [HealthController],
    };
  }
}
