import { adminLeadNoteSchema, adminLeadTakeSchema, adminLeadWriteSchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** PUT: the lead's move (the record as GET answers it, with a new status, is one). */
export class LeadWriteDto extends zodDto(adminLeadWriteSchema) {}
export class LeadNoteDto extends zodDto(adminLeadNoteSchema) {}
export class LeadTakeDto extends zodDto(adminLeadTakeSchema) {}
