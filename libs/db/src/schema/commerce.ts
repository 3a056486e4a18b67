import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { careers } from './catalogue.js';
import { users } from './identity.js';

/**
 * The server cart: one line per (user, career). The composite key is what makes a concurrent double add
 * one line (INSERT ... ON CONFLICT DO NOTHING). Prices are never stored here: the career's are the truth.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerId: uuid('career_id')
      .notNull()
      .references(() => careers.id, { onDelete: 'cascade' }),
    /** The spec's quantity: fixed at 1 (section 9). */
    instance: integer('instance').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cart_items_pkey', columns: [t.userId, t.careerId] }),
    // The cart is listed oldest first.
    index('cart_items_user_created_idx').on(t.userId, t.createdAt),
    check('cart_items_instance_check', sql`${t.instance} = 1`),
  ],
);
