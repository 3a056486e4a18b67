import { z } from 'zod';
import type { EnrolmentStatus } from './enrolment.js';
import type { Band } from './scoring.js';

/**
 * The career assessment (spec sections 3, 4, 7 and 9): its content, the calls of the player and the shapes of
 * the reports. Ids are `{ $oid }` objects where the spec shows them so.
 */

export type Oid = { $oid: string };

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
export type SubsectionType = 1 | 2 | 3 | 4;

/** The answer type a rating carries (spec: "for a rating also questionType 3"). */
export const RATING_QUESTION_TYPE = 3;

/** The most characters a cn-4 text answer may have. */
export const TEXT_ANSWER_MAX = 500;

export interface InstructionsContent {
  heading: string;
  instructions_type: 'numeric' | 'bullets';
  content: string[];
}

/** Video content: the video under a gender key or under `all` (spec). URLs are same-origin /media paths. */
export interface VideoContent {
  video: { male?: string; female?: string; all?: string };
  /** Shown above the player. */
  title?: string;
  /**
   * Seconds the clip plays (the shortest of its versions). The server takes the video as watched only once this
   * long (less `ASSESSMENT_TIMING.earlySlackSeconds`) has passed since the step began; without it, at any time.
   */
  duration?: number;
}
export interface RatingContent {
  question: string;
  /** Seconds. */
  timer: number;
}
export interface ChoiceContent {
  question: string;
  options: string[];
  timer: number;
}
export interface TextContent {
  question: string;
  timer: number;
}
export type SubsectionContent = VideoContent | RatingContent | ChoiceContent | TextContent;

/** meta.gender has male, female or all flags: which keys of a video's content are set. */
export interface SubsectionMeta {
  gender?: { male?: boolean; female?: boolean; all?: boolean };
}

export interface Subsection {
  _id: Oid;
  type: SubsectionType;
  content: SubsectionContent;
  meta: SubsectionMeta;
}

export interface Section {
  _id: Oid;
  name: string;
  subsections: Subsection[];
}

/** Where a student stands in a test: the next step due (null once every step is answered). */
export interface AssessmentProgress {
  /** Subsection ids already accepted. */
  answered: string[];
  next: { sectionId: string; subsectionId: string; type: SubsectionType } | null;
  /**
   * For a question due now: when the server stops taking a rating (ISO), so a reload resumes with the time that
   * is left rather than a fresh timer. Null for videos.
   */
  deadline: string | null;
  /** Steps in the whole test and steps answered. */
  total: number;
  done: number;
}

/** GET /career/content?userMapCareerId=: the spec's Career content, plus the student's progress. */
export interface CareerContentResponse {
  careerId: string;
  userMapCareerId: string;
  name: string;
  instructions: InstructionsContent;
  subjects_aligned: string[];
  sections: Section[];
  status: EnrolmentStatus;
  progress: AssessmentProgress;
}

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
export interface StepSubmissionResponse {
  status: 'accepted' | 'duplicate';
  progress: AssessmentProgress;
}

/** PUT /career/{careerId}/user/{userId}/submit: the finish; the report follows from the scoring job. */
export interface FinishResponse {
  status: 'finished';
  message: string;
}

export const ASSESSMENT_MESSAGES = {
  notEnrolled: 'You are not enrolled in this career',
  completed: 'You have already completed this career',
  abandoned: 'This test was ended; buy the career again to take it',
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

/** POST /career/{careerId}/user/{userId}/abandon: the test was left; buy the career again to take it. */
export interface AbandonResponse {
  status: 'abandoned';
  message: string;
}

/** One section of a report: score, max, band and its remark (spec: 'Your detailed report'). */
export interface SectionScoreRecord {
  sectionId: string;
  name: string;
  score: number;
  max: number;
  band: Band;
}

export interface ReportSection extends SectionScoreRecord {
  remark: string;
}

/** A cn-3 / cn-4 answer shown in the report, not scored. */
export interface ReportAnswer {
  sectionName: string;
  question: string;
  answer: string | null;
}

/** GET /career/{careerId}/user/{userId}/summary: the spec's Career summary, with everything the report shows. */
export interface CareerSummaryResponse {
  user_map_career: {
    _id: Oid;
    status: EnrolmentStatus;
    total: number;
    max: number;
    percent: number;
    band: Band;
    remark: string;
    completedAt: string;
  };
  career: { _id: Oid; name: string; logo: string; logo_bg: string };
  career_contents: { sections: ReportSection[] };
  subjects_aligned: string[];
  answers: ReportAnswer[];
}

/** A Summary table row (GET /student/{userId}/summary and the dashboard): the spec's career_name, total, subjects_aligned. */
export interface SummaryRow {
  careerId: string;
  userMapCareerId: string;
  career_name: string;
  total: number;
  max: number;
  percent: number;
  band: Band;
  remark: string;
  subjects_aligned: string[];
}
export type StudentSummaryResponse = SummaryRow[];

/** GET /student/{userId}/subjects: subject name to the number of completed careers it is aligned to. */
export interface SubjectsResponse {
  subjectsAligned: Record<string, number>;
}

/** A dashboard career card (the spec's user-map-career with what the cards show). */
export interface DashboardCareer {
  _id: Oid;
  careerId: Oid;
  master: { name: string; logo: string; logo_bg: string };
  status: EnrolmentStatus;
  /** Steps answered of the total, for a test under way. */
  progress: { done: number; total: number } | null;
}

/**
 * GET /student/dashboard?userId=: the spec's completed, enrolled and published lists. `enrolled`: careers to take
 * or under way ('Your Careers'); `completed`: finished tests ('Your Assessment'); `published`: the reports ready
 * (the Summary table).
 */
export interface DashboardResponse {
  enrolled: DashboardCareer[];
  completed: DashboardCareer[];
  published: SummaryRow[];
}

/** A classroom assignment of a campus student (spec: _id, class, classroom {classroom}, status). */
export interface ClassroomAssignment {
  /** The assignment's id. */
  _id: string;
  class: string;
  /** The classroom: its id (what POST /platform/student/classrooms takes as `classroom`) and its name. */
  classroom: { _id: string; classroom: string };
  status: 'ENROLLED' | 'IN_PROGRESS';
  /** The careers the classroom gives. */
  careers: { _id: string; name: string }[];
}
/** GET /platform/student/classrooms: data.data list. */
export interface ClassroomsResponse {
  status: 1;
  data: ClassroomAssignment[];
}
export const startClassroomSchema = z.object({ classroom: z.uuid({ error: 'classroom is required' }) });
export const CLASSROOM_MESSAGES = {
  notYours: 'This classroom is not yours',
  alreadyInProgress: 'Another classroom is in progress',
  campusOnly: 'Classrooms are for campus students',
  campusMismatch: 'The campus headers do not match your account',
  started: 'Classroom started',
} as const;
