import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, type AppConfig } from '@app/config';
import { DatabaseModule } from '@app/db';
import { QueueModule, WorkerRuntimeModule } from '@app/queue';
import { LeadsJobsModule } from '@app/leads';
import { IdentityJobsModule } from '@app/identity';
import { CommerceJobsModule } from '@app/commerce';
import { InvoicingJobsModule } from '@app/invoicing';
import { AssessmentJobsModule } from '@app/assessment';
import { ClassroomsJobsModule } from '@app/classrooms';
import { ConsentJobsModule } from '@app/consent';
import { FamilyJobsModule } from '@app/family';
import { PrivacyJobsModule } from '@app/privacy';

/** The worker: no HTTP; the outbox relay and a BullMQ Worker per queue, with every job handler. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        QueueModule,
        WorkerRuntimeModule,
        LeadsJobsModule,
        IdentityJobsModule,
        CommerceJobsModule,
        InvoicingJobsModule,
        AssessmentJobsModule,
        ClassroomsJobsModule,
        ConsentJobsModule,
        FamilyJobsModule,
        PrivacyJobsModule,
      ],
    };
  }
}
