import {
  adminCareerWriteSchema,
  adminCourseWriteSchema,
  adminFieldWriteSchema,
  adminReviewWriteSchema,
} from '@app/contracts';
import { zodDto } from '@app/common';

export class AdminCareerWriteDto extends zodDto(adminCareerWriteSchema) {}
export class AdminFieldWriteDto extends zodDto(adminFieldWriteSchema) {}
export class AdminCourseWriteDto extends zodDto(adminCourseWriteSchema) {}
export class AdminReviewWriteDto extends zodDto(adminReviewWriteSchema) {}
