import { createHash, createHmac, hkdfSync } from 'node:crypto';

/**
 * An invitation's link token is an HMAC of its row's id under a key derived from the server's secret: the mail
 * job rebuilds it from the id alone, so it is never stored; the row keeps only its SHA-256 to be found by it. A
 * copy of the database alone therefore opens no invitation.
 */
export class ParentInviteTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'disha-family', 'parent-invite', 32));
  }

  tokenOf(inviteId: string): string {
    return createHmac('sha256', this.key).update(inviteId).digest('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }
}
