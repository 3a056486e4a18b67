import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_MESSAGES, ASSESSMENT_TIMING, CONSENT_MESSAGES, ERROR_CODES, RATING_LABELS } from '@app/contracts';
import { storeTokens } from '../../test/authFixtures';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/utils';
import { AssessmentPage } from './AssessmentPage';
import { queueKey } from './submitQueue';
import { assessmentServer, BASE, IDS, sampleSections, stepUrl } from './testServer';

const PATH = '/user-student/career/:id/:careerId/*';
const VIDEO1 = stepUrl(IDS.sectionA, IDS.video1, 1);
const VIDEO2 = stepUrl(IDS.sectionA, IDS.video2, 1);
const RATING = stepUrl(IDS.sectionA, IDS.rating, 2);
const CHOICE = stepUrl(IDS.sectionB, IDS.choice, 3);
const TEXT = stepUrl(IDS.sectionB, IDS.text, 4);

let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom has no media playback.
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(route: string, server = assessmentServer()) {
  storeTokens();
  const fetch = stubFetch(server.handler);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithApp(<AssessmentPage />, { route, path: PATH });
  const submits = () =>
    fetch.calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/submit')).map((c) => c.body);
  return { server, user, fetch, submits };
}

const location = () => screen.getByTestId('location').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function expectAt(path: string) {
  await waitFor(() => expect(location()).toBe(path));
}

