import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException, waitText } from '@app/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import type { DbExecutor } from '@app/db';
import { Outbox } from '@app/queue';
import { TokenService } from '../crypto/token.service.js';
import { CODE_MAX_FAILURES, CODE_TTL_MS } from '../identity.messages.js';
import { CodesRepository, type CodePurpose } from '../repositories/codes.repository.js';
import type { UserRow } from '../repositories/users.repository.js';

const DAY_MS = 24 * 3600 * 1000;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used';

/**
 * Issues and checks the 6-digit codes. Callers hold the user's row lock, so issuing (cooldown) and
 * checking (single use) are serialised per user.
 */
@Injectable()
export class CodesService {
  constructor(
    private readonly codes: CodesRepository,
    private readonly outbox: Outbox,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private hash(userId: string, purpose: CodePurpose, code: string): string {
    return this.tokens.hash('code', `${userId}:${purpose}:${code}`);
  }

  /**
   * Throws 429 when the last code of this purpose went out less than CODE_RESEND_COOLDOWN_SEC (30 s) ago, or when
   * the account was sent its daily number of codes (all purposes together): nobody can fill an inbox with codes it
   * never asked for. For callers that may say so: the signed-in user changing their e-mail, staff.
   */
  async assertCooldown(tx: DbExecutor, userId: string, purpose: CodePurpose): Promise<void> {
    const refusal = await this.refusal(tx, userId, purpose);
    if (refusal) throw refusal;
  }

  /**
   * Whether a code may go now (the same cooldown and daily cap), for the anonymous calls that keep them silently:
   * their answer must not tell an account that waits from one that does not exist (docs/decisions.md, issue 23).
   */
  async mayIssue(tx: DbExecutor, userId: string, purpose: CodePurpose): Promise<boolean> {
    return !(await this.refusal(tx, userId, purpose));
  }

  private async refusal(
    tx: DbExecutor,
    userId: string,
    purpose: CodePurpose,
  ): Promise<TooManyRequestsException | undefined> {
    const last = await this.codes.latest(tx, userId, purpose);
    const cooldownMs = this.config.rateLimits.codeResendCooldownSec * 1000;
    const leftMs = last ? last.createdAt.getTime() + cooldownMs - Date.now() : 0;
    if (leftMs > 0) {
      const left = Math.ceil(leftMs / 1000);
      return new TooManyRequestsException(
        `Please wait ${left} second${left === 1 ? '' : 's'} before requesting a new code.`,
        leftMs,
      );
    }
    const cap = this.config.rateLimits.codeMailsPerAccountDay;
    const sent = await this.codes.issuedSince(tx, userId, new Date(Date.now() - DAY_MS), cap);
    if (sent.length >= cap) {
      // Another code may go when the oldest of the day's last `cap` codes is a day old.
      const waitMs = sent[cap - 1].getTime() + DAY_MS - Date.now();
      return new TooManyRequestsException(
        `Too many codes were sent to this account today. Please try again in ${waitText(waitMs)}.`,
        waitMs,
      );
    }
    return undefined;
  }

  /**
   * Replaces any open code with a new one and queues its e-mail, in the caller's transaction. An invitation's
   * "code" is its link's long secret.
   */
  async issue(tx: DbExecutor, user: UserRow, purpose: CodePurpose): Promise<void> {
    const code = purpose === 'invite' ? this.tokens.newLinkSecret() : this.tokens.newCode();
    await this.codes.supersedeOpen(tx, user.id, purpose);
    const row = await this.codes.insert(tx, {
      userId: user.id,
      purpose,
      codeHash: this.hash(user.id, purpose, code),
      codeCiphertext: this.tokens.encryptCode(code),
      email: user.email,
      expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]),
    });
    await this.outbox.append(tx, 'VerificationCodeIssued', { codeId: row.id });
  }

  /** Consumes the code when it is right; a wrong guess counts against the open code. */
  async check(tx: DbExecutor, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const match = await this.codes.findByHash(tx, userId, purpose, this.hash(userId, purpose, code));
    if (!match) {
      const open = await this.codes.latest(tx, userId, purpose);
      if (open && !open.consumedAt && !open.supersededAt) await this.codes.countFailure(tx, open.id);
      return 'wrong';
    }
    if (match.consumedAt) return 'used';
    if (match.supersededAt || match.expiresAt.getTime() <= Date.now() || match.failedAttempts >= CODE_MAX_FAILURES)
      return 'expired';
    await this.codes.consume(tx, match.id);
    return 'ok';
  }
}
