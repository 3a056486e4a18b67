import { z } from 'zod';
import { careerPropertySchema, courseModuleSchema, EMPTY_CONTENT_PARAMS, emptyPropertyIssues } from '../catalogue.js';
import { entityIdSchema } from '../ids.js';
import { noControlCharacters } from '../validation.js';

/**
 * The console's records of the catalogue resources (`/api/admin/careers`, `fields`, `courses`, `reviews`): one
 * schema per resource, used by the API to validate every POST and PUT and by the console's forms, so a 400's
 * field messages are the ones the form shows. A record as GET returns it, less its `id`, is a valid POST body
 * (react-admin's Clone): read-only keys (`id`, `createdAt`, `updatedAt`, `version` on POST) are accepted and
 * ignored. A PUT must carry the `version` it was read at; an older one is a 409.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .check(noControlCharacters());

const longText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .check(noControlCharacters({ multiline: true }));

/** The largest price the console takes: ₹10,00,000 (ten lakh), far above any career or course. */
export const MAX_PRICE_RUPEES = 1_000_000;

/** Rupees with at most two decimals (paise), from 0 to MAX_PRICE_RUPEES. */
export const rupeesSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .min(0, { error: `${label} cannot be negative` })
    .max(MAX_PRICE_RUPEES, { error: `${label} must be at most ₹10,00,000` })
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: `${label} can have at most two decimals`,
    });

/** The optimistic-lock counter every console record carries; it moves on every write. */
export const recordVersionSchema = z.int({ error: 'version must be a whole number' }).min(1);

/** A public path or an https URL: career logos are uploads (`/media/...`) or the demo's own files. */
const assetUrl = (label: string) =>
  text(label, 500).refine((v) => /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    error: `${label} must be a path starting with / or an https address`,
  });

/** Where a record comes in its lists: lower first. */
const displayOrder = z
  .int({ error: 'Display order must be a whole number' })
  .min(0, { error: 'Display order must be from 0 to 100000' })
  .max(100_000, { error: 'Display order must be from 0 to 100000' })
  .default(0);

const readOnly = {
  id: entityIdSchema.optional(),
  version: recordVersionSchema.optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
};

export const adminFieldWriteSchema = z.object({
  ...readOnly,
  name: text('Name', 80),
  sortOrder: displayOrder,
});
export type AdminFieldWrite = z.output<typeof adminFieldWriteSchema>;

/** A record's `version` as GET answers it: the one a PUT must carry. */
const versionOut = z.int().describe('Moves on every write; a PUT carries the one it read, else 409 VERSION_CONFLICT');
const rupeesOut = z.number().describe('Rupees');

export const adminFieldSchema = z
  .object({
    id: entityIdSchema,
    name: z.string(),
    sortOrder: z.int(),
    careerCount: z.int().describe('How many careers the field has (a field with careers cannot be deleted)'),
    version: versionOut,
  })
  .meta({ id: 'AdminField' });
export type AdminField = z.output<typeof adminFieldSchema>;

export const adminCareerWriteSchema = z
  .object({
    ...readOnly,
    name: text('Name', 120),
    /**
     * The career's address on the public site; made from the name when left out (a form's emptied field sends ''
     * or null, which count as left out).
     */
    slug: z
      .union(
        [
          z.literal(''),
          z.null(),
          z
            .string({ error: 'Slug may hold lower-case letters, digits and single hyphens' })
            .trim()
            .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Slug may hold lower-case letters, digits and single hyphens' })
            .max(120, { error: 'Slug must be at most 120 characters' }),
        ],
        { error: 'Slug may hold lower-case letters, digits and single hyphens' },
      )
      .optional()
      .transform((slug) => slug || undefined),
    fieldId: z
      .guid({ error: 'Choose the field the career belongs to' })
      .meta({ description: 'The field the career belongs to' }),
    headerDescription: longText('Description', 2000),
    logo: assetUrl('Logo'),
    logoBg: z
      .string({ error: 'Logo background is required' })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Logo background must be a colour like #1A73E8' }),
    strikePrice: rupeesSchema('Actual price'),
    sellingPrice: rupeesSchema('Selling price'),
    trial: z.boolean().default(false),
    properties: z
      .array(careerPropertySchema)
      .max(30, { error: 'At most 30 properties' })
      .default([])
      // Nothing empty is published (issue 24): the form shows each message on the property's own input.
      .superRefine((properties, ctx) => {
        for (const issue of emptyPropertyIssues(properties))
          ctx.addIssue({ code: 'custom', ...issue, params: EMPTY_CONTENT_PARAMS, input: properties });
      }),
    aliases: z.array(text('Alias', 80)).max(40, { error: 'At most 40 other names' }).default([]),
    displayOrder,
    published: z.boolean().default(false),
  })
  .refine((c) => c.sellingPrice <= c.strikePrice, {
    error: 'Selling price cannot be above the actual price',
    path: ['sellingPrice'],
  });
