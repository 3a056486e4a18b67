import { z } from 'zod';
import {
  instructionsContentSchema,
  subsectionContentSchema,
  subsectionMetaSchema,
  subsectionTypeSchema,
} from '../assessment.js';
import { entityIdSchema } from '../ids.js';
import { POINTS_PER_RATING, type Band } from '../scoring.js';
import { noControlCharacters } from '../validation.js';
import { recordVersionSchema } from './catalogue-admin.js';

/**
 * The console's record of a career's assessment (`/api/admin/career-contents`, record id = the career's id): the
 * draft as one tree, which a PUT replaces whole. Students never see the draft; publishing copies it into a new
 * immutable version, and an attempt is taken on the version published when it started. The same schema checks a
 * POST or PUT on the API and the console's form, so a 400's field messages (paths like
 * `sections.1.subsections.3.content.timer`) are the ones the form shows.
 *
 * Ids of sections and steps are kept when given (they link the draft to published versions and to answers
 * given), and made for new ones; read-only keys of the record are accepted and ignored.
 */

/** The bounds the console holds a test to. */
export const CONTENT_LIMITS = {
  /** Seconds a question's timer may run: long enough to read, short enough to keep a test moving. */
  timerMin: 5,
  timerMax: 600,
  /** Seconds a clip may play. */
  durationMax: 3600,
  optionsMin: 2,
  optionsMax: 8,
  sectionsMax: 12,
  stepsPerSectionMax: 40,
  subjectsMax: 12,
  instructionsMax: 20,
} as const;

const text = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .check(noControlCharacters({ multiline }));

/** A form's empty input ('' or null) is no value. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A clip: an upload (`/media/...`) or another path of the site, or an https address. */
const clipUrl = (label: string) =>
  text(label, 500).refine((v) => /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    error: `${label} must be a path starting with / or an https address`,
  });

const TIMER_ERROR = {
  error: `Timer must be a whole number of seconds from ${CONTENT_LIMITS.timerMin} to ${CONTENT_LIMITS.timerMax}`,
};
const timerSchema = z
  .int(TIMER_ERROR)
  .min(CONTENT_LIMITS.timerMin, TIMER_ERROR)
  .max(CONTENT_LIMITS.timerMax, TIMER_ERROR);

// A step's `meta` (which clips a video has) is derived on the server: as any key not named here, it is dropped.
const readOnlyStep = { id: entityIdSchema.optional() };

/** A video: one clip for everyone, or one for boys and one for girls (students see the one for them). */
export const adminVideoStepSchema = z.object({
  ...readOnlyStep,
  type: z.literal(1),
  content: z.object(
    {
      title: optional(text('Title', 200)),
      video: z
        .object(
          {
            all: optional(clipUrl('The clip for everyone')),
            male: optional(clipUrl("The boys' clip")),
            female: optional(clipUrl("The girls' clip")),
          },
          { error: 'The clips are required' },
        )
        .refine((v) => !!v.all || (!!v.male && !!v.female), {
          error: 'A video needs one clip for everyone, or one for boys and one for girls',
        }),
      /** Seconds the clip plays: the server takes the video as watched only once this long has passed. */
      duration: optional(
        z
          .number({ error: 'Duration must be a number of seconds' })
          .positive({ error: 'Duration must be more than 0 seconds' })
          .max(CONTENT_LIMITS.durationMax, { error: `Duration must be at most ${CONTENT_LIMITS.durationMax} seconds` }),
      ),
    },
    { error: 'The video is required' },
  ),
});

/** A statement the student rates from Strongly disagree to Strongly agree: the only scored step. */
export const adminRatingStepSchema = z.object({
  ...readOnlyStep,
  type: z.literal(2),
  content: z.object(
    { question: text('Statement', 500), timer: timerSchema },
    { error: 'The statement and its timer are required' },
  ),
});

/** One choice among options (shown in the report, not scored). */
export const adminChoiceStepSchema = z.object({
  ...readOnlyStep,
  type: z.literal(3),
  content: z.object(
    {
      question: text('Question', 500),
      options: z
        .array(text('Option', 200), { error: 'Options are required' })
        .min(CONTENT_LIMITS.optionsMin, { error: `Give at least ${CONTENT_LIMITS.optionsMin} options` })
        .max(CONTENT_LIMITS.optionsMax, { error: `Give at most ${CONTENT_LIMITS.optionsMax} options` })
        .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, {
          error: 'Options must differ from each other',
        }),
      timer: timerSchema,
    },
    { error: 'The question, its options and its timer are required' },
  ),
});

