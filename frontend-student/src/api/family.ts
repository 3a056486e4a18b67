import type {
  ParentChildrenResponse,
  ParentInviteCreated,
  ParentInvitePreview,
  ParentLinksResponse,
  ParentLinkState,
  StudentParentLinksResponse,
} from '@app/contracts';
import { apiGet, apiPost, apiRequest } from './client';

/** Parents and children (issue 14): both sides of a link, and a student's invitations by e-mail. */

const id = (value: string) => encodeURIComponent(value);

// The parent's side.
export const fetchChildren = (signal?: AbortSignal) => apiGet<ParentChildrenResponse>('/api/parent/children', signal);
export const fetchParentLinks = (signal?: AbortSignal) => apiGet<ParentLinksResponse>('/api/parent/links', signal);
export const requestChildLink = (child: string) => apiPost<ParentLinkState>('/api/parent/links', { child });
export const unlinkChild = (linkId: string) => apiRequest<ParentLinkState>('DELETE', `/api/parent/links/${id(linkId)}`);

// The student's side.
export const fetchStudentParentLinks = (signal?: AbortSignal) =>
  apiGet<StudentParentLinksResponse>('/api/student/parent-links', signal);
export const answerParentLink = (linkId: string, answer: 'accept' | 'decline') =>
  apiPost<ParentLinkState>(`/api/student/parent-links/${id(linkId)}/${answer}`, undefined);
export const unlinkParent = (linkId: string) =>
  apiRequest<ParentLinkState>('DELETE', `/api/student/parent-links/${id(linkId)}`);
export const inviteParent = (email: string) => apiPost<ParentInviteCreated>('/api/student/parent-invites', { email });
export const cancelParentInvite = (inviteId: string) =>
  apiRequest<unknown>('DELETE', `/api/student/parent-invites/${id(inviteId)}`);

// The mailed invitation.
export const previewParentInvite = (token: string, signal?: AbortSignal) =>
  apiGet<ParentInvitePreview>(`/api/parent-invites/${id(token)}`, signal);
export const acceptParentInvite = (token: string) =>
  apiPost<ParentLinkState>(`/api/parent-invites/${id(token)}/accept`, undefined);
