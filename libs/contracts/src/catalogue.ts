import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';
import { entityIdSchema } from './ids.js';

/**
 * Public shapes of the catalogue calls (spec sections 3 and 7), and the answers every call shares. Prices are
 * rupees here, paise in the database.
 */

export const fieldRefSchema = z.object({ _id: entityIdSchema, name: z.string() }).meta({ id: 'FieldRef' });
export type FieldRef = z.output<typeof fieldRefSchema>;

export const careerPropertySchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('list'),
      list_type: z.enum(['numeric', 'bullets']),
      header: z.string().optional(),
      content: z.array(z.string()),
    }),
    z.object({ type: z.literal('title_body'), header: z.string(), body: z.string() }),
  ])
  .meta({ id: 'CareerProperty' });
export type CareerProperty = z.output<typeof careerPropertySchema>;

const blank = (text: string | undefined) => !text?.trim();

/**
 * The properties a career page shows: a list's items that hold something (a list left with none is left out), and
 * a title-and-text section only with its text. Careers saved before the console refused empty ones (issue 24) may
 * still hold them; a heading with nothing under it is never shown.
 */
export function publishableProperties(properties: readonly CareerProperty[]): CareerProperty[] {
  return properties.flatMap((property): CareerProperty[] => {
    if (property.type === 'list') {
      const content = property.content.filter((item) => !blank(item));
      return content.length ? [{ ...property, content }] : [];
    }
    return blank(property.body) ? [] : [property];
  });
}

/** Marks a zod issue as empty content: the API answers it with ERROR_CODES.EmptyContent. */
export const EMPTY_CONTENT_PARAMS = { emptyContent: true } as const;

/**
 * What the console may save as a career's properties (issue 24): each list has items and no blank one, each
 * title-and-text section its title and its text. The message names the property by its place and its heading.
 */
export function emptyPropertyIssues(
  properties: readonly CareerProperty[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  properties.forEach((property, index) => {
    const n = index + 1;
    if (property.type === 'list') {
      const label = property.header?.trim() || 'a list';
      if (property.content.every(blank))
        issues.push({ path: [index, 'content'], message: `Property ${n} (${label}) has no items` });
      else if (property.content.some(blank))
        issues.push({ path: [index, 'content'], message: `Property ${n} (${label}) has an empty item` });
      return;
    }
    if (blank(property.header)) issues.push({ path: [index, 'header'], message: `Property ${n} has no title` });
    if (blank(property.body))
      issues.push({
        path: [index, 'body'],
        message: `Property ${n} (${property.header?.trim() || 'a title and text'}) has no text`,
      });
  });
  return issues;
}

/** The heading the spec puts over list properties. */
export const EXPLORE_HEADING = 'What will you explore about this career ?';

export const careerPublicSchema = z.object({
  header_description: z.string(),
  logo: z.string(),
  logo_bg: z.string(),
  selling_price: z.number().describe('Rupees'),
  strike_price: z.number().describe('Rupees'),
  trial: z.enum(['true', 'false']).describe('The string "true" shows a "Try it" ribbon (spec section 3)'),
  properties: z.array(careerPropertySchema),
});
export type CareerPublic = z.output<typeof careerPublicSchema>;

export const careerSchema = z
  .object({ _id: entityIdSchema, name: z.string(), field: fieldRefSchema, public: careerPublicSchema })
  .meta({ id: 'Career' });
export type Career = z.output<typeof careerSchema>;

export const fieldListResponseSchema = z.array(fieldRefSchema);

/** GET /platform/careers answers a one-item array (spec section 7). */
export const careerListResponseSchema = z
  .tuple([z.object({ careers: z.array(careerSchema), totalCount: z.int() })])
  .meta({ id: 'CareerListResponse', description: 'A one-item array (spec section 7): the page and the total count' });
export type CareerListResponse = z.output<typeof careerListResponseSchema>;

export const careerSearchResponseSchema = z
  .object({ careers: z.array(fieldRefSchema), fields: z.array(fieldRefSchema) })
  .meta({ id: 'CareerSearchResponse' });
export type CareerSearchResponse = z.output<typeof careerSearchResponseSchema>;

export const careerHomeResponseSchema = z
  .object({ fields: z.array(fieldRefSchema), careers: z.array(careerSchema) })
  .meta({ id: 'CareerHomeResponse' });
export type CareerHomeResponse = z.output<typeof careerHomeResponseSchema>;

export const aggregateFieldSchema = z
  .object({ _id: entityIdSchema, name: z.string(), careers: z.array(fieldRefSchema) })
  .meta({ id: 'AggregateField' });
export type AggregateField = z.output<typeof aggregateFieldSchema>;
export const careerAggregateResponseSchema = z.array(aggregateFieldSchema);
export type CareerAggregateResponse = z.output<typeof careerAggregateResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.output<typeof messageResponseSchema>;

/** Every API error: `code` is stable (libs/contracts/src/error-codes.ts); `message` is for people. */
export const apiErrorSchema = z
  .object({
    statusCode: z.int(),
    code: z.string().describe(`Stable, machine-readable; one of ${Object.values(ERROR_CODES).join(', ')}`),
    message: z.string().describe('For people; free to change'),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe("A 400's message per field"),
  })
  .meta({ id: 'ApiError', description: 'The one error shape of every 4xx/5xx answer' });
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

export const reviewSchema = z.object({ name: z.string(), text: z.string(), rating: z.number() }).meta({ id: 'Review' });
export type Review = z.output<typeof reviewSchema>;
export const reviewsResponseSchema = z.array(reviewSchema);

/** One module of the certification course, as staff write it and the /career-counsellor page shows it. */
export const courseModuleSchema = z.object({ title: z.string(), description: z.string() }).meta({ id: 'CourseModule' });
export type CourseModule = z.output<typeof courseModuleSchema>;

export const certificationCourseSchema = z
  .object({
    id: entityIdSchema,
    title: z.string(),
    strike_price: z.number().describe('Rupees'),
    early_bird_price: z.number().describe('Rupees'),
    regular_price: z.number().describe('Rupees'),
    start_date: z.iso.date().nullable().describe('YYYY-MM-DD of the first session; null while not fixed'),
    modules: z.array(courseModuleSchema).describe('What the course teaches, in order; empty while staff have set none'),
  })
  .meta({ id: 'CertificationCourse' });
export type CertificationCourse = z.output<typeof certificationCourseSchema>;

/** The certification course's id is fixed in the /career-counsellor page (spec section 9). */
export const CERTIFICATION_COURSE_ID = '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10';

/** GET /course/certification/{id}: status 1 is ok, the course is data[0]. */
export const certificationCourseResponseSchema = z
  .object({ status: z.literal([1, 0]), data: z.array(certificationCourseSchema) })
  .meta({ id: 'CertificationCourseResponse' });
export type CertificationCourseResponse = z.output<typeof certificationCourseResponseSchema>;
