import { adminStudentWriteSchema, credentialsSheetRequestSchema, rosterImportQuerySchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** POST /api/admin/students/import's query: the school (admins), a dry run. */
export class RosterImportQueryDto extends zodDto(rosterImportQuerySchema) {}
/** PUT /api/admin/students/:id: class, section, active, optionally the version read. */
export class AdminStudentWriteDto extends zodDto(adminStudentWriteSchema) {}
/** POST /api/admin/students/credentials-sheet: the students and the one-time passwords the console holds. */
export class CredentialsSheetDto extends zodDto(credentialsSheetRequestSchema) {}