describe('instructions', () => {
  it('shows the heading and numbered list; the checkbox enables Start Career, whose dialog confirms', async () => {
    const { user } = setup(BASE);
    expect(await screen.findByTestId('instructions-heading')).toHaveTextContent('Read before you start');
    const list = screen.getByTestId('instructions-list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('instructions-heading')).toHaveFocus());

    const start = screen.getByTestId('start-career');
    expect(start).toBeDisabled();
    await user.click(screen.getByTestId('instructions-checkbox'));
    expect(start).toBeEnabled();

    await user.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm to Start' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(BASE);

    await user.click(start);
    await user.click(await screen.findByTestId('confirm-start'));
    await expectAt(VIDEO1);
    expect(await screen.findByTestId('video-countdown')).toBeInTheDocument();
  });

  it('a test under way offers Resume, straight to the step due', async () => {
    const { user } = setup(BASE, assessmentServer({ answered: [IDS.video1, IDS.video2] }));
    const resume = await screen.findByTestId('resume-career');
    expect(screen.queryByTestId('start-career')).not.toBeInTheDocument();
    expect(screen.getByTestId('resume-note')).toHaveTextContent('You have answered 2 of 5 steps');
    await user.click(resume);
    await expectAt(RATING);
  });

  it('a content load failure: the server message as a toast and a way back', async () => {
    setup(`/user-student/career/${IDS.career}/${IDS.career}`);
    expect(await screen.findByTestId('assessment-error-message')).toHaveTextContent(
      'You are not enrolled in this career',
    );
    expect(screen.getByTestId('assessment-back')).toHaveAttribute('href', '/user-student/main/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not enrolled in this career');
  });

  it("a minor without a parent's consent (Start Now) is offered the request to a parent, not Try again", async () => {
    const server = assessmentServer();
    const refusing = {
      ...server,
      handler: (url: URL, init: RequestInit | undefined) =>
        url.pathname === '/api/career/content'
          ? jsonResponse({ message: CONSENT_MESSAGES.required, code: ERROR_CODES.ParentalConsentRequired }, 403)
          : server.handler(url, init),
    };
    const { user } = setup(BASE, refusing as typeof server);
    expect(await screen.findByTestId('assessment-error-message')).toHaveTextContent(CONSENT_MESSAGES.required);
    expect(screen.queryByTestId('assessment-retry')).toBeNull();
    await user.click(screen.getByTestId('assessment-consent'));
    expect(await screen.findByTestId('consent-parent-email')).toBeInTheDocument();
  });
});

describe('video step', () => {
  it('plays the gender’s video after 5 s, submits on ended, goes straight to a next video, then pauses before a question', async () => {
    const { submits } = setup(VIDEO1);
    const countdown = await screen.findByTestId('video-countdown');
    expect(countdown).toHaveTextContent('5');
    const video = screen.getByTestId('assessment-video') as HTMLVideoElement;
    // The student (authUser) is female.
    expect(video.getAttribute('src')).toBe('/media/v1-female.webm');
    expect(play).not.toHaveBeenCalled();

    await advance(ASSESSMENT_TIMING.videoPrerollSeconds * 1000);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('video-countdown')).not.toBeInTheDocument();

    fireEvent.ended(video);
    await expectAt(VIDEO2);
    expect(submits()).toEqual([{ sectionId: IDS.sectionA, subSectionId: IDS.video1, type: 1 }]);
    expect(screen.queryByTestId('pause-countdown')).not.toBeInTheDocument();
    // A new step: its own countdown, and the heading has the focus.
    expect(await screen.findByTestId('video-countdown')).toBeInTheDocument();
    expect(screen.getByTestId('video-title')).toHaveTextContent('The tools');
    await waitFor(() => expect(screen.getByTestId('video-title')).toHaveFocus());

    await advance(5000);
    fireEvent.ended(screen.getByTestId('assessment-video'));
    expect(await screen.findByTestId('pause-countdown')).toBeInTheDocument();
    expect(location()).toBe(VIDEO2);
    await advance(ASSESSMENT_TIMING.pauseSeconds * 1000);
    await expectAt(RATING);
    expect(submits()).toHaveLength(2);
  });

  it('falls back to muted autoplay with a Turn on sound button, and to a Play button when even that is refused', async () => {
    const refused = () => Promise.reject(new DOMException('No sound without a gesture', 'NotAllowedError'));
    play.mockImplementationOnce(refused).mockImplementationOnce(() => Promise.resolve());
    const { user } = setup(VIDEO1);
    await screen.findByTestId('video-countdown');
    await advance(5000);
    const unmute = await screen.findByTestId('video-unmute');
    const video = screen.getByTestId('assessment-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    await user.click(unmute);
    expect(video.muted).toBe(false);
    expect(screen.queryByTestId('video-unmute')).not.toBeInTheDocument();
  });

  it('a Play button when autoplay is refused even muted', async () => {
    const refused = () => Promise.reject(new DOMException('Blocked', 'NotAllowedError'));
    play.mockImplementationOnce(refused).mockImplementationOnce(refused);
    const { user } = setup(VIDEO1);
    await screen.findByTestId('video-countdown');
    await advance(5000);
    await user.click(await screen.findByTestId('video-play'));
    expect(play).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(screen.queryByTestId('video-play')).not.toBeInTheDocument());
  });
});

