import type { ConsentDecision, ConsentRequestView, ConsentStatus } from '@app/contracts';
import { apiGet, apiPost, apiRequest } from './client';

/** Verifiable parental consent (issue 14): the student's status and request, the parent's answer. */

const link = (token: string) => `/api/consents/${encodeURIComponent(token)}`;

export const fetchConsentStatus = (signal?: AbortSignal) => apiGet<ConsentStatus>('/api/consents/me', signal);

export const requestParentConsent = (parentEmail: string) =>
  apiPost<ConsentStatus>('/api/consents/requests', { parentEmail });

/** What the parent's page shows; public (the link's token is the secret), so no sign-in is needed to read it. */
export const fetchConsentRequest = (token: string, signal?: AbortSignal) =>
  apiRequest<ConsentRequestView>('GET', link(token), { signal });

export const grantConsent = (token: string, birthdate: string) =>
  apiPost<ConsentDecision>(`${link(token)}/grant`, { birthdate });

export const refuseConsent = (token: string) => apiPost<ConsentDecision>(`${link(token)}/refuse`, undefined);

/** A parent withdraws the consent they gave (or a linked parent does): the child is limited again. */
export const withdrawConsent = (childId: string) =>
  apiPost<ConsentDecision>(`/api/consents/${encodeURIComponent(childId)}/withdraw`, undefined);

/**
 * A parent linked to the child consents for them directly (issue 23): the checkout's consent step when buying for
 * a child whose consent is not in place. The parent states their own birthdate, as on the link's page.
 */
export const grantConsentForChild = (childId: string, birthdate: string) =>
  apiPost<ConsentDecision>(`/api/consents/children/${encodeURIComponent(childId)}/grant`, { birthdate });