export type AdminCareerWrite = z.output<typeof adminCareerWriteSchema>;
export const adminCareerSchema = z
  .object({
    id: entityIdSchema,
    name: z.string(),
    slug: z.string(),
    fieldId: entityIdSchema,
    fieldName: z.string(),
    headerDescription: z.string(),
    logo: z.string(),
    logoBg: z.string(),
    strikePrice: rupeesOut,
    sellingPrice: rupeesOut,
    trial: z.boolean(),
    properties: z.array(careerPropertySchema),
    aliases: z.array(z.string()),
    displayOrder: z.int(),
    published: z.boolean(),
    hasPublishedContent: z.boolean().describe('Whether the career has an assessment published (students can take it)'),
    version: versionOut,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminCareer' });
export type AdminCareer = z.output<typeof adminCareerSchema>;

export const adminCourseWriteSchema = z
  .object({
    ...readOnly,
    title: text('Title', 160),
    strikePrice: rupeesSchema('Actual price'),
    earlyBirdPrice: rupeesSchema('Early-bird price'),
    regularPrice: rupeesSchema('Regular price'),
    startsOn: z.iso.date({ error: 'Start date must be a date (YYYY-MM-DD)' }).nullable().default(null),
    modules: z
      .array(z.object({ title: text('Module title', 120), description: longText('Module description', 1000) }))
      .max(12, { error: 'At most 12 modules' })
      .default([]),
  })
  .refine((c) => c.regularPrice <= c.strikePrice, {
    error: 'Regular price cannot be above the actual price',
    path: ['regularPrice'],
  });
export type AdminCourseWrite = z.output<typeof adminCourseWriteSchema>;
export const adminCourseSchema = z
  .object({
    id: entityIdSchema,
    title: z.string(),
    strikePrice: rupeesOut,
    earlyBirdPrice: rupeesOut,
    regularPrice: rupeesOut,
    startsOn: z.iso.date().nullable(),
    modules: z.array(courseModuleSchema),
    version: versionOut,
  })
  .meta({ id: 'AdminCourse' });
export type AdminCourse = z.output<typeof adminCourseSchema>;

export const adminReviewWriteSchema = z.object({
  ...readOnly,
  name: text('Name', 80),
  text: longText('Review', 2000),
  rating: z
    .number({ error: 'Rating must be a number' })
    .min(1, { error: 'Rating must be from 1 to 5' })
    .max(5, { error: 'Rating must be from 1 to 5' })
    .refine((r) => Number.isInteger(r * 4), { error: 'Rating goes in quarter steps (4.25, 4.5, ...)' }),
  /** Hidden reviews stay in the console and leave the public page. */
  hidden: z.boolean().default(false),
  sortOrder: displayOrder,
});
export type AdminReviewWrite = z.output<typeof adminReviewWriteSchema>;
export const adminReviewSchema = z
  .object({
    id: entityIdSchema,
    name: z.string(),
    text: z.string(),
    rating: z.number(),
    hidden: z.boolean().describe('Hidden reviews stay in the console and leave the public page'),
    sortOrder: z.int(),
    version: versionOut,
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.output<typeof adminReviewSchema>;

/** `POST /api/admin/media` answers this (201); `GET /api/admin/media` lists them. */
export const adminMediaSchema = z
  .object({
    id: entityIdSchema,
    url: z.string().describe('Where the file is served: /uploads/<hash>.<ext>, the same for ever (cached a year)'),
    kind: z.enum(['image', 'video']),
    contentType: z
      .string()
      .describe('Read from the content: image/png, image/jpeg, image/webp, image/svg+xml, video/mp4, video/webm'),
    bytes: z.int().min(1),
    originalName: z.string().describe("The uploader's file name, for people; the stored name is the content's hash"),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminMedia' });
export type AdminMedia = z.output<typeof adminMediaSchema>;

/** `GET /api/admin/audit-logs`: one staff write (or read of a student's personal data). */
export const adminAuditLogSchema = z
  .object({
    id: entityIdSchema,
    at: z.iso.datetime(),
    userId: entityIdSchema,
    username: z.string(),
    role: z.string(),
    action: z.string().describe('create, edit, delete, publish, upload, ...'),
    resource: z.string(),
    resourceId: z.string().nullable(),
    before: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('The changed fields only, as they were; null before a create'),
    after: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('The changed fields only, as they became; null after a delete'),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AdminAuditLog' });
export type AdminAuditLog = z.output<typeof adminAuditLogSchema>;