describe('rating step', () => {
  it('Next needs a rating; the five options carry the labels and are radios', async () => {
    const { user, submits } = setup(RATING, assessmentServer({ answered: [IDS.video1, IDS.video2] }));
    const next = await screen.findByTestId('rating-next');
    expect(screen.getByTestId('question-text')).toHaveTextContent('I enjoy fixing things');
    await waitFor(() => expect(screen.getByTestId('question-text')).toHaveFocus());
    const group = screen.getByRole('radiogroup', { name: 'I enjoy fixing things' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([...RATING_LABELS]);
    expect(next).toBeDisabled();
    await user.click(screen.getByTestId('rating-option-4'));
    expect(screen.getByRole('radio', { name: 'Agree' })).toBeChecked();
    expect(next).toBeEnabled();
    await user.click(next);
    await expectAt(CHOICE);
    expect(submits()).toEqual([
      { sectionId: IDS.sectionA, subSectionId: IDS.rating, type: 2, questionType: 3, rating: 4 },
    ]);
  });

  it('the timer turns amber at 20 s and red at 10 s; on expiry the pause overlay, then null is sent', async () => {
    const { submits } = setup(RATING, assessmentServer({ answered: [IDS.video1, IDS.video2] }));
    const timer = await screen.findByTestId('question-timer');
    expect(timer).toHaveTextContent('0:30');
    expect(timer).toHaveAttribute('data-level', 'normal');

    await advance(10_000);
    expect(timer).toHaveTextContent('0:20');
    expect(timer).toHaveAttribute('data-level', 'warn');
    expect(screen.getByTestId('timer-announcement')).toHaveTextContent('20 seconds left');
    await advance(10_000);
    expect(timer).toHaveAttribute('data-level', 'danger');
    expect(screen.getByTestId('timer-announcement')).toHaveTextContent('10 seconds left');

    await advance(10_000);
    const overlay = await screen.findByTestId('pause-overlay');
    expect(overlay).toHaveTextContent('Pause a while...');
    expect(screen.getByTestId('rating-next')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Agree' })).toBeDisabled();
    expect(submits()).toHaveLength(0);

    await advance(ASSESSMENT_TIMING.pauseSeconds * 1000);
    await expectAt(CHOICE);
    expect(submits()).toEqual([
      { sectionId: IDS.sectionA, subSectionId: IDS.rating, type: 2, questionType: 3, rating: null },
    ]);
  });

  it('a rating chosen before the time ran out is the one sent on expiry', async () => {
    const { user, submits } = setup(RATING, assessmentServer({ answered: [IDS.video1, IDS.video2] }));
    await user.click(await screen.findByTestId('rating-option-2'));
    await advance(30_000);
    await screen.findByTestId('pause-overlay');
    await advance(5000);
    await expectAt(CHOICE);
    expect(submits()[0]).toMatchObject({ rating: 2 });
  });
});

describe("a parent's consent withdrawn during the test", () => {
  const refusal = { status: 403, message: CONSENT_MESSAGES.required, code: ERROR_CODES.ParentalConsentRequired };

  it('a refused step stops the player and offers the request to a parent; no further step is asked', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user, submits } = setup(RATING, server);
    server.state.refuseNext = refusal;
    await user.click(await screen.findByTestId('rating-option-4'));
    await user.click(screen.getByTestId('rating-next'));
    expect(await screen.findByTestId('assessment-error-message')).toHaveTextContent(CONSENT_MESSAGES.required);
    expect(screen.queryByTestId('assessment-retry')).toBeNull();
    expect(screen.queryByTestId('question-step')).toBeNull();
    expect(location()).toBe(RATING);
    expect(submits()).toHaveLength(1);
    await user.click(screen.getByTestId('assessment-consent'));
    expect(await screen.findByTestId('consent-parent-email')).toBeInTheDocument();
  });

  it('a refused finish stops the player with the request, without asking the server again', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2, IDS.rating, IDS.choice] });
    const { user, fetch } = setup(TEXT, server);
    server.state.refuseFinish = refusal;
    const submit = await screen.findByTestId('text-submit');
    // The question's heading takes the focus when it shows; type after that.
    await waitFor(() => expect(screen.getByTestId('question-text')).toHaveFocus());
    await user.type(screen.getByTestId('text-answer'), 'I like engines');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByTestId('assessment-consent')).toBeInTheDocument();
    expect(screen.getByTestId('assessment-error-message')).toHaveTextContent(CONSENT_MESSAGES.required);
    expect(fetch.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(server.state.contentLoads).toBe(1);
  });
});

