import { startClassroomSchema } from '@app/contracts';
import { zodDto } from '@app/common';

/** `{ classroom }`: the classroom's id (`classroom._id` of the list); the assignment's `_id` is accepted too. */
export class StartClassroomDto extends zodDto(startClassroomSchema) {}
