import { adminCourseSchema } from '@app/contracts';
import { AdminController, AdminCrudController } from '@app/admin-kit';
import { AdminCourseWriteDto } from './catalogue-admin.dto.js';
import { COURSE_ADMIN_MESSAGES, CoursesAdminService } from './courses.admin.service.js';
import { COURSE_LIST, COURSE_SORTS } from './courses.admin.repository.js';

/** The certification course: listed and edited, never created or deleted (the public page names it by id). */
@AdminController('courses')
export class CoursesAdminController extends AdminCrudController({
  record: adminCourseSchema,
  body: AdminCourseWriteDto,
  spec: COURSE_LIST,
  notFound: COURSE_ADMIN_MESSAGES.notFound,
  list: `Courses (filter: id; sort: ${COURSE_SORTS.join(', ')})`,
  show: 'One course',
  update: {
    summary: 'Edit the course (title, prices, start date, modules), with the version it was read at',
    answer: 'The course as it now is',
  },
}) {
  constructor(courses: CoursesAdminService) {
    super(courses);
  }
}
