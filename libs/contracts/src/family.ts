import { z } from 'zod';
import { entityIdSchema } from './ids.js';
import { emailField, noControlCharacters } from './validation.js';

/**
 * Parents and children (issue 14): a parent linked to a student sees that child's careers, progress, reports and
 * subjects read-only, and may buy careers for them. Links are made from either side and confirmed by the other.
 */

/** A child has at most this many linked parents (a third is refused with PARENT_LIMIT_REACHED). */
export const MAX_PARENTS_PER_CHILD = 2;
/** A student's parent invitation works this long. */
export const PARENT_INVITE_DAYS = 7;
/** Open invitations a student may have at once (each one mails someone). */
export const MAX_OPEN_PARENT_INVITES = 5;
/** Where the invitation mail's link opens in the student app (the token follows). */
export const PARENT_INVITE_PATH = '/parent-invite';

export const FAMILY_MESSAGES = {
  childRequired: 'Enter your child’s username or e-mail',
  // The same words whether no account has it or the account is not a student's: accounts cannot be probed.
  childNotFound: 'No student account has that username or e-mail. Check it with your child.',
  parentLimit: `This student already has ${MAX_PARENTS_PER_CHILD} linked parents; one must unlink before another can link.`,
  linkNotFound: 'That link request does not exist or is no longer yours.',
  linkClosed: 'That link request was declined or removed; send a new one.',
  ownEmail: 'Enter your parent’s e-mail, not your own.',
  tooManyInvites: `You have ${MAX_OPEN_PARENT_INVITES} invitations waiting already; wait for them or cancel one.`,
  inviteInvalid: 'This invitation link is not valid any more. Ask your child to send a new one.',
  // The address shown masked: the link may be in a stranger's hands, who should not learn it whole.
  inviteOtherEmail: (sentTo: string) =>
    `This invitation was sent to ${sentTo}, not to the e-mail of the account you are signed in with. Sign in with the parent account of ${sentTo} (or sign up with that address) to accept it.`,
  notLinked: 'You can see only your own account or a child linked to you.',
  readOnly: 'A parent can see their child’s careers and reports but cannot take or change an assessment.',
  notYourChild: 'You can buy careers only for a child linked to your account.',
  notAParent: 'Only a parent account can do this.',
} as const;

/** POST /parent/links: the child's username or e-mail. */
export const parentLinkRequestSchema = z.object({
  child: z
    .string({ error: FAMILY_MESSAGES.childRequired })
    .trim()
    .min(1, { error: FAMILY_MESSAGES.childRequired })
    .max(254, { error: 'At most 254 characters' })
    .check(noControlCharacters()),
});
export type ParentLinkRequest = z.input<typeof parentLinkRequestSchema>;

/** POST /student/parent-invites: the parent's e-mail. */
export const parentInviteRequestSchema = z.object({ email: emailField });
export type ParentInviteRequest = z.input<typeof parentInviteRequestSchema>;

export const PARENT_LINK_STATUSES = ['PENDING', 'ACTIVE', 'DECLINED', 'REMOVED'] as const;
export type ParentLinkStatus = (typeof PARENT_LINK_STATUSES)[number];

export const parentLinkStateSchema = z.object({
  linkId: entityIdSchema,
  status: z.enum(PARENT_LINK_STATUSES),
});
export type ParentLinkState = z.output<typeof parentLinkStateSchema>;

/** One of a parent's linked children (GET /parent/children). */
export const parentChildSchema = z.object({
  userId: entityIdSchema,
  linkId: entityIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  class: z.string().nullable(),
  school: z.string().nullable(),
  linkedAt: z.iso.datetime(),
});
export type ParentChild = z.output<typeof parentChildSchema>;
export const parentChildrenResponseSchema = z.array(parentChildSchema);
export type ParentChildrenResponse = z.output<typeof parentChildrenResponseSchema>;

/** GET /parent/links: linked children and the requests still waiting for the child (only what the parent typed). */
export const parentLinksResponseSchema = z.object({
  children: parentChildrenResponseSchema,
  pending: z.array(z.object({ linkId: entityIdSchema, requestedAs: z.string(), requestedAt: z.iso.datetime() })),
});
export type ParentLinksResponse = z.output<typeof parentLinksResponseSchema>;

const personSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

/** GET /student/parent-links: the student's side. */
export const studentParentLinksResponseSchema = z.object({
  parents: z.array(personSchema.extend({ linkId: entityIdSchema, userId: entityIdSchema, linkedAt: z.iso.datetime() })),
  pending: z.array(personSchema.extend({ linkId: entityIdSchema, requestedAt: z.iso.datetime() })),
  invites: z.array(z.object({ inviteId: entityIdSchema, email: z.string(), expiresAt: z.iso.datetime() })),
});
export type StudentParentLinksResponse = z.output<typeof studentParentLinksResponseSchema>;

/** DELETE /student/parent-invites/{id}: where the invitation stands (CANCELLED, or ACCEPTED if a parent was quicker). */
export const parentInviteStateSchema = z.object({
  inviteId: entityIdSchema,
  status: z.enum(['OPEN', 'ACCEPTED', 'CANCELLED']),
});
export type ParentInviteState = z.output<typeof parentInviteStateSchema>;

export const parentInviteCreatedSchema = z.object({ inviteId: entityIdSchema, expiresAt: z.iso.datetime() });
export type ParentInviteCreated = z.output<typeof parentInviteCreatedSchema>;

/** GET /parent-invites/{token}: enough for the page to say who invited them, and which address may accept. */
export const parentInvitePreviewSchema = z.object({
  childFirstName: z.string(),
  expiresAt: z.iso.datetime(),
  /** The invited e-mail, masked (maskEmail): only the account of that address may accept. */
  sentTo: z.string(),
});
export type ParentInvitePreview = z.output<typeof parentInvitePreviewSchema>;

/** The opaque token of an invitation link: base64url, as the server makes it. */
export const parentInviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
