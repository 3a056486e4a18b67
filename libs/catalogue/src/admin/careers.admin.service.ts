import { Injectable } from '@nestjs/common';
import type { AdminCareer, AdminCareerWrite } from '@app/contracts';
import { validationException } from '@app/common';
import { inUse, type AuditActor } from '@app/admin-kit';
import type { Transaction } from '@app/db';
import { CatalogueAdminService } from './catalogue-admin.service.js';
import { toPaise, toRupees } from './admin-records.js';
import { slugFromName, uniqueSlug } from './career-slug.js';
import {
  CareersAdminRepository,
  type AdminCareerRow,
  type CAREER_LIST,
  type CareerUsage,
  type CareerValues,
} from './careers.admin.repository.js';

export const CAREER_ADMIN_MESSAGES = {
  notFound: 'Career not found',
  fieldNotFound: 'Choose a field that exists',
  slugTaken: 'Another career has this slug',
  versionRequired: 'version is required',
} as const;

export function toAdminCareer(row: AdminCareerRow): AdminCareer {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    fieldId: row.fieldId,
    fieldName: row.fieldName,
    headerDescription: row.headerDescription,
    logo: row.logo,
    logoBg: row.logoBg,
    strikePrice: toRupees(row.strikePricePaise),
    sellingPrice: toRupees(row.sellingPricePaise),
    trial: row.trial,
    properties: row.properties,
    aliases: row.aliases,
    displayOrder: row.displayOrder,
    published: row.published,
    hasPublishedContent: row.hasPublishedContent,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a delete refused says: who still has the career, and what to do instead. */
export function careerInUseMessage(usage: CareerUsage): string {
  const parts = [
    [usage.enrolments, 'student enrolment', 'student enrolments'],
    [usage.classrooms, 'classroom', 'classrooms'],
    [usage.carts, 'cart', 'carts'],
    [usage.orders, 'order', 'orders'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return `This career is in use (${parts.join(', ')}); unpublish it instead`;
}

/**
 * The console's careers: every public property of a career, draft or published. Prices are rupees on the wire and
 * paise in the database. Each write runs in one transaction with its audit row; a published change reaches the
 * public site through catalogue_version (every API process reloads within a second), and this process at once.
 */
@Injectable()
export class CareersAdminService extends CatalogueAdminService<AdminCareerRow, AdminCareer, typeof CAREER_LIST> {
  constructor(private readonly careers: CareersAdminRepository) {
    super({ resource: 'careers', repository: careers, toRecord: toAdminCareer, messages: CAREER_ADMIN_MESSAGES });
  }

  /** The slug is the one given, else made from the name; either way made unique with `-2`, `-3`, ... (a Clone). */
  create(input: AdminCareerWrite, actor: AuditActor): Promise<AdminCareer> {
    return this.createAudited(actor, async (tx) => {
      await this.assertField(input.fieldId, tx);
      const base = input.slug ?? slugFromName(input.name);
      await this.careers.lockSlug(tx, base);
      let slug = uniqueSlug(base, await this.careers.slugsLike(base, undefined, tx));
      // A PUT renaming another career to this very `base-<n>` holds that slug's lock, not the base's: take it too,
      // and look again once it is ours (the PUT has committed or let go by then).
      for (let tries = 0; slug !== base && tries < 5; tries++) {
        await this.careers.lockSlug(tx, slug);
        const again = uniqueSlug(base, await this.careers.slugsLike(base, undefined, tx));
        if (again === slug) break;
        slug = again;
      }
      return this.careers.insert(tx, { ...this.values(input), slug });
    });
  }

  /**
   * A PUT of the whole record as read, with its `version`: an older version is a 409 and nothing is written. A
   * slug left out keeps the career's address; one given must be no other career's.
   */
  update(id: string, input: AdminCareerWrite, actor: AuditActor): Promise<AdminCareer> {
    return this.editAudited(id, input.version, actor, async (tx, current) => {
      if (input.fieldId !== current.fieldId) await this.assertField(input.fieldId, tx);
      const slug = input.slug ?? current.slug;
      if (slug !== current.slug) {
        await this.careers.lockSlug(tx, slug);
        if ((await this.careers.slugsLike(slug, id, tx)).includes(slug))
          throw validationException([{ field: 'slug', message: CAREER_ADMIN_MESSAGES.slugTaken }]);
      }
      await this.careers.update(tx, id, { ...this.values(input), slug });
    });
  }

  /**
   * Only a career nobody has ever used goes: one with enrolments, orders, classrooms or cart lines is refused (409
   * IN_USE), to be unpublished instead, which hides it from the public site and keeps it for those who have it.
   */
  remove(id: string, actor: AuditActor): Promise<AdminCareer> {
    return this.deleteAudited(id, actor, async (tx) => {
      const usage = await this.careers.usage(id, tx);
      if (Object.values(usage).some((n) => n > 0)) throw inUse(careerInUseMessage(usage));
    });
  }

  private values(input: AdminCareerWrite): Omit<CareerValues, 'slug'> {
    return {
      name: input.name,
      fieldId: input.fieldId.toLowerCase(),
      headerDescription: input.headerDescription,
      logo: input.logo,
      logoBg: input.logoBg,
      sellingPricePaise: toPaise(input.sellingPrice),
      strikePricePaise: toPaise(input.strikePrice),
      trial: input.trial,
      properties: input.properties,
      aliases: input.aliases,
      displayOrder: input.displayOrder,
      published: input.published,
    };
  }

  private async assertField(fieldId: string, tx: Transaction): Promise<void> {
    if (!(await this.careers.fieldExists(fieldId, tx)))
      throw validationException([{ field: 'fieldId', message: CAREER_ADMIN_MESSAGES.fieldNotFound }]);
  }
}
