import { adminClassroomWriteSchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** A POST or PUT of a classroom (`{ name, class, section, careerIds, studentIds, opensAt, closesAt }`). */
export class AdminClassroomWriteDto extends zodDto(adminClassroomWriteSchema) {}
