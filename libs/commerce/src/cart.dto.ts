import { cartAddQuerySchema, cartCareersBodySchema, cartUserQuerySchema } from '@app/contracts';
import { zodDto } from '@app/common';

export class CartUserQueryDto extends zodDto(cartUserQuerySchema) {}
export class CartAddQueryDto extends zodDto(cartAddQuerySchema) {}
export class CartCareersDto extends zodDto(cartCareersBodySchema) {}
