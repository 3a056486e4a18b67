import { Module } from '@nestjs/common';
import { StudentsAdminController } from './students.admin.controller.js';
import { StudentsAdminService } from './students.admin.service.js';

/**
 * A school's roster in the console (`students`, issue 13): the CSV import and the students' list, page and
 * edits. It owns no table: identity writes the accounts (RosterAccountsService, through its index), admin-kit
 * keeps the audit log. A lib of its own because identity cannot import admin-kit (a cycle).
 */
@Module({
  controllers: [StudentsAdminController],
  providers: [StudentsAdminService],
})
export class RosterModule {}
