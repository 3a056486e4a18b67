import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { BANDS } from '../scoring.js';

/**
 * A school's results in the console (issue 13, "Results"): per classroom (counts, each career's overall and
 * section band distributions, a table of students) and per school (classrooms side by side, the overall bands,
 * the subjects of the HIGH results). School admins see their own school's only, admins any school's. The issue
 * says HIGH, MEDIUM, LOW; the bands are the spec's HIGH, MODERATE, LOW (docs/decisions.md).
 */

const count = z.int().nonnegative();

/** How many results fell in each band. */
export const bandCountsSchema = z.object({ HIGH: count, MODERATE: count, LOW: count }).meta({ id: 'AdminBandCounts' });
export type BandCounts = z.output<typeof bandCountsSchema>;

export const emptyBandCounts = (): BandCounts => ({ HIGH: 0, MODERATE: 0, LOW: 0 });

/**
 * A student's state in one career of a classroom. NOT_STARTED: enrolled (or not yet, before Start) and not begun;
 * IN_PROGRESS: under way, or handed in and being scored; COMPLETED: scored, the report is ready; ABANDONED: left.
 */
export const STUDENT_CAREER_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED'] as const;
export type StudentCareerStatus = (typeof STUDENT_CAREER_STATUSES)[number];

export const classroomCareerResultsSchema = z
  .object({
    careerId: entityIdSchema,
    name: z.string(),
    assigned: count.describe("The classroom's students"),
    started: count.describe('Students who have begun this career (in progress or completed)'),
    completed: count.describe('Students whose result in this career is scored'),
    overall: bandCountsSchema.describe('The overall band of each completed result'),
    sections: z
      .array(z.object({ name: z.string(), bands: bandCountsSchema }))
      .describe("Each section's band over the completed results, in the test's order"),
  })
  .meta({ id: 'AdminClassroomCareerResults' });
export type ClassroomCareerResults = z.output<typeof classroomCareerResultsSchema>;

export const classroomResultsSchema = z
  .object({
    classroomId: entityIdSchema,
    schoolId: entityIdSchema,
    name: z.string(),
    assigned: count.describe('Students in the classroom'),
    started: count.describe('Students who have started the classroom'),
    completed: count.describe('Students who have completed every career of the classroom'),
    careers: z.array(classroomCareerResultsSchema),
  })
  .meta({ id: 'AdminClassroomResults' });
export type ClassroomResults = z.output<typeof classroomResultsSchema>;

export const studentCareerResultSchema = z
  .object({
    careerId: entityIdSchema,
    status: z.enum(STUDENT_CAREER_STATUSES),
    band: z.enum(BANDS).nullable().describe('The overall band once COMPLETED'),
    percent: z.int().nullable().describe('The overall percentage once COMPLETED'),
    sections: z
      .array(z.object({ name: z.string(), band: z.enum(BANDS) }))
      .describe("Each section's band once COMPLETED"),
  })
  .meta({ id: 'AdminStudentCareerResult' });
export type StudentCareerResult = z.output<typeof studentCareerResultSchema>;

/** A row of a classroom's student table: a student and their result in each of the classroom's careers. */
export const classroomResultStudentSchema = z
  .object({
    id: entityIdSchema.describe("The student's user id"),
    name: z.string(),
    admissionNumber: z.string().nullable(),
    section: z.string().nullable(),
    careers: z.array(studentCareerResultSchema).describe("In the order of the classroom results' careers"),
  })
  .meta({ id: 'AdminClassroomResultStudent' });
export type ClassroomResultStudent = z.output<typeof classroomResultStudentSchema>;

export const CLASSROOM_RESULT_STUDENT_SORTS = ['name', 'section', 'admissionNumber'] as const;
/** `q` matches the name or the admission number. */
export const CLASSROOM_RESULT_STUDENT_FILTERS = { q: 'text', section: 'text' } as const;

export const schoolResultsSchema = z
  .object({
    schoolId: entityIdSchema,
    classrooms: z.array(
      z.object({
        id: entityIdSchema,
        name: z.string(),
        class: z.string(),
        section: z.string().nullable(),
        assigned: count,
        started: count,
        completed: count,
      }),
    ),
    results: count.describe("Completed results of the school's classroom students in their classrooms' careers"),
    overall: bandCountsSchema,
    topSubjects: z
      .array(z.object({ subject: z.string(), count }))
      .describe('The subjects aligned with the most HIGH results (at most 10, most first)'),
  })
  .meta({ id: 'AdminSchoolResults' });
export type SchoolResults = z.output<typeof schoolResultsSchema>;

export const SCHOOL_TOP_SUBJECTS = 10;

export const RESULTS_MESSAGES = {
  noneCompleted: 'No one has completed a career yet',
  schoolNotFound: 'School not found',
  reportNotFound: 'No report of this student in this classroom',
} as const;

/** The path of a student's report PDF under a classroom, as the console links it. */
export const classroomReportPath = (classroomId: string, studentId: string, careerId: string): string =>
  `classrooms/${classroomId}/results/students/${studentId}/careers/${careerId}/report`;
