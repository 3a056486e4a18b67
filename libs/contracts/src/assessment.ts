import { z } from 'zod';
import { enrolmentStatusSchema } from './enrolment.js';
import { entityIdSchema, oidSchema } from './ids.js';
import { BANDS } from './scoring.js';

/**
 * The career assessment (spec sections 3, 4, 7 and 9): its content, the calls of the player and the shapes of
 * the reports. Ids are `{ $oid }` objects where the spec shows them so.
 */

/** The five sections of every assessment, in the order the student takes them (spec section 9's names). */
export const SECTION_NAMES = [
  'Career Tasks',
  'Career Day',
  'Career Subjects',
  'Career Personality',
  'Career Values',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/**
 * The school subjects `subjects_aligned` may name: CBSE/ICSE class 11-12 subject names, spelt one way only, so
 * the subjects chart (a count per subject name across a student's careers) adds up across careers.
 */
export const SCHOOL_SUBJECTS = [
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Computer Science',
  'Economics',
  'Accountancy',
  'Business Studies',
  'Entrepreneurship',
  'English',
  'Hindi',
  'Foreign Language',
  'History',
  'Geography',
  'Political Science',
  'Psychology',
  'Sociology',
  'Legal Studies',
  'Fine Arts',
  'Physical Education',
  'Home Science',
] as const;
export type SchoolSubject = (typeof SCHOOL_SUBJECTS)[number];

/** Timings of the player (spec section 9), shared by the player and the server's timer check. */
export const ASSESSMENT_TIMING = {
  /** The countdown before a video plays. */
  videoPrerollSeconds: 5,
  /** The pause countdown before a question that follows a video, and the 'Pause a while...' overlay on expiry. */
  pauseSeconds: 5,
  /** The question timer's colours change at these many seconds left. */
  warnAtSeconds: 20,
  dangerAtSeconds: 10,
  /**
   * What the server adds to a question's timer before refusing a rating as late: the pause before it, the
   * overlay after it, and network latency.
   */
  graceSeconds: 15,
  /**
   * How much sooner than its clip's duration a video may be reported watched, and than its timer a timed-out
   * answer may arrive: rounding of the player's clocks and of the clip's length, not a way to skip.
   */
  earlySlackSeconds: 2,
} as const;

export const RATING_LABELS = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'] as const;

/** Subsection types: 1 video, 2 rating question, 3 one choice among options (cn-3), 4 short text answer (cn-4). */
export const subsectionTypeSchema = z.literal([1, 2, 3, 4]);
export type SubsectionType = z.output<typeof subsectionTypeSchema>;

/** The answer type a rating carries (spec: "for a rating also questionType 3"). */
export const RATING_QUESTION_TYPE = 3;

/** The most characters a cn-4 text answer may have. */
export const TEXT_ANSWER_MAX = 500;

export const instructionsContentSchema = z.object({
  heading: z.string(),
  instructions_type: z.enum(['numeric', 'bullets']),
  content: z.array(z.string()),
});
export type InstructionsContent = z.output<typeof instructionsContentSchema>;

/**
 * The instructions shown before an assessment starts (spec section 4: tick the box, Start Career, confirm).
 * The same rules hold for every career, so there are two wordings, one numbered and one bulleted; each career
 * gets one of them. The console starts a new assessment from one of them.
 */
export const STANDARD_INSTRUCTIONS: readonly InstructionsContent[] = [
  {
    heading: 'Before you start your career assessment',
    instructions_type: 'numeric',
    content: [
      'Sit somewhere quiet with a steady internet connection and keep headphones handy. The assessment takes about 15 minutes and is best done in one sitting.',
      'It has five sections: Career Tasks, Career Day, Career Subjects, Career Personality and Career Values. Each one opens with a short video, which starts on its own after a 5-second countdown.',
      'After each video you will read statements about yourself. Rate each one from Strongly disagree to Strongly Agree, choose your rating and press Next.',
      'Every statement has its own timer; the clock changes colour when 20 and then 10 seconds are left. If time runs out, a short pause follows and the test moves on, and an unrated statement scores nothing.',
      'One section also asks you to pick an option and to write a sentence or two. These answers are not scored, but they appear in your report for you and your counsellor.',
      'There are no right or wrong answers. Answer for who you are today, not for what you think a parent or teacher would like to hear.',
      'Do not press Back or refresh the page during the test: going back ends the assessment, your answers are lost and the career has to be bought again to retake it.',
    ],
  },
  {
    heading: 'How this career assessment works',
    instructions_type: 'bullets',
    content: [
      'Find a quiet place where no one will interrupt you for about 15 minutes, and use headphones if others are around.',
      'The test moves through five sections, from the work itself to the values behind it. A short video introduces each section and plays by itself after a 5-second countdown.',
      'Rate each statement on a five-point scale: Strongly disagree, Disagree, Neutral, Agree or Strongly Agree. Go with your first honest reaction.',
      'Watch the timer on each statement: it turns amber at 20 seconds and red at 10. When it runs out the test pauses for a moment and moves on, and that statement scores zero.',
      'Near the end of one section you will choose one option and write a short answer. They are not scored; they help your counsellor understand your choices.',
      'Stay on the page until the last question. Using the Back button ends the test, loses your answers and means buying the career again to retake it.',
    ],
  },
];

/** Video content: the video under a gender key or under `all` (spec). URLs are same-origin /media paths. */
export const videoContentSchema = z
  .object({
    video: z.object({ male: z.string().optional(), female: z.string().optional(), all: z.string().optional() }),
    title: z.string().optional().describe('Shown above the player'),
    /**
     * Seconds the clip plays (the shortest of its versions). The server takes the video as watched only once this
     * long (less `ASSESSMENT_TIMING.earlySlackSeconds`) has passed since the step began; without it, at any time.
     */
    duration: z.number().optional().describe('Seconds the clip plays'),
  })
  .meta({ id: 'VideoContent' });
export type VideoContent = z.output<typeof videoContentSchema>;
export const ratingContentSchema = z
  .object({ question: z.string(), timer: z.number().describe('Seconds') })
  .meta({ id: 'RatingContent' });
export type RatingContent = z.output<typeof ratingContentSchema>;
export const choiceContentSchema = z
  .object({ question: z.string(), options: z.array(z.string()), timer: z.number().describe('Seconds') })
  .meta({ id: 'ChoiceContent' });
export type ChoiceContent = z.output<typeof choiceContentSchema>;
export const textContentSchema = z
  .object({ question: z.string(), timer: z.number().describe('Seconds') })
  .meta({ id: 'TextContent' });
export type TextContent = z.output<typeof textContentSchema>;
export const subsectionContentSchema = z.union([
  videoContentSchema,
  ratingContentSchema,
  choiceContentSchema,
  textContentSchema,
]);
export type SubsectionContent = z.output<typeof subsectionContentSchema>;

/** meta.gender has male, female or all flags: which keys of a video's content are set. */
export const subsectionMetaSchema = z.object({
  gender: z
    .object({ male: z.boolean().optional(), female: z.boolean().optional(), all: z.boolean().optional() })
    .optional(),
});
export type SubsectionMeta = z.output<typeof subsectionMetaSchema>;

export const subsectionSchema = z
  .object({
    _id: oidSchema,
    type: subsectionTypeSchema.describe('1 video, 2 rating question, 3 one choice among options, 4 short text answer'),
    content: subsectionContentSchema,
    meta: subsectionMetaSchema,
  })
  .meta({ id: 'Subsection' });
export type Subsection = z.output<typeof subsectionSchema>;

export const sectionSchema = z
  .object({ _id: oidSchema, name: z.string(), subsections: z.array(subsectionSchema) })
  .meta({ id: 'Section' });
export type Section = z.output<typeof sectionSchema>;

/** Where a student stands in a test: the next step due (null once every step is answered). */
export const assessmentProgressSchema = z
  .object({
    answered: z.array(entityIdSchema).describe('Subsection ids already accepted'),
    next: z
      .object({ sectionId: entityIdSchema, subsectionId: entityIdSchema, type: subsectionTypeSchema })
      .nullable()
      .describe('The next step due; null once every step is answered'),
    /**
     * For a question due now: when the server stops taking a rating (ISO), so a reload resumes with the time that
     * is left rather than a fresh timer. Null for videos.
     */
    deadline: z.iso
      .datetime()
      .nullable()
      .describe('For a question due now: when the server stops taking an answer (ISO); null for videos'),
    total: z.int().describe('Steps in the whole test'),
    done: z.int().describe('Steps answered'),
  })
  .meta({ id: 'AssessmentProgress' });
export type AssessmentProgress = z.output<typeof assessmentProgressSchema>;

/**
 * What leaving a test under way does (the back-navigation warning's confirm): a bought career is given up and
 * must be bought again; a career a school classroom gave (a campus student cannot buy it) goes back to be taken
 * again from the start. Either way the answers given so far go.
 */
export const LEAVE_OUTCOMES = ['buy_again', 'retake'] as const;
export const leaveOutcomeSchema = z.enum(LEAVE_OUTCOMES);
export type LeaveOutcome = z.output<typeof leaveOutcomeSchema>;

/** GET /career/content?userMapCareerId=: the spec's Career content, plus the student's progress. */
export const careerContentResponseSchema = z
  .object({
    careerId: entityIdSchema,
    userMapCareerId: entityIdSchema,
    name: z.string(),
    instructions: instructionsContentSchema,
    subjects_aligned: z.array(z.string()),
    sections: z.array(sectionSchema),
    status: enrolmentStatusSchema,
    progress: assessmentProgressSchema,
    onLeave: leaveOutcomeSchema.describe(
      "What leaving the test does: 'buy_again' (a bought career is given up; buy it again to retake it) or " +
        "'retake' (a school classroom's career goes back to be taken again from the start)",
    ),
  })
  .meta({ id: 'CareerContentResponse' });
export type CareerContentResponse = z.output<typeof careerContentResponseSchema>;

// On every check of the value (a union reports its number branch's own issue otherwise, e.g. 'Too big').
const RATING_ERROR = { error: 'Rating must be a whole number from 1 to 5' };
const CHOICE_ERROR = { error: 'Choose one of the options' };

/** A type-dependent step submission (POST /career/{careerId}/user/{userId}/submit). */
export const stepSubmissionSchema = z.discriminatedUnion('type', [
  z.object({
    sectionId: z.uuid({ error: 'sectionId is required' }),
    subSectionId: z.uuid({ error: 'subSectionId is required' }),
    type: z.literal(1),
  }),
  z.object({
    sectionId: z.uuid({ error: 'sectionId is required' }),
    subSectionId: z.uuid({ error: 'subSectionId is required' }),
    type: z.literal(2),
    questionType: z.literal(RATING_QUESTION_TYPE, { error: `questionType must be ${RATING_QUESTION_TYPE}` }),
    /** 1 to 5; null only when the timer ran out with nothing chosen. */
    rating: z.union([z.int(RATING_ERROR).min(1, RATING_ERROR).max(5, RATING_ERROR), z.null()], RATING_ERROR),
  }),
  z.object({
    sectionId: z.uuid({ error: 'sectionId is required' }),
    subSectionId: z.uuid({ error: 'subSectionId is required' }),
    type: z.literal(3),
    /** The index of the option chosen; null when the timer ran out. */
    choice: z.union([z.int(CHOICE_ERROR).min(0, CHOICE_ERROR), z.null()], CHOICE_ERROR),
  }),
  z.object({
    sectionId: z.uuid({ error: 'sectionId is required' }),
    subSectionId: z.uuid({ error: 'subSectionId is required' }),
    type: z.literal(4),
    answer: z
      .string()
      .trim()
      .max(TEXT_ANSWER_MAX, { error: `The answer can be at most ${TEXT_ANSWER_MAX} characters` }),
  }),
]);
export type StepSubmission = z.input<typeof stepSubmissionSchema>;

/** The answer to a step: accepted now, or already accepted before (a retry counts once); then what is next. */
export const stepSubmissionResponseSchema = z
  .object({ status: z.enum(['accepted', 'duplicate']), progress: assessmentProgressSchema })
  .meta({ id: 'StepSubmissionResponse' });
export type StepSubmissionResponse = z.output<typeof stepSubmissionResponseSchema>;

/** PUT /career/{careerId}/user/{userId}/submit: the finish; the report follows from the scoring job. */
export const finishResponseSchema = z
  .object({ status: z.literal('finished'), message: z.string() })
  .meta({ id: 'FinishResponse' });
export type FinishResponse = z.output<typeof finishResponseSchema>;

export const ASSESSMENT_MESSAGES = {
  notEnrolled: 'You are not enrolled in this career',
  completed: 'You have already completed this career',
  abandoned: 'This test was ended; buy the career again to take it',
  restarted: 'This test was ended; take it again from the start whenever you are ready',
  unknownStep: 'This step is not part of the career',
  outOfOrder: 'Please answer the steps in order',
  late: "Time's up for this question",
  videoTooEarly: 'Please watch the video to the end',
  timerRunning: "This question's timer is still running",
  wrongType: 'This step is of another type',
  badChoice: 'Choose one of the options',
  unanswered: (n: number) => `You have ${n} unanswered step${n === 1 ? '' : 's'}; answer them before finishing`,
  finished: 'Your answers are in. Your report will be ready in a moment.',
  reportNotReady: 'Your report is being prepared',
  noContent: 'This career has no assessment yet',
} as const;

/**
 * POST /career/{careerId}/user/{userId}/abandon: the test was left. `abandoned`: a bought career, buy it again to
 * take it; `restarted`: a classroom's career, ENROLLED again to be taken from the start.
 */
export const abandonResponseSchema = z
  .object({ status: z.enum(['abandoned', 'restarted']), message: z.string() })
  .meta({ id: 'AbandonResponse' });
export type AbandonResponse = z.output<typeof abandonResponseSchema>;

const bandSchema = z.enum(BANDS);

/** One section of a report: score, max, band and its remark (spec: 'Your detailed report'). */
export const sectionScoreRecordSchema = z.object({
  sectionId: entityIdSchema,
  name: z.string(),
  score: z.int(),
  max: z.int(),
  band: bandSchema,
});
export type SectionScoreRecord = z.output<typeof sectionScoreRecordSchema>;

export const reportSectionSchema = sectionScoreRecordSchema
  .extend({ remark: z.string() })
  .meta({ id: 'ReportSection' });
export type ReportSection = z.output<typeof reportSectionSchema>;

/** A cn-3 / cn-4 answer shown in the report, not scored. */
export const reportAnswerSchema = z
  .object({ sectionName: z.string(), question: z.string(), answer: z.string().nullable() })
  .meta({ id: 'ReportAnswer' });
export type ReportAnswer = z.output<typeof reportAnswerSchema>;

/** GET /career/{careerId}/user/{userId}/summary: the spec's Career summary, with everything the report shows. */
export const careerSummaryResponseSchema = z
  .object({
    user_map_career: z.object({
      _id: oidSchema,
      status: enrolmentStatusSchema,
      total: z.int(),
      max: z.int(),
      percent: z.int(),
      band: bandSchema,
      remark: z.string(),
      completedAt: z.iso.datetime(),
    }),
    career: z.object({ _id: oidSchema, name: z.string(), logo: z.string(), logo_bg: z.string() }),
    career_contents: z.object({ sections: z.array(reportSectionSchema) }),
    subjects_aligned: z.array(z.string()),
    answers: z.array(reportAnswerSchema),
  })
  .meta({ id: 'CareerSummaryResponse' });
export type CareerSummaryResponse = z.output<typeof careerSummaryResponseSchema>;

/** A Summary table row (GET /student/{userId}/summary and the dashboard): the spec's career_name, total, subjects_aligned. */
export const summaryRowSchema = z
  .object({
    careerId: entityIdSchema,
    userMapCareerId: entityIdSchema,
    career_name: z.string(),
    total: z.int(),
    max: z.int(),
    percent: z.int(),
    band: bandSchema,
    remark: z.string(),
    subjects_aligned: z.array(z.string()),
  })
  .meta({ id: 'SummaryRow' });
export type SummaryRow = z.output<typeof summaryRowSchema>;
export const studentSummaryResponseSchema = z.array(summaryRowSchema);
export type StudentSummaryResponse = z.output<typeof studentSummaryResponseSchema>;

/** GET /student/{userId}/subjects: subject name to the number of completed careers it is aligned to. */
export const subjectsResponseSchema = z
  .object({ subjectsAligned: z.record(z.string(), z.int()) })
  .meta({ id: 'SubjectsResponse' });
export type SubjectsResponse = z.output<typeof subjectsResponseSchema>;

/** A dashboard career card (the spec's user-map-career with what the cards show). */
export const dashboardCareerSchema = z
  .object({
    _id: oidSchema,
    careerId: oidSchema,
    master: z.object({ name: z.string(), logo: z.string(), logo_bg: z.string() }),
    status: enrolmentStatusSchema,
    progress: z
      .object({ done: z.int(), total: z.int() })
      .nullable()
      .describe('Steps answered of the total, for a test under way'),
  })
  .meta({ id: 'DashboardCareer' });
export type DashboardCareer = z.output<typeof dashboardCareerSchema>;

/**
 * GET /student/dashboard?userId=: the spec's completed, enrolled and published lists. `enrolled`: careers to take
 * or under way ('Your Careers'); `completed`: finished tests ('Your Assessment'); `published`: the reports ready
 * (the Summary table).
 */
export const dashboardResponseSchema = z
  .object({
    enrolled: z.array(dashboardCareerSchema),
    completed: z.array(dashboardCareerSchema),
    published: z.array(summaryRowSchema),
  })
  .meta({ id: 'DashboardResponse' });
export type DashboardResponse = z.output<typeof dashboardResponseSchema>;

/** A classroom assignment of a campus student (spec: _id, class, classroom {classroom}, status). */
export const classroomAssignmentSchema = z
  .object({
    _id: entityIdSchema.describe("The assignment's id"),
    class: z.string(),
    classroom: z
      .object({ _id: entityIdSchema, classroom: z.string() })
      .describe('The classroom: its id (what POST /platform/student/classrooms takes as `classroom`) and its name'),
    status: z.enum(['ENROLLED', 'IN_PROGRESS']),
    careers: z.array(z.object({ _id: entityIdSchema, name: z.string() })).describe('The careers the classroom gives'),
    opensAt: z.iso.datetime().nullable().describe('Start is refused before this instant (null: no limit)'),
    closesAt: z.iso.datetime().nullable().describe('Start is refused from this instant (null: no limit)'),
    open: z.boolean().describe('Now is within the dates: the classroom may be started'),
  })
  .meta({ id: 'ClassroomAssignment' });
export type ClassroomAssignment = z.output<typeof classroomAssignmentSchema>;
/** GET /platform/student/classrooms: data.data list. */
export const classroomsResponseSchema = z
  .object({ status: z.literal(1), data: z.array(classroomAssignmentSchema) })
  .meta({ id: 'ClassroomsResponse' });
export type ClassroomsResponse = z.output<typeof classroomsResponseSchema>;
/** POST /platform/student/classrooms: the classroom started, with its careers now enrolled. */
export const startClassroomResponseSchema = z
  .object({ status: z.literal(1), message: z.string(), data: classroomAssignmentSchema })
  .meta({ id: 'StartClassroomResponse' });
export type StartClassroomResponse = z.output<typeof startClassroomResponseSchema>;
export const startClassroomSchema = z.object({ classroom: z.uuid({ error: 'classroom is required' }) });
export const CLASSROOM_MESSAGES = {
  notYours: 'This classroom is not yours',
  alreadyInProgress: 'Another classroom is in progress',
  campusOnly: 'Classrooms are for campus students',
  campusMismatch: 'The campus headers do not match your account',
  started: 'Classroom started',
} as const;
