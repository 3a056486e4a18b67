/**
 * The compact shape of a career's assessment content (spec sections 3, 4 and 9). One object per career,
 * written by hand in the field files next to this one; seed-content.ts turns it into career_contents,
 * career_sections and career_subsections rows.
 */

// The section names and the school subjects are the console's too (its editor suggests them): they live in contracts.
import type { SchoolSubject } from '@app/contracts';

export { SCHOOL_SUBJECTS, SECTION_NAMES, type SchoolSubject, type SectionName } from '@app/contracts';

/** A first-person statement the student rates from Strongly disagree to Strongly Agree. */
export type Statement = string;

/** One choice among 3 or 4 options (subsection type 3): stored and shown in the report, not scored. */
export interface ChoiceQuestion {
  question: string;
  options: string[];
}

export interface CareerContentData {
  /** The career's slug (careers.slug). */
  slug: string;
  /** 3 to 5 school subjects, most important first. */
  subjects: SchoolSubject[];
  /** Career Tasks: the everyday work (5 statements, max 25). */
  tasks: Statement[];
  /** Career Day: pace, places and people of a working day (3 statements, max 15). */
  day: Statement[];
  /** Career Subjects: the school subjects the career builds on (2 statements, max 10). */
  subjectStatements: Statement[];
  /** Career Personality: the qualities it asks for (3 statements, max 15). */
  personality: Statement[];
  /** Career Values: purpose, rewards and way of life (2 statements, max 10). */
  values: Statement[];
  /** The unscored type-3 question. */
  choice: ChoiceQuestion;
  /** The unscored type-4 question (a short written answer). */
  reflection: string;
  /** The section the two unscored questions close; Career Values unless said. */
  questionsIn?: 'Career Personality' | 'Career Values';
}
