/**
 * The student app's preview of a career's draft (frontend-student's `/preview/career/:careerId`): the player on
 * the draft, recording nothing. The console and the student app share the site's origin, so a path is enough.
 */
export function previewPath(careerId: string): string {
  return `/preview/career/${encodeURIComponent(careerId)}`;
}
