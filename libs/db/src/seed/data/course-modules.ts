import { STANDARD_COURSE_MODULES, type CourseModule } from '@app/contracts';

/**
 * The certification course's four modules, as the /career-counsellor page showed them before staff could edit
 * them (migration 0022 gives them to a course seeded before). Staff change them in the console.
 */
export const seedCourseModules: CourseModule[] = [...STANDARD_COURSE_MODULES];
