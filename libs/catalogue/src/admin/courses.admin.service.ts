import { Injectable } from '@nestjs/common';
import type { AdminCourse, AdminCourseWrite } from '@app/contracts';
import type { AuditActor } from '@app/admin-kit';
import { CatalogueAdminService } from './catalogue-admin.service.js';
import { toPaise, toRupees } from './admin-records.js';
import { type COURSE_LIST, CoursesAdminRepository, type AdminCourseRow } from './courses.admin.repository.js';

export const COURSE_ADMIN_MESSAGES = {
  notFound: 'Course not found',
  versionRequired: 'version is required',
} as const;

export function toAdminCourse(row: AdminCourseRow): AdminCourse {
  return {
    id: row.id,
    title: row.title,
    strikePrice: toRupees(row.strikePricePaise),
    earlyBirdPrice: toRupees(row.earlyBirdPricePaise),
    regularPrice: toRupees(row.regularPricePaise),
    startsOn: row.startsOn,
    modules: row.modules,
    version: row.version,
  };
}

/**
 * The certification course, edited only (it is one fixed course the public page names by id): title, prices,
 * start date and modules. A price change applies to orders made after it; an order keeps the amounts it was made
 * with (orders store their own).
 */
@Injectable()
export class CoursesAdminService extends CatalogueAdminService<AdminCourseRow, AdminCourse, typeof COURSE_LIST> {
  constructor(private readonly courses: CoursesAdminRepository) {
    super({ resource: 'courses', repository: courses, toRecord: toAdminCourse, messages: COURSE_ADMIN_MESSAGES });
  }

  update(id: string, input: AdminCourseWrite, actor: AuditActor): Promise<AdminCourse> {
    return this.editAudited(id, input.version, actor, (tx) =>
      this.courses.update(tx, id, {
        title: input.title,
        strikePricePaise: toPaise(input.strikePrice),
        earlyBirdPricePaise: toPaise(input.earlyBirdPrice),
        regularPricePaise: toPaise(input.regularPrice),
        startsOn: input.startsOn,
        modules: input.modules,
      }),
    );
  }
}