describe('choice and text steps', () => {
  it('cn-3 sends the chosen index, cn-4 the text with a counter, then the finish and the completed page', async () => {
    const { user, submits, fetch, server } = setup(
      CHOICE,
      assessmentServer({ answered: [IDS.video1, IDS.video2, IDS.rating] }),
    );
    const next = await screen.findByTestId('choice-next');
    expect(next).toBeDisabled();
    expect(screen.getByTestId('question-section')).toHaveTextContent('Career Day');
    await user.click(screen.getByTestId('choice-option-1'));
    expect(screen.getByRole('radio', { name: 'Evening' })).toBeChecked();
    await user.click(next);
    await expectAt(TEXT);

    const submit = await screen.findByTestId('text-submit');
    expect(submit).toBeDisabled();
    const answer = screen.getByTestId('text-answer');
    expect(answer).toHaveAttribute('maxLength', '500');
    await user.type(answer, 'I like engines');
    expect(screen.getByTestId('text-counter')).toHaveTextContent('14 / 500');
    await user.click(submit);

    expect(await screen.findByTestId('completed-page')).toBeInTheDocument();
    expect(location()).toBe(`${BASE}/completed`);
    expect(submits()).toEqual([
      { sectionId: IDS.sectionB, subSectionId: IDS.choice, type: 3, choice: 1 },
      { sectionId: IDS.sectionB, subSectionId: IDS.text, type: 4, answer: 'I like engines' },
    ]);
    const finish = fetch.calls.find((call) => call.method === 'PUT');
    expect(finish?.url.pathname).toBe(`/api/career/${IDS.career}/user/u-1/submit`);
    expect(server.state.status).toBe('COMPLETED');
    expect(screen.getByTestId('completed-message')).toHaveTextContent('Your answers are in.');
    expect(screen.getByTestId('completed-report')).toHaveAttribute(
      'href',
      `/user-student/main/careers/${IDS.career}?name=Automobile+Engineer`,
    );
    expect(screen.getByTestId('completed-dashboard')).toHaveAttribute('href', '/user-student/main/dashboard');
  });

  it('cn-3 and cn-4 send null and the text so far when their time runs out', async () => {
    const { user, submits } = setup(CHOICE, assessmentServer({ answered: [IDS.video1, IDS.video2, IDS.rating] }));
    await screen.findByTestId('choice-next');
    await advance(30_000);
    await screen.findByTestId('pause-overlay');
    await advance(5000);
    await expectAt(TEXT);
    await user.type(await screen.findByTestId('text-answer'), 'Half an ans');
    await advance(30_000);
    await screen.findByTestId('pause-overlay');
    await advance(5000);
    expect(await screen.findByTestId('completed-page')).toBeInTheDocument();
    expect(submits()).toEqual([
      { sectionId: IDS.sectionB, subSectionId: IDS.choice, type: 3, choice: null },
      { sectionId: IDS.sectionB, subSectionId: IDS.text, type: 4, answer: 'Half an ans' },
    ]);
  });
});

