import type { CourseModule } from '@app/contracts';

/**
 * The certification course's four modules, as the /career-counsellor page showed them before staff could edit
 * them (migration 0022 gives them to a course seeded before). Staff change them in the console.
 */
export const seedCourseModules: CourseModule[] = [
  {
    title: 'Foundations of career counselling',
    description:
      'The counsellor’s role, ethics, how students of classes 9 to 12 decide, and how to run a first session with a student and parents.',
  },
  {
    title: 'Assessments and career tools',
    description:
      'Interests, aptitude, personality and values: how to read assessment reports and link them to streams, subjects and careers.',
  },
  {
    title: 'Careers, streams and pathways in India',
    description:
      'Science, Commerce, Arts and independent careers; boards, entrance exams, colleges, scholarships and study abroad.',
  },
  {
    title: 'Building your counselling business',
    description:
      'Setting up your practice, fees, school partnerships, workshops, online presence and getting your first clients.',
  },
];
