import { zodDto } from '@app/common';
import { parentInviteRequestSchema, parentLinkRequestSchema } from '@app/contracts';

export class ParentLinkRequestDto extends zodDto(parentLinkRequestSchema) {}
export class ParentInviteRequestDto extends zodDto(parentInviteRequestSchema) {}
