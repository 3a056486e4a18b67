import type { SiteResponse } from '@app/contracts';
import { apiGet } from './client';

/** The site's settings from the server's configuration (the support phone number). */
export const fetchSite = (signal?: AbortSignal) => apiGet<SiteResponse>('/api/site', signal);
