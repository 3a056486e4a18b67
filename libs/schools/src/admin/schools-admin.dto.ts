import { adminSchoolWriteSchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** POST and PUT /api/admin/schools: the school as the console's form sends it. */
export class AdminSchoolWriteDto extends zodDto(adminSchoolWriteSchema) {}
