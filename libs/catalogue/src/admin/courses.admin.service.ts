import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminCourse, AdminCourseWrite } from '@app/contracts';
import { validationException } from '@app/common';
import { AuditService, versionConflict, type AuditActor, type ListQuery } from '@app/admin-kit';
import { CatalogueReadModel } from '../catalogue-read-model.js';
import { toPaise, toRupees } from './admin-records.js';
import {
  type COURSE_FILTERS,
  CoursesAdminRepository,
  type AdminCourseRow,
  type CourseListFilter,
  type CourseSort,
} from './courses.admin.repository.js';

export const COURSE_ADMIN_MESSAGES = {
  notFound: 'Course not found',
  versionRequired: 'version is required',
} as const;

const RESOURCE = 'courses';

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
export class CoursesAdminService {
  constructor(
    private readonly courses: CoursesAdminRepository,
    private readonly audits: AuditService,
    private readonly readModel: CatalogueReadModel,
  ) {}

  async list(
    query: ListQuery<CourseSort, keyof typeof COURSE_FILTERS>,
  ): Promise<{ data: AdminCourse[]; total: number }> {
    const filter: CourseListFilter = { ids: query.filter.id as string[] | undefined };
    const { rows, total } = await this.courses.list(filter, query);
    return { data: rows.map(toAdminCourse), total };
  }

  async get(id: string): Promise<AdminCourse> {
    const row = await this.courses.findById(id);
    if (!row) throw new NotFoundException(COURSE_ADMIN_MESSAGES.notFound);
    return toAdminCourse(row);
  }

  async update(id: string, input: AdminCourseWrite, actor: AuditActor): Promise<AdminCourse> {
    if (input.version === undefined)
      throw validationException([{ field: 'version', message: COURSE_ADMIN_MESSAGES.versionRequired }]);
    const updated = await this.courses.transaction(async (tx) => {
      const current = await this.courses.lock(tx, id);
      if (!current) throw new NotFoundException(COURSE_ADMIN_MESSAGES.notFound);
      if (current.version !== input.version) throw versionConflict();
      await this.courses.update(tx, id, {
        title: input.title,
        strikePricePaise: toPaise(input.strikePrice),
        earlyBirdPricePaise: toPaise(input.earlyBirdPrice),
        regularPricePaise: toPaise(input.regularPrice),
        startsOn: input.startsOn,
        modules: input.modules,
      });
      const after = toAdminCourse((await this.courses.findById(id, tx))!);
      await this.audits.record(tx, actor, {
        action: 'edit',
        resource: RESOURCE,
        resourceId: id,
        before: toAdminCourse(current),
        after: after,
      });
      return after;
    });
    this.readModel.refreshSoon();
    return updated;
  }
}
