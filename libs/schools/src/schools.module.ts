import { Module } from '@nestjs/common';
import { SchoolsAdminController } from './admin/schools.admin.controller.js';
import { SchoolsAdminRepository } from './admin/schools.admin.repository.js';
import { SchoolsAdminService } from './admin/schools.admin.service.js';

/**
 * Schools (issue 13): the owner and only writer of the schools table, and the console's `schools`. Identity still
 * reads a user's school with the user; the roster and classrooms refer to schools by id.
 */
@Module({
  controllers: [SchoolsAdminController],
  providers: [SchoolsAdminRepository, SchoolsAdminService],
})
export class SchoolsModule {}
