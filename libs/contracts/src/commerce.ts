import { z } from 'zod';
import { fieldRefSchema } from './catalogue.js';
import { entityIdSchema, oidSchema } from './ids.js';
import { idSchema } from './validation.js';

/** Shapes and rules of the cart calls (spec sections 3 and 7). Prices are rupees here, paise in the database. */

/** A cart holds at most this many careers; a merge or a list of ids in one call is capped the same. */
export const CART_MAX_LINES = 50;

export const CART_MESSAGES = {
  careerNotFound: 'Career not found',
  alreadyEnrolled: 'This career is already enrolled in your account',
  cartFull: `Your cart can hold at most ${CART_MAX_LINES} careers. Remove some to add more.`,
  campusStudent: 'Campus students cannot buy careers; your school gives you your careers.',
  userIdRequired: 'userId is required',
  careerIdRequired: 'careerId is required',
  careersRequired: 'careers must be a list of career ids',
  tooManyCareers: `careers may list at most ${CART_MAX_LINES} ids`,
} as const;

/** Ids compare lowercased everywhere (the identity guard does the same). */
const cartId = (required: string) =>
  z
    .string({ error: required })
    .pipe(idSchema)
    .transform((id) => id.toLowerCase());

/** Every cart call names its owner: `?userId=` (the caller's own, or 403). */
export const cartUserQuerySchema = z.object({ userId: cartId(CART_MESSAGES.userIdRequired) });
export type CartUserQuery = z.output<typeof cartUserQuerySchema>;

/** POST /platform/cart?userId=&usertype=&careerId= */
export const cartAddQuerySchema = cartUserQuerySchema.extend({
  /** Sent by the spec's client; the server knows the caller's role, so it is only checked for shape. */
  usertype: z.enum(['student', 'parent'], { error: 'usertype must be student or parent' }).optional(),
  careerId: cartId(CART_MESSAGES.careerIdRequired).optional(),
});
export type CartAddQuery = z.output<typeof cartAddQuerySchema>;

/**
 * The local-cart item a client may send with an add (id, name, field, selling_price, strike_price, logo,
 * logo_bg). Only `id` is read (when the query has no careerId); prices and names are ignored on purpose:
 * the server's catalogue is the only truth.
 */
export const localCartItemSchema = z.looseObject({ id: cartId(CART_MESSAGES.careerIdRequired).optional() });
export type LocalCartItem = z.input<typeof localCartItemSchema>;

/** `{ careers: [ids] }`: remove, merge and the enrolled check. Duplicates count once. */
export const cartCareersBodySchema = z.object({
  careers: z
    .array(cartId('Invalid id'), { error: CART_MESSAGES.careersRequired })
    .max(CART_MAX_LINES, { error: CART_MESSAGES.tooManyCareers })
    .transform((ids) => [...new Set(ids)]),
});
export type CartCareersBody = z.output<typeof cartCareersBodySchema>;

/** The spec's "Server cart line": careerId, instance and the career's name, public prices and logo. */
export const cartLineSchema = z
  .object({
    careerId: entityIdSchema,
    instance: z.literal(1).describe('The quantity, fixed at 1 (spec section 9)'),
    career: z.object({
      name: z.string(),
      public: z.object({
        selling_price: z.number().describe('Rupees'),
        strike_price: z.number().describe('Rupees'),
        logo: z.string(),
        logo_bg: z.string(),
      }),
      field: fieldRefSchema,
    }),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.output<typeof cartLineSchema>;

/** Every cart call answers the whole cart, oldest line first. */
export const cartResponseSchema = z.array(cartLineSchema);
export type CartResponse = z.output<typeof cartResponseSchema>;

/** POST /platform/cart/enrolled: the given careers the user is already enrolled in. */
export const enrolledCheckResponseSchema = z.array(z.object({ careerId: oidSchema }));
export type EnrolledCheckResponse = z.output<typeof enrolledCheckResponseSchema>;
