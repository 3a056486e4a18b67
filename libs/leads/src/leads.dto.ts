import { z } from 'zod';
import { careerRequestSchema, demoUserTypeSchema } from '@app/contracts';
import { zodDto } from '@app/common';

export class DemoQueryDto extends zodDto(z.object({ usertype: demoUserTypeSchema })) {}
export class CareerRequestDto extends zodDto(careerRequestSchema) {}
