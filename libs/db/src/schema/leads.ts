import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type', { enum: ['parent', 'school'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    school: text('school'),
    designation: text('designation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt)],
);

export const careerRequests = pgTable(
  'career_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    careerName: text('career_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    comments: text('comments').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('career_requests_created_idx').on(t.createdAt)],
);
