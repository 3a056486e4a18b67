import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES, ASSESSMENT_TIMING, ERROR_CODES, previewPath, type Role } from '@app/contracts';
import { authUser, storeTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { PreviewPage } from './PreviewPage';
import { QUEUE_KEY_PREFIX } from './submitQueue';
import { IDS, previewDraft, sampleSections } from './testServer';

const PATH = '/preview/career/:careerId/*';
const PREVIEW = previewPath(IDS.career);
const DRAFT_PATH = `/api/admin/career-contents/${IDS.career}/preview`;
const step = (sectionId: string, subsectionId: string, type: number) =>
  `${PREVIEW}/section/${sectionId}/${subsectionId}/cn-${type}`;
const VIDEO1 = step(IDS.sectionA, IDS.video1, 1);
const VIDEO2 = step(IDS.sectionA, IDS.video2, 1);
const RATING = step(IDS.sectionA, IDS.rating, 2);
const CHOICE = step(IDS.sectionB, IDS.choice, 3);
const TEXT = step(IDS.sectionB, IDS.text, 4);

/** As the server answers the preview: each video with the one clip for the gender asked for (else `all`). */
function draftFor(gender: string | null) {
  const sections = sampleSections().map((section) => ({
    ...section,
    subsections: section.subsections.map((sub) => {
      if (sub.type !== 1 || !('video' in sub.content)) return sub;
      const { video } = sub.content;
      const own = gender === 'male' ? video.male : gender === 'female' ? video.female : undefined;
      return {
        ...sub,
        content: { ...sub.content, video: own ? { [gender!]: own } : { all: video.all ?? video.male } },
      };
    }),
  }));
  return previewDraft(sections);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** `role` signed in (the staff member is a woman, as authUser), or a visitor for null. */
function setup(route: string, role: Role | null = 'content_editor', draft: 'ok' | 'missing' = 'ok') {
  if (role) storeTokens();
  const fetch = stubFetch((url) => {
    if (url.pathname === '/api/auth/me') return jsonResponse({ ...authUser(), role });
    if (url.pathname === '/api/platform/cart') return jsonResponse([]);
    if (url.pathname === DRAFT_PATH && draft === 'ok') return jsonResponse(draftFor(url.searchParams.get('gender')));
    if (url.pathname === DRAFT_PATH) {
      return jsonResponse({ statusCode: 404, code: ERROR_CODES.NotFound, message: ASSESSMENT_MESSAGES.noContent }, 404);
    }
    return jsonResponse({ message: 'Not expected' }, 500);
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithApp(<PreviewPage />, { route, path: PATH });
  const draftLoads = () => fetch.calls.filter((call) => call.url.pathname === DRAFT_PATH);
  return { user, fetch, draftLoads };
}

const location = () => screen.getByTestId('location').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const expectAt = (path: string) => waitFor(() => expect(location()).toBe(path));
const videoSrc = () => screen.getByTestId('assessment-video').getAttribute('src');

async function startFromInstructions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('instructions-checkbox'));
  await user.click(screen.getByTestId('start-career'));
  await user.click(await screen.findByTestId('confirm-start'));
}

/** The video due: its countdown, then its end (the player submits it). */
async function watch() {
  await screen.findByTestId('video-countdown');
  await advance(ASSESSMENT_TIMING.videoPrerollSeconds * 1000);
  fireEvent.ended(screen.getByTestId('assessment-video'));
}

describe('the preview of a draft test', () => {
  it('runs the whole player on the draft with the banner, and its only call is the draft’s GET', async () => {
    const { user, fetch, draftLoads } = setup(PREVIEW);
    expect(await screen.findByTestId('preview-banner-title')).toHaveTextContent('Preview — nothing is recorded');
    expect(await screen.findByTestId('instructions-heading')).toHaveTextContent('Read before you start');
    // The staff member's own gender's clips unless asked otherwise.
    expect(screen.getByTestId('preview-gender-female')).toHaveAttribute('aria-pressed', 'true');
    expect(draftLoads().map((call) => call.url.search)).toEqual(['?gender=female']);

    await startFromInstructions(user);
    await expectAt(VIDEO1);
    expect(screen.getByTestId('assessment-step')).toHaveTextContent('Step 1 of 5');
    expect(videoSrc()).toBe('/media/v1-female.webm');
    await watch();
    // Another video at once, then the pause countdown before the question, as for a student.
    await expectAt(VIDEO2);
    await watch();
    expect(await screen.findByTestId('pause-countdown')).toBeInTheDocument();
    await advance(ASSESSMENT_TIMING.pauseSeconds * 1000);
    await expectAt(RATING);
    expect(screen.getByTestId('question-timer')).toHaveTextContent('0:30');
    expect(screen.getByTestId('rating-next')).toBeDisabled();
    await user.click(screen.getByTestId('rating-option-4'));
    await user.click(screen.getByTestId('rating-next'));
    await expectAt(CHOICE);
    await user.click(await screen.findByTestId('choice-option-1'));
    await user.click(screen.getByTestId('choice-next'));
    await expectAt(TEXT);
    await user.type(await screen.findByTestId('text-answer'), 'I like engines');
    await user.click(screen.getByTestId('text-submit'));

    // The preview's own end, not the completed page and the report.
    expect(await screen.findByTestId('preview-finished')).toHaveTextContent('Preview finished');
    expect(screen.getByTestId('preview-end-message')).toHaveTextContent(
      'You went through every step of Automobile Engineer.',
    );
    expect(location()).toBe(`${PREVIEW}/completed`);
    expect(screen.queryByTestId('completed-page')).not.toBeInTheDocument();
    expect(screen.getByTestId('preview-console')).toHaveAttribute('href', '/admin/');

    // Nothing but reads went out (the session's and the draft's), and nothing was kept for later.
    expect(fetch.calls.every((call) => call.method === 'GET')).toBe(true);
    expect(new Set(fetch.calls.map((call) => call.url.pathname))).toEqual(new Set(['/api/auth/me', DRAFT_PATH]));
    expect(draftLoads()).toHaveLength(1);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(QUEUE_KEY_PREFIX))).toEqual([]);

    // Restart: a new run from the instructions, on the draft as it is now.
    await user.click(screen.getByTestId('preview-restart'));
    await expectAt(`${PREVIEW}?gender=female`);
    expect(await screen.findByTestId('start-career')).toBeInTheDocument();
    expect(screen.queryByTestId('resume-career')).not.toBeInTheDocument();
    expect(draftLoads()).toHaveLength(2);
  });

  it("switches between boys' and girls' clips where it is, keeping the run", async () => {
    const { user, draftLoads } = setup(`${PREVIEW}?gender=male`);
    await screen.findByTestId('instructions-heading');
    expect(screen.getByTestId('preview-gender-male')).toHaveAttribute('aria-pressed', 'true');
    await startFromInstructions(user);
    await expectAt(`${VIDEO1}?gender=male`);
    expect(videoSrc()).toBe('/media/v1-male.webm');
    await watch();
    await expectAt(`${VIDEO2}?gender=male`);

    await user.click(screen.getByTestId('preview-gender-female'));
    // The player reloads with the girls' clips and stays on the step due (the first video is behind it).
    await expectAt(`${VIDEO2}?gender=female`);
    await screen.findByTestId('video-countdown');
    expect(screen.getByTestId('preview-gender-female')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('assessment-step')).toHaveTextContent('Step 2 of 5');
    expect(draftLoads().map((call) => call.url.search)).toEqual(['?gender=male', '?gender=female']);
  });

  it('Leave test asks as for a student, then ends the run without a call', async () => {
    const { user, fetch } = setup(PREVIEW);
    await startFromInstructions(user);
    await expectAt(VIDEO1);
    await user.click(await screen.findByTestId('leave-test'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the test?' });
    await user.click(within(dialog).getByTestId('leave-confirm'));
    expect(await screen.findByTestId('preview-left')).toHaveTextContent('You left the preview');
    expect(location()).toBe(`${PREVIEW}/left?gender=female`);
    expect(fetch.calls.every((call) => call.method === 'GET')).toBe(true);

    await user.click(screen.getByTestId('preview-restart'));
    expect(await screen.findByTestId('start-career')).toBeInTheDocument();
  });

  it('a career without a draft: the server’s message and a way back to the console', async () => {
    setup(PREVIEW, 'admin', 'missing');
    expect(await screen.findByTestId('assessment-error-message')).toHaveTextContent(ASSESSMENT_MESSAGES.noContent);
    expect(screen.getByTestId('assessment-back')).toHaveAttribute('href', '/admin/');
    expect(screen.getByTestId('preview-banner')).toBeInTheDocument();
  });
});

describe('who may preview', () => {
  it.each<[Role | null, string]>([
    [null, 'preview-sign-in'],
    ['student', 'preview-home'],
    ['parent', 'preview-home'],
    ['campus_student', 'preview-home'],
    ['counsellor', 'staff-console-link'],
    ['school_admin', 'staff-console-link'],
  ])('%s is told the preview is for staff, and the draft is never asked for', async (role, action) => {
    const { draftLoads } = setup(PREVIEW, role);
    const refused = await screen.findByTestId('preview-refused');
    expect(refused).toHaveTextContent('Preview is for staff');
    expect(within(refused).getByTestId(action)).toBeInTheDocument();
    expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
    expect(draftLoads()).toEqual([]);
  });

  it('an admin may', async () => {
    setup(PREVIEW, 'admin');
    expect(await screen.findByTestId('instructions-heading')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-refused')).not.toBeInTheDocument();
  });
});
