import { canAccess } from './permissions.js';

/**
 * The preview of a career's draft test: the student app's real player (frontend-student, `/preview/career/:id`)
 * on `GET /api/admin/career-contents/:careerId/preview`, recording nothing. The console links to it; the two apps
 * share the origin (and the session cookie) but only this package, so the path is built here, once.
 */

/** Whose clips the preview plays: a video may have one for boys and one for girls. */
export const PREVIEW_GENDERS = ['male', 'female'] as const;
export type PreviewGender = (typeof PREVIEW_GENDERS)[number];

/** The preview's route in the student app; the player's steps and its end screens live under a career's path. */
export const PREVIEW_ROUTE = '/preview/career';

export function isPreviewGender(value: unknown): value is PreviewGender {
  return (PREVIEW_GENDERS as readonly unknown[]).includes(value);
}

/**
 * The student app's address of a career's preview (same origin as the console, so a relative path): open it in a
 * new tab, a full page load. Without `gender` the preview plays the staff member's own gender's clips, else boys'.
 */
export function previewPath(careerId: string, gender?: PreviewGender): string {
  const path = `${PREVIEW_ROUTE}/${encodeURIComponent(careerId)}`;
  return gender ? `${path}?gender=${gender}` : path;
}

/** Who may open the preview: the permission table's `career-contents: preview` (content editors and admins). */
export const canPreview = (role: string | null | undefined): boolean => canAccess(role, 'career-contents', 'preview');
