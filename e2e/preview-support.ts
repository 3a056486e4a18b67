import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { previewPath } from '../libs/contracts/src/admin/preview';
import { createAssessmentCareer, type FixtureCareer } from '../test/support/assessment-content';
import {
  choice,
  db,
  DEMO_CLIP,
  DEMO_CLIP_SECONDS,
  DEMO_PASSWORD,
  rate,
  rating,
  stepUrl,
  submitAndMoveOn,
  text,
  video,
  watchVideo,
} from './assessment-support';
import { apiLogin, login } from './support';

/**
 * Staff's preview of a draft test (frontend-student /preview/career/:id): the student's player on the draft, with
 * nothing recorded. The seeded content editor (`content`) previews; the checks read the database and the browser's
 * requests.
 */

export { previewPath };
export const EDITOR = { username: 'content', password: DEMO_PASSWORD };

/** Another seeded career's clip, as the girls' version of a video (the boys' is DEMO_CLIP). */
export const GIRLS_CLIP = '/media/video/careers/doctor-mbbs/tasks.webm';

/** A career whose test was never published: only the preview shows it. A clip per gender, then every step type. */
export async function draftCareer(label: string): Promise<FixtureCareer> {
  return createAssessmentCareer(db(), {
    name: `Zz ${label} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`,
    status: 'DRAFT',
    sections: [
      {
        name: 'Career Tasks',
        steps: [video({ male: DEMO_CLIP, female: GIRLS_CLIP }, DEMO_CLIP_SECONDS), rating('I like fixing engines')],
      },
      {
        name: 'Career Values',
        steps: [choice('Where would you rather work?', ['In a garage', 'On a racing team']), text('Why engines?')],
      },
    ],
  });
}

/** A step of the preview as the player names it, in test order. */
export interface PreviewStep {
  sectionId: string;
  subsectionId: string;
  type: 1 | 2 | 3 | 4;
}

/** The steps of a career's draft, in order, as the preview's own API answers them (the editor's token). */
export async function draftSteps(request: APIRequestContext, careerId: string): Promise<PreviewStep[]> {
  const { token } = await apiLogin(request, EDITOR.username, EDITOR.password);
  const res = await request.get(`/api/admin/career-contents/${careerId}/preview`, {
    headers: { Authorization: token },
  });
  expect(res.status(), await res.text()).toBe(200);
  const content = (await res.json()) as {
    sections: { _id: { $oid: string }; subsections: { _id: { $oid: string }; type: 1 | 2 | 3 | 4 }[] }[];
  };
  return content.sections.flatMap((section) =>
    section.subsections.map((sub) => ({ sectionId: section._id.$oid, subsectionId: sub._id.$oid, type: sub.type })),
  );
}

/** Every step of the preview from the first to the end, each answered as a student would (quickly). */
export async function walkEveryStep(page: Page, steps: PreviewStep[]): Promise<void> {
  for (const [i, step] of steps.entries()) {
    await expect(page).toHaveURL(stepUrl(step), { timeout: 15_000 });
    await expect(page.getByTestId('assessment-step')).toHaveText(`Step ${i + 1} of ${steps.length}`);
    const next = steps[i + 1];
    switch (step.type) {
      case 1:
        await watchVideo(page, { followedByQuestion: next !== undefined && next.type !== 1 });
        break;
      case 2:
        await rate(page, 4);
        break;
      case 3:
        await page.getByTestId('choice-option-0').click();
        await submitAndMoveOn(page, page.getByTestId('choice-next'));
        break;
      case 4:
        await page.getByTestId('text-answer').fill('I would like to see how it is done');
        await submitAndMoveOn(page, page.getByTestId('text-submit'));
        break;
    }
  }
}

/** The requests that could write (anything but GET, HEAD and OPTIONS), as `METHOD /path`, from now on. */
export function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method())) return;
    writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

/** What the editor has on record: enrolments, steps answered, audit rows about the career. */
export async function editorRecords(careerId: string): Promise<{ enrolments: number; steps: number; audit: number }> {
  const { rows } = await db().query<{ enrolments: number; steps: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM user_careers uc WHERE uc.user_id = u.id) AS enrolments,
            (SELECT count(*)::int FROM assessment_steps s JOIN user_careers uc ON uc.id = s.user_career_id
              WHERE uc.user_id = u.id) AS steps,
            (SELECT count(*)::int FROM audit_log a WHERE a.user_id = u.id AND a.resource_id = $2) AS audit
       FROM users u WHERE u.username = $1`,
    [EDITOR.username, careerId],
  );
  return rows[0];
}

export const signInAsEditor = (page: Page) => login(page, EDITOR.username, EDITOR.password);

/** Nothing on the page is wider than the screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}
