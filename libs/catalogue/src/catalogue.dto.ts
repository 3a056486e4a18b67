import { careerHomeQuerySchema, careerListQuerySchema, careerSearchQuerySchema } from '@app/contracts';
import { zodDto } from '@app/common';

export class CareerListQueryDto extends zodDto(careerListQuerySchema) {}
export class CareerSearchQueryDto extends zodDto(careerSearchQuerySchema) {}
export class CareerHomeQueryDto extends zodDto(careerHomeQuerySchema) {}
