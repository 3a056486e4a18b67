import { courseOrderRequestSchema } from '@app/contracts';
import { zodDto } from '@app/common';

export class CourseOrderDto extends zodDto(courseOrderRequestSchema) {}