describe('resilience', () => {
  it('keeps answers offline, moves on, retries in order with backoff, and flushes before the finish', async () => {
    // Long timers: the retries take a while.
    const server = assessmentServer({ sections: sampleSections(300), answered: [IDS.video1, IDS.video2] });
    const { user, fetch } = setup(RATING, server);
    server.state.failSubmits = 'network';

    await user.click(await screen.findByTestId('rating-option-5'));
    await user.click(screen.getByTestId('rating-next'));
    // Moved on locally; the answer is kept.
    await expectAt(CHOICE);
    expect(await screen.findByTestId('save-status')).toHaveAttribute('data-state', 'offline');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Offline, your answers are kept');
    const kept = JSON.parse(localStorage.getItem(queueKey(IDS.userMapCareer)) ?? '[]') as unknown[];
    expect(kept).toHaveLength(1);

    await user.click(await screen.findByTestId('choice-option-0'));
    await user.click(screen.getByTestId('choice-next'));
    await expectAt(TEXT);
    expect(JSON.parse(localStorage.getItem(queueKey(IDS.userMapCareer)) ?? '[]')).toHaveLength(2);

    // Still offline: retried with backoff.
    const attempts = () => fetch.calls.filter((call) => call.method === 'POST').length;
    const before = attempts();
    await advance(10_000);
    expect(attempts()).toBeGreaterThan(before);
    expect(server.state.submissions).toHaveLength(0);

    // Back online: the browser says so and both go out, in order.
    server.state.failSubmits = null;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'idle'));
    expect(server.state.submissions.map((body) => body.subSectionId)).toEqual([IDS.rating, IDS.choice]);
    expect(localStorage.getItem(queueKey(IDS.userMapCareer))).toBeNull();

    // Offline again at the end: the finish waits for the answer to go out.
    server.state.failSubmits = 'network';
    await user.type(await screen.findByTestId('text-answer'), 'Engines');
    await user.click(screen.getByTestId('text-submit'));
    expect(await screen.findByTestId('finishing')).toBeInTheDocument();
    expect(await screen.findByTestId('finish-retry')).toBeInTheDocument();
    expect(screen.getByTestId('finishing')).toHaveTextContent('Offline, your answers are kept');
    expect(fetch.calls.some((call) => call.method === 'PUT')).toBe(false);
    server.state.failSubmits = null;
    await advance(30_000);
    expect(await screen.findByTestId('completed-page')).toBeInTheDocument();
    const puts = fetch.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    const lastSubmit = fetch.calls.filter((call) => call.method === 'POST').at(-1)!;
    expect(fetch.calls.indexOf(lastSubmit)).toBeLessThan(fetch.calls.indexOf(puts[0]!));
    expect(server.state.answered).toEqual([IDS.video1, IDS.video2, IDS.rating, IDS.choice, IDS.text]);
  });

  it('a 5xx counts as the network: kept and retried', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user } = setup(RATING, server);
    server.state.failSubmits = 503;
    await user.click(await screen.findByTestId('rating-option-3'));
    await user.click(screen.getByTestId('rating-next'));
    await expectAt(CHOICE);
    expect(server.state.answered).not.toContain(IDS.rating);
    server.state.failSubmits = null;
    await advance(2000);
    await waitFor(() => expect(server.state.answered).toContain(IDS.rating));
  });

  it('a reload resumes at the step due: kept answers are sent first, then the content says where', async () => {
    const server = assessmentServer({ answered: [IDS.video1] });
    localStorage.setItem(
      queueKey(IDS.userMapCareer),
      JSON.stringify([
        {
          careerId: IDS.career,
          userId: 'u-1',
          submission: { sectionId: IDS.sectionA, subSectionId: IDS.video2, type: 1 },
        },
      ]),
    );
    const { fetch } = setup(VIDEO1, server);
    await expectAt(RATING);
    expect(await screen.findByTestId('rating-next')).toBeInTheDocument();
    const paths = fetch.calls.filter((call) => call.url.pathname.startsWith('/api/career')).map((c) => c.method);
    expect(paths).toEqual(['POST', 'GET']);
    expect(server.state.answered).toEqual([IDS.video1, IDS.video2]);
    expect(localStorage.getItem(queueKey(IDS.userMapCareer))).toBeNull();
  });

  it('a resumed question keeps what its deadline leaves (minus the grace), never more than its timer', async () => {
    const deadline = new Date(Date.now() + (12 + ASSESSMENT_TIMING.graceSeconds) * 1000).toISOString();
    setup(VIDEO2, assessmentServer({ answered: [IDS.video1, IDS.video2], deadline }));
    await expectAt(RATING);
    const timer = await screen.findByTestId('question-timer');
    expect(Number(timer.getAttribute('data-seconds'))).toBeGreaterThanOrEqual(11);
    expect(Number(timer.getAttribute('data-seconds'))).toBeLessThanOrEqual(12);
    expect(timer).toHaveAttribute('data-level', 'warn');
  });

  it('a 409 (late) does not wedge the player: it reloads the content and goes on at progress.next', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user } = setup(RATING, server);
    await screen.findByTestId('rating-next');
    const loads = server.state.contentLoads;
    // The server refuses the answer as late but has moved on past the question meanwhile.
    server.state.refuseNext = { status: 409, message: "Time's up for this question" };
    server.state.answered.push(IDS.rating);
    await user.click(screen.getByTestId('rating-option-1'));
    await user.click(screen.getByTestId('rating-next'));
    await expectAt(CHOICE);
    expect(server.state.contentLoads).toBe(loads + 1);
    expect(await screen.findByTestId('choice-next')).toBeInTheDocument();
  });

  it('a video the server finds too early is kept and sent again shortly: the player moves on, not offline', async () => {
    const server = assessmentServer({ answered: [IDS.video1] });
    const { user } = setup(VIDEO2, server);
    server.state.tooEarly.add(IDS.video2);
    await screen.findByTestId('video-countdown');
    await advance(ASSESSMENT_TIMING.videoPrerollSeconds * 1000);
    fireEvent.ended(screen.getByTestId('assessment-video'));
    // Not a conflict (no reload of the content, no refusal): the pause, then the question, as after any video.
    expect(await screen.findByTestId('pause-countdown')).toBeInTheDocument();
    await advance(ASSESSMENT_TIMING.pauseSeconds * 1000);
    await expectAt(RATING);
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saving');
    expect(server.state.answered).toEqual([IDS.video1]);
    expect(server.state.contentLoads).toBe(1);

    // The server's clock reaches the clip's end: the kept answer goes, then the question's, in order.
    server.state.tooEarly.clear();
    await advance(2000);
    await waitFor(() => expect(server.state.answered).toEqual([IDS.video1, IDS.video2]));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'idle'));
    await user.click(await screen.findByTestId('rating-option-4'));
    await user.click(screen.getByTestId('rating-next'));
    await expectAt(CHOICE);
    expect(server.state.answered).toEqual([IDS.video1, IDS.video2, IDS.rating]);
    expect(server.state.submissions.filter((body) => body.subSectionId === IDS.video2).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(server.state.contentLoads).toBe(1);
  });

  it('a timed-out answer the server finds too early (its clock behind the browser) is sent again until taken', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    setup(RATING, server);
    await screen.findByTestId('question-timer');
    server.state.tooEarly.add(IDS.rating);
    for (let i = 0; i < 3; i += 1) await advance(10_000);
    await screen.findByTestId('pause-overlay');
    await advance(ASSESSMENT_TIMING.pauseSeconds * 1000);
    await expectAt(CHOICE);
    expect(server.state.answered).not.toContain(IDS.rating);
    expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saving');
    await advance(4000);
    server.state.tooEarly.clear();
    await advance(2000);
    await waitFor(() => expect(server.state.answered).toContain(IDS.rating));
    expect(server.state.contentLoads).toBe(1);
  });

  it('another 4xx is only logged and the test goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user } = setup(RATING, server);
    server.state.refuseNext = { status: 400, message: 'Rating must be a whole number from 1 to 5' };
    await user.click(await screen.findByTestId('rating-option-1'));
    await user.click(screen.getByTestId('rating-next'));
    await expectAt(CHOICE);
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a finish refused as already completed goes to the completed page, known by its code whatever the words', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2, IDS.rating, IDS.choice] });
    const { user } = setup(TEXT, server);
    server.state.refuseFinish = { status: 409, message: 'Already done, thanks', code: ERROR_CODES.AssessmentCompleted };
    const submit = await screen.findByTestId('text-submit');
    // The question's heading takes the focus when it shows; type after that.
    await waitFor(() => expect(screen.getByTestId('question-text')).toHaveFocus());
    await user.type(screen.getByTestId('text-answer'), 'Engines');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByTestId('completed-page')).toBeInTheDocument();
    expect(server.state.finishes).toBe(1);
  });

  it("a finish refused with the completed message's words but another code is not taken for completed", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2, IDS.rating, IDS.choice] });
    const { user } = setup(TEXT, server);
    server.state.refuseFinish = { status: 409, message: ASSESSMENT_MESSAGES.completed, code: ERROR_CODES.Conflict };
    const submit = await screen.findByTestId('text-submit');
    // The question's heading takes the focus when it shows; type after that.
    await waitFor(() => expect(screen.getByTestId('question-text')).toHaveFocus());
    await user.type(screen.getByTestId('text-answer'), 'Engines');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    // Asks the server where the test stands instead (and finishes on the second try).
    await waitFor(() => expect(server.state.finishes).toBe(2));
    expect(await screen.findByTestId('completed-page')).toBeInTheDocument();
    expect(server.state.contentLoads).toBe(2);
  });

  it('a completed career goes to the completed page', async () => {
    const server = assessmentServer({
      answered: [IDS.video1, IDS.video2, IDS.rating, IDS.choice, IDS.text],
      status: 'COMPLETED',
    });
    setup(BASE, server);
    expect(await screen.findByTestId('completed-page')).toBeInTheDocument();
    expect(screen.getByTestId('completed-report')).toHaveAttribute(
      'href',
      `/user-student/main/careers/${IDS.career}?name=Automobile+Engineer`,
    );
  });
});

