import { STANDARD_COURSE_MODULES, type CourseModule } from '@app/contracts';

/** Fixed facts of the certification course (spec sections 2 and 9). Prices come from the course call. */
export const COURSE = {
  title: 'Career Counselling Business Certification',
  sessions: '12-2 PM every Sunday',
  earlyBirdDeadline: '20th May',
  freeTestsValue: 10000,
  /** Shown until the course call answers, and if it fails; the spec fixes these amounts. */
  fallbackPrices: { strike_price: 5000, early_bird_price: 1500, regular_price: 2500 },
} as const;

export const BENEFITS = [
  'Become a certified career counsellor and start your own counselling practice',
  'Use our video-based career assessments with your own students and clients',
  'Learn the Indian education landscape: streams, boards, entrance exams and colleges',
  'Live sessions with experienced counsellors, with recordings you keep for life',
  'A certificate from Disha Careers on completing the course and its case studies',
  'Guidance on pricing, marketing and running school career-guidance programmes',
];

/** Shown until the course call answers, and if it fails or the course has no modules: the four it is seeded with. */
export const MODULES: readonly CourseModule[] = STANDARD_COURSE_MODULES;
