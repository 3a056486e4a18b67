import { adminCareerContentWriteSchema, contentPreviewQuerySchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** POST and PUT bodies: the whole draft (a record as GET returns it is one). */
export class CareerContentWriteDto extends zodDto(adminCareerContentWriteSchema) {}

/** `?gender=`: whose videos the preview shows (none: as a student without a gender). */
export class ContentPreviewQueryDto extends zodDto(contentPreviewQuerySchema) {}