describe('leaving from the app', () => {
  it('the Leave test button asks; Cancel stays, Confirm abandons and goes to the dashboard', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user } = setup(RATING, server);
    await user.click(await screen.findByTestId('leave-test'));
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent('You will lose all the data and will need to buy again to take this career.');
    await user.click(screen.getByTestId('leave-cancel'));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).not.toBeInTheDocument());
    expect(location()).toBe(RATING);
    expect(server.state.abandons).toBe(0);

    await user.click(screen.getByTestId('leave-test'));
    await user.click(await screen.findByTestId('leave-confirm'));
    await expectAt('/user-student/main/dashboard');
    expect(server.state.abandons).toBe(1);
  });

  it("a school classroom's career: the dialog says it can be taken again, not bought again", async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2], onLeave: 'retake' });
    const { user } = setup(RATING, server);
    await user.click(await screen.findByTestId('leave-test'));
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent(
      'You will lose all the data of this attempt. The career stays in My Careers, and you can take the test again from the start.',
    );
    expect(dialog).not.toHaveTextContent(/buy/i);
    await user.click(screen.getByTestId('leave-confirm'));
    await expectAt('/user-student/main/dashboard');
    expect(server.state.abandons).toBe(1);
  });

  it('the Leave test button is a destructive outlined button, reached and pressed from the keyboard', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user } = setup(RATING, server);
    const button = await screen.findByRole('button', { name: 'Leave test' });
    expect(button).toHaveClass('MuiButton-outlined', 'MuiButton-colorError');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('leave-dialog')).toBeInTheDocument();
  });

  it('Confirm on a test already completed elsewhere (known by its code) still leaves', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user } = setup(RATING, server);
    server.state.refuseAbandon = { status: 409, message: 'Some words', code: ERROR_CODES.AssessmentCompleted };
    await user.click(await screen.findByTestId('leave-test'));
    await user.click(await screen.findByTestId('leave-confirm'));
    await expectAt('/user-student/main/dashboard');
  });

  it('a refused leave with a generic 409 code stays on the test and shows the message', async () => {
    const server = assessmentServer({ answered: [IDS.video1, IDS.video2] });
    const { user } = setup(RATING, server);
    server.state.refuseAbandon = { status: 409, message: 'Please try again', code: ERROR_CODES.Conflict };
    await user.click(await screen.findByTestId('leave-test'));
    await user.click(await screen.findByTestId('leave-confirm'));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Please try again');
    expect(location()).toBe(RATING);
    expect(server.state.abandons).toBe(1);
  });

  it('the instructions page does not ask (the test has not started)', async () => {
    setup(BASE);
    await screen.findByTestId('instructions-heading');
    expect(screen.queryByTestId('leave-test')).not.toBeInTheDocument();
  });
});
