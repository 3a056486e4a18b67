import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { AuditService, schoolOfWrite, schoolScopeOf, type AuditActor, type ListQuery } from '@app/admin-kit';
import {
  ERROR_CODES,
  ROSTER_MESSAGES,
  SIGN_IN_PATH,
  type AdminStudent,
  type AdminStudentWrite,
  type CredentialsSheetRequest,
  type RosterError,
  type RosterImportResult,
  type STUDENT_FILTERS,
  type StudentPasswordReset,
  type StudentSort,
} from '@app/contracts';
import { RosterAccountsService, RosterCredentialsService } from '@app/identity';
import { renderCredentialsPdf } from './credentials-pdf.js';
import { readRosterFile } from './roster-file.js';

const RESOURCE = 'students';

export type StudentListParams = ListQuery<StudentSort, keyof typeof STUDENT_FILTERS>;

/** An import refused: nothing was written. 400 for the file's errors, 409 for the seats. */
export interface RosterRefusal {
  statusCode: 400 | 409;
  code: string;
  message: string;
  created: 0;
  updated: 0;
  seatsLeft?: number;
  errors: RosterError[];
}

export type RosterImportAnswer = { ok: true; result: RosterImportResult } | { ok: false; refusal: RosterRefusal };

const refused = (errors: RosterError[]): RosterImportAnswer => ({
  ok: false,
  refusal: {
    statusCode: 400,
    code: ERROR_CODES.ValidationFailed,
    message:
      errors.length === 1
        ? errors[0].message
        : `${errors.length} problems in the file; nothing was imported. Fix them and upload it again.`,
    created: 0,
    updated: 0,
    errors,
  },
});

/**
 * The console's `students` (issue 13): a school's roster, imported from a CSV file and kept from the console.
 * Every call is limited to the caller's school (a school admin's own; an admin names one) inside identity's
 * queries. Identity writes the accounts in a transaction this service opens, so the audit row commits with them.
 */
@Injectable()
export class StudentsAdminService {
  constructor(
    private readonly accounts: RosterAccountsService,
    private readonly audit: AuditService,
    private readonly credentials: RosterCredentialsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async import(
    bytes: Uint8Array,
    named: string | undefined,
    dryRun: boolean,
    actor: AuditActor,
  ): Promise<RosterImportAnswer> {
    const schoolId = schoolOfWrite(schoolScopeOf(actor), named);
    // A school admin naming another school hears it does not exist (ids cannot be probed).
    if (schoolId === undefined && named !== undefined)
      throw new NotFoundException({ message: ROSTER_MESSAGES.unknownSchool, code: ERROR_CODES.NotFound });
    if (schoolId === undefined)
      throw new BadRequestException({
        message: ROSTER_MESSAGES.schoolRequired,
        code: ERROR_CODES.ValidationFailed,
        errors: [{ field: 'schoolId', message: ROSTER_MESSAGES.schoolRequired }],
      });
    if (!(await this.accounts.schoolExists(schoolId)))
      throw new NotFoundException({ message: ROSTER_MESSAGES.unknownSchool, code: ERROR_CODES.NotFound });
    const file = readRosterFile(bytes);
    if (file.errors.length) return refused(file.errors);

    return this.accounts.transaction(async (tx): Promise<RosterImportAnswer> => {
      const outcome = await this.accounts.importRows(tx, schoolId, file.rows, dryRun);
      if (outcome.kind === 'invalid') return refused(outcome.errors);
      if (outcome.kind === 'seats') {
        const message = ROSTER_MESSAGES.seats(outcome.seatsLeft, outcome.needed);
        return {
          ok: false,
          refusal: {
            statusCode: 409,
            code: ERROR_CODES.NotEnoughSeats,
            message,
            created: 0,
            updated: 0,
            seatsLeft: outcome.seatsLeft,
            errors: [{ row: 1, field: 'file', message }],
          },
        };
      }
      const { created, updated, unchanged, seatsLeft, credentials } = outcome;
      if (!dryRun)
        // Counts only: never a password, nor the students' names (the accounts' own rows say who they are).
        await this.audit.record(tx, actor, {
          action: 'import',
          resource: RESOURCE,
          resourceId: schoolId,
          before: null,
          after: { schoolId, rows: file.rows.length, created, updated, unchanged },
        });
      return { ok: true, result: { dryRun, created, updated, unchanged, seatsLeft, errors: [], credentials } };
    });
  }

  list(query: StudentListParams, actor: AuditActor): Promise<{ data: AdminStudent[]; total: number }> {
    const scope = schoolScopeOf(actor);
    const { q, class: klass, section, active, schoolId, id } = query.filter;
    return this.accounts.list({
      // A school admin's own school whatever the filter says; an admin may narrow to one.
      schoolId: scope ?? (typeof schoolId === 'string' ? schoolId : undefined),
      q: typeof q === 'string' && q ? q : undefined,
      class: typeof klass === 'string' && klass ? klass : undefined,
      section: typeof section === 'string' && section ? section : undefined,
      active: typeof active === 'boolean' ? active : undefined,
      ids: Array.isArray(id) ? id : undefined,
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
  }

  /** A student's page; the read is in the audit log (a student's personal data). */
  async show(id: string, actor: AuditActor): Promise<AdminStudent> {
    const student = await this.accounts.get(id, schoolScopeOf(actor) ?? undefined);
    await this.audit.read(actor, RESOURCE, id);
    return student;
  }

  update(id: string, input: AdminStudentWrite, actor: AuditActor): Promise<AdminStudent> {
    const scope = schoolScopeOf(actor) ?? undefined;
    return this.accounts.transaction(async (tx) => {
      const { before, after } = await this.accounts.update(tx, id, scope, input);
      if (after.version !== before.version) {
        const action = before.active !== after.active ? (after.active ? 'reactivate' : 'deactivate') : 'edit';
        await this.audit.record(tx, actor, { action, resource: RESOURCE, resourceId: id, before, after });
      }
      return after;
    });
  }

  resetPassword(id: string, actor: AuditActor): Promise<StudentPasswordReset> {
    const scope = schoolScopeOf(actor) ?? undefined;
    return this.accounts.transaction(async (tx) => {
      const answer = await this.accounts.resetPassword(tx, id, scope);
      await this.audit.record(tx, actor, {
        action: 'password-reset',
        resource: RESOURCE,
        resourceId: id,
        before: null,
        after: null,
      });
      return answer;
    });
  }

  /**
   * The credentials sheet's PDF: a slip per student of the caller's school who still has the one-time password
   * sent; another school's id is a 404 and nothing is rendered. Each student printed is audited as a read.
   */
  async credentialsSheet(input: CredentialsSheetRequest, actor: AuditActor): Promise<{ pdf: Buffer; leftOut: number }> {
    const { slips, leftOut } = await this.credentials.slips(input.students, schoolScopeOf(actor) ?? undefined);
    if (slips.length === 0)
      throw new ConflictException({
        message: ROSTER_MESSAGES.credentialsOutdated,
        code: ERROR_CODES.CredentialsOutdated,
      });
    await this.accounts.transaction(async (tx) => {
      for (const slip of slips)
        await this.audit.record(tx, actor, {
          action: 'read',
          resource: RESOURCE,
          resourceId: slip.userId,
          before: null,
          after: { credentialsSheet: true },
        });
    });
    const signInUrl = `${this.config.http.publicUrl.replace(/\/+$/, '')}${SIGN_IN_PATH}`;
    return { pdf: await renderCredentialsPdf(slips, signInUrl), leftOut };
  }
}