/** A short written answer (shown in the report, not scored). */
export const adminTextStepSchema = z.object({
  ...readOnlyStep,
  type: z.literal(4),
  content: z.object(
    { question: text('Question', 500), timer: timerSchema },
    { error: 'The question and its timer are required' },
  ),
});

export const adminContentStepSchema = z.discriminatedUnion(
  'type',
  [adminVideoStepSchema, adminRatingStepSchema, adminChoiceStepSchema, adminTextStepSchema],
  { error: 'Type must be 1 (video), 2 (rating statement), 3 (choice) or 4 (text question)' },
);
export type AdminContentStepWrite = z.output<typeof adminContentStepSchema>;

const remarkText = (band: Band) => text(`The ${band} remark`, 1000, true);

export const adminContentSectionSchema = z
  .object({
    id: entityIdSchema.optional(),
    name: text('Section name', 80),
    /** 5 points per rating statement of the section (spec section 9): checked, so the form says what it will be. */
    maximum: z.int({ error: 'Maximum must be a whole number' }).min(0, { error: 'Maximum cannot be negative' }),
    /** The report's remark under the section for each band. */
    remarks: z.object(
      { HIGH: remarkText('HIGH'), MODERATE: remarkText('MODERATE'), LOW: remarkText('LOW') },
      { error: 'The remarks for HIGH, MODERATE and LOW are required' },
    ),
    subsections: z
      .array(adminContentStepSchema, { error: 'Steps are required' })
      .min(1, { error: 'A section needs at least one step' })
      .max(CONTENT_LIMITS.stepsPerSectionMax, {
        error: `A section can have at most ${CONTENT_LIMITS.stepsPerSectionMax} steps`,
      }),
  })
  .superRefine((section, ctx) => {
    const ratings = section.subsections.filter((s) => s.type === 2).length;
    const expected = POINTS_PER_RATING * ratings;
    if (section.maximum !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['maximum'],
        message:
          `Maximum must be ${expected}: ${POINTS_PER_RATING} points per rating statement, ` +
          `and the section has ${ratings}`,
      });
    }
  });
export type AdminContentSectionWrite = z.output<typeof adminContentSectionSchema>;

export const adminCareerContentWriteSchema = z
  .object({
    /** The record's id is the career's; the other read-only keys of a GET record are dropped. */
    id: entityIdSchema.optional(),
    /** The career whose test this is: required by a POST (a PUT's is the one in its path). */
    careerId: entityIdSchema.optional(),
    instructions: z.object(
      {
        heading: text('Heading', 200),
        instructions_type: z.enum(instructionsContentSchema.shape.instructions_type.options, {
          error: 'Instructions are numeric or bullets',
        }),
        content: z
          .array(text('Instruction', 500), { error: 'Instructions are required' })
          .min(1, { error: 'Give at least one instruction' })
          .max(CONTENT_LIMITS.instructionsMax, {
            error: `Give at most ${CONTENT_LIMITS.instructionsMax} instructions`,
          }),
      },
      { error: 'Instructions are required' },
    ),
    subjectsAligned: z
      .array(text('Subject', 60), { error: 'Subjects aligned are required' })
      .min(1, { error: 'Give at least one subject aligned' })
      .max(CONTENT_LIMITS.subjectsMax, { error: `Give at most ${CONTENT_LIMITS.subjectsMax} subjects aligned` })
      .refine((s) => new Set(s.map((x) => x.toLowerCase())).size === s.length, {
        error: 'A subject is named twice',
      }),
    sections: z
      .array(adminContentSectionSchema, { error: 'Sections are required' })
      .min(1, { error: 'The test needs at least one section' })
      .max(CONTENT_LIMITS.sectionsMax, { error: `A test can have at most ${CONTENT_LIMITS.sectionsMax} sections` }),
    /** The draft's version as it was read; a PUT must carry it (an older one is a 409). */
    version: recordVersionSchema.optional(),
  })
  .superRefine((content, ctx) => {
    if (!content.sections.some((s) => s.subsections.some((x) => x.type === 2))) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: 'The test needs at least one rating statement: they are what is scored',
      });
    }
    // An id names one section or step: given twice, two rows would claim the same published history.
    const seen = new Set<string>();
    const once = (id: string | undefined, path: (string | number)[], what: string) => {
      if (!id) return;
      const key = id.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `This ${what} appears twice` });
      seen.add(key);
    };
    content.sections.forEach((section, s) => {
      once(section.id, ['sections', s], 'section');
      section.subsections.forEach((step, i) => once(step.id, ['sections', s, 'subsections', i], 'step'));
    });
  });
