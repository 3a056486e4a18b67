import { Injectable } from '@nestjs/common';
import { AuditService, type AuditActor, type ListQuery } from '@app/admin-kit';
import type {
  AdminUser,
  AdminUserInvite,
  AdminUserRecord,
  AdminUserWrite,
  MessageResponse,
  UserSort,
} from '@app/contracts';
import { USER_ADMIN_MESSAGES, type USER_FILTERS } from '@app/contracts';
import { AssessmentReportService } from '@app/assessment';
import { PurchaseHistoryService } from '@app/commerce';
import { EnrolmentService } from '@app/enrolment';
import { UserAccountsService, type AdminUserProfile } from '@app/identity';

const RESOURCE = 'users';

export type UserListQuery = ListQuery<UserSort, keyof typeof USER_FILTERS>;

/**
 * The console's `users`: identity does the work on its own table, in a transaction this service opens so the
 * audit row commits with it. A user's page also shows what the other libs hold of them (orders, careers,
 * results), asked through their indexes; reading it is audited like a write (personal data).
 */
@Injectable()
export class UsersAdminService {
  constructor(
    private readonly accounts: UserAccountsService,
    private readonly audit: AuditService,
    private readonly purchases: PurchaseHistoryService,
    private readonly enrolments: EnrolmentService,
    private readonly reports: AssessmentReportService,
  ) {}

  list(query: UserListQuery): Promise<{ data: AdminUser[]; total: number }> {
    const { q, role, disabled, confirmed, schoolId, id } = query.filter;
    return this.accounts.list({
      q: typeof q === 'string' && q ? q : undefined,
      role: typeof role === 'string' && role ? role : undefined,
      disabled: typeof disabled === 'boolean' ? disabled : undefined,
      confirmed: typeof confirmed === 'boolean' ? confirmed : undefined,
      schoolId: typeof schoolId === 'string' && schoolId ? schoolId : undefined,
      ids: Array.isArray(id) ? id : undefined,
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
  }

  /** One user's page; the read is in the audit log (who looked at whose data, when, from where). */
  async show(id: string, actor: AuditActor): Promise<AdminUserRecord> {
    const profile = await this.accounts.get(id);
    const [orders, careers, results] = await Promise.all([
      this.purchases.ofUser(id),
      this.enrolments.activeEnrolments(id),
      this.reports.summaries(id),
    ]);
    await this.audit.read(actor, RESOURCE, id);
    return {
      ...profile,
      orders,
      careers: careers.map((c) => ({
        id: c.id,
        careerId: c.careerId,
        careerName: c.career.name,
        status: c.status,
        source: c.source,
        startedAt: c.startedAt?.toISOString() ?? null,
        completedAt: c.completedAt?.toISOString() ?? null,
      })),
      results,
    };
  }

  /** PUT: disable or enable, change the role, correct a student's date of birth; audited with what changed. */
  update(id: string, input: AdminUserWrite, actor: AuditActor): Promise<AdminUserProfile> {
    return this.accounts.transaction(async (tx) => {
      const { before, after } = await this.accounts.update(tx, actor.userId, id, input);
      if (after.version !== before.version) {
        const action = before.disabled !== after.disabled ? (after.disabled ? 'disable' : 'enable') : 'edit';
        await this.audit.record(tx, actor, { action, resource: RESOURCE, resourceId: id, before, after });
      }
      return after;
    });
  }

  /** POST: a staff member invited by e-mail; the audit keeps who invited whom as what. */
  invite(input: AdminUserInvite, actor: AuditActor): Promise<AdminUserProfile> {
    return this.accounts.transaction(async (tx) => {
      const after = await this.accounts.invite(tx, input);
      await this.audit.record(tx, actor, {
        action: 'invite',
        resource: RESOURCE,
        resourceId: after.id,
        before: null,
        after,
      });
      return after;
    });
  }

  resendCode(id: string, actor: AuditActor): Promise<MessageResponse> {
    return this.accounts.transaction(async (tx) => {
      const kind = await this.accounts.resendCode(tx, id);
      await this.audit.record(tx, actor, {
        action: kind === 'invite' ? 'resend-invite' : 'resend-code',
        resource: RESOURCE,
        resourceId: id,
        before: null,
        after: null,
      });
      return { message: kind === 'invite' ? USER_ADMIN_MESSAGES.inviteSent : USER_ADMIN_MESSAGES.codeSent };
    });
  }

  sendPasswordReset(id: string, actor: AuditActor): Promise<MessageResponse> {
    return this.accounts.transaction(async (tx) => {
      await this.accounts.sendPasswordReset(tx, id);
      await this.audit.record(tx, actor, {
        action: 'password-reset',
        resource: RESOURCE,
        resourceId: id,
        before: null,
        after: null,
      });
      return { message: USER_ADMIN_MESSAGES.resetSent };
    });
  }
}