export type AdminCareerContentWrite = z.output<typeof adminCareerContentWriteSchema>;

const bandTextsSchema = z.object({ HIGH: z.string(), MODERATE: z.string(), LOW: z.string() });

/** A step as the record shows it: its stored content, and `meta` derived from it (a video's clips). */
export const adminContentStepRecordSchema = z
  .object({
    id: entityIdSchema,
    type: subsectionTypeSchema,
    content: subsectionContentSchema,
    meta: subsectionMetaSchema.describe('Derived: for a video, which clips it has; {} otherwise'),
  })
  .meta({ id: 'AdminContentStep' });
export type AdminContentStep = z.output<typeof adminContentStepRecordSchema>;

export const adminContentSectionRecordSchema = z
  .object({
    id: entityIdSchema,
    name: z.string(),
    maximum: z.int().describe('5 points per rating statement'),
    remarks: bandTextsSchema.describe("The section's own remarks, or the standard copy for its name"),
    subsections: z.array(adminContentStepRecordSchema),
  })
  .meta({ id: 'AdminContentSection' });
export type AdminContentSection = z.output<typeof adminContentSectionRecordSchema>;

const contentStateShape = {
  /** The career's id (the record's id). */
  id: entityIdSchema,
  careerId: entityIdSchema,
  careerName: z.string(),
  version: z.int().describe("The draft's version: it moves on every write; a PUT carrying an older one is a 409"),
  publishedVersion: z
    .int()
    .nullable()
    .describe('The number of the version students start on now; null while the test was never published'),
  publishedAt: z.iso.datetime().nullable(),
  unpublishedChanges: z
    .boolean()
    .describe('Whether publishing now would change what students get (true before the first publish)'),
  updatedAt: z.iso.datetime(),
};

/** `GET /api/admin/career-contents/:careerId`: the draft, with what is published of it. */
export const adminCareerContentRecordSchema = z
  .object({
    ...contentStateShape,
    instructions: instructionsContentSchema,
    subjectsAligned: z.array(z.string()),
    sections: z.array(adminContentSectionRecordSchema),
  })
  .meta({ id: 'AdminCareerContent' });
export type AdminCareerContent = z.output<typeof adminCareerContentRecordSchema>;

/** `GET /api/admin/career-contents`: a career with a draft, and the state of its test. */
export const adminCareerContentListItemSchema = z
  .object({ ...contentStateShape, sectionCount: z.int(), stepCount: z.int() })
  .meta({ id: 'AdminCareerContentListItem' });
export type AdminCareerContentListItem = z.output<typeof adminCareerContentListItemSchema>;

/** `GET /api/admin/career-contents/:careerId/preview?gender=`: whose videos the preview shows. */
export const contentPreviewQuerySchema = z.object({
  gender: optional(z.enum(['male', 'female', 'other'], { error: 'Gender is male, female or other' })),
});

/** The list's sort fields and filters (`filter={"q":"doctor","published":true}`; `id` for getMany). */
export const CAREER_CONTENT_SORTS = ['careerName', 'updatedAt', 'publishedAt'] as const;
export type CareerContentSort = (typeof CAREER_CONTENT_SORTS)[number];
export const CAREER_CONTENT_FILTERS = { q: 'text', id: 'ids', published: 'boolean' } as const;

export const CAREER_CONTENT_MESSAGES = {
  noDraft: 'This career has no assessment yet',
  careerRequired: 'Choose the career the assessment is for',
  unknownCareer: 'There is no such career',
  draftExists: 'This career has an assessment already; edit it instead',
  versionRequired: 'version is required: send the version you read',
} as const;
