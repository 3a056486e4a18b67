import { describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_TIMING, ERROR_CODES } from '@app/contracts';
import { ApiError } from '../../api/client';
import { PREVIEW_FINISHED_MESSAGE, PreviewAttempt, previewBackend } from './previewBackend';
import { IDS, previewDraft } from './testServer';

const video = (id: string, sectionId: string = IDS.sectionA) => ({ sectionId, subSectionId: id, type: 1 }) as const;
const rating = { sectionId: IDS.sectionA, subSectionId: IDS.rating, type: 2, questionType: 3, rating: 4 } as const;
const choice = { sectionId: IDS.sectionB, subSectionId: IDS.choice, type: 3, choice: 0 } as const;
const text = { sectionId: IDS.sectionB, subSectionId: IDS.text, type: 4, answer: 'Engines' } as const;

function setup() {
  let now = Date.parse('2026-05-01T10:00:00Z');
  const attempt = new PreviewAttempt(() => now);
  const fetchDraft = vi.fn(async () => previewDraft());
  const backend = previewBackend({ careerId: IDS.career, gender: 'female', attempt, exitPath: '/out', fetchDraft });
  const signal = new AbortController().signal;
  const submit = (submission: Parameters<PreviewAttempt['submit']>[0]) =>
    backend.submit({ careerId: IDS.career, userId: 'u-1', submission }, signal);
  return { attempt, backend, fetchDraft, submit, tick: (seconds: number) => (now += seconds * 1000) };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the preview backend', () => {
  it('keeps no answer in storage, and asks only for the draft, with the gender of its clips', async () => {
    const { backend, fetchDraft } = setup();
    expect(backend.queueKey).toBeNull();
    const content = await backend.content();
    expect(fetchDraft).toHaveBeenCalledWith(IDS.career, 'female', undefined);
    expect(content.status).toBe('ENROLLED');
    expect(content.progress).toMatchObject({ answered: [], done: 0, total: 5, deadline: null });
    expect(content.progress.next).toEqual({ sectionId: IDS.sectionA, subsectionId: IDS.video1, type: 1 });
  });

  it("takes the steps in order as the server would, and keeps the run's progress across loads", async () => {
    const { backend, submit, tick } = setup();
    await backend.content();
    expect(await submit(video(IDS.video1))).toMatchObject({
      status: 'accepted',
      progress: { done: 1, next: { subsectionId: IDS.video2 } },
    });
    // A repeat counts once, as the queue's retries do on the server.
    expect(await submit(video(IDS.video1))).toMatchObject({ status: 'duplicate', progress: { done: 1 } });
    expect((await refusal(submit(rating))).code).toBe(ERROR_CODES.StepOutOfOrder);
    expect((await refusal(submit({ ...rating, subSectionId: IDS.video2 }))).code).toBe(ERROR_CODES.StepWrongType);
    expect((await refusal(submit(video(IDS.career)))).code).toBe(ERROR_CODES.StepUnknown);

    tick(7);
    await submit(video(IDS.video2));
    // A reload (or the other gender's clips) resumes at the step due, with what its deadline leaves: the pause
    // after a video, the timer and the grace, from when it became due.
    tick(3);
    const reloaded = await backend.content();
    expect(reloaded.status).toBe('IN_PROGRESS');
    expect(reloaded.progress).toMatchObject({
      answered: [IDS.video1, IDS.video2],
      next: { subsectionId: IDS.rating, type: 2 },
      done: 2,
    });
    const left = Date.parse(reloaded.progress.deadline!) - Date.parse('2026-05-01T10:00:10Z');
    expect(left / 1000).toBe(ASSESSMENT_TIMING.pauseSeconds + 30 + ASSESSMENT_TIMING.graceSeconds - 3);
  });

  it('finishes only with every step answered; then the content reads completed', async () => {
    const { backend, submit } = setup();
    await backend.content();
    await submit(video(IDS.video1));
    const early = await refusal(backend.finish());
    expect(early.code).toBe(ERROR_CODES.StepsUnanswered);
    expect(early.message).toBe('You have 4 unanswered steps; answer them before finishing');
    for (const step of [video(IDS.video2), rating, choice, text]) await submit(step);
    expect(await backend.finish()).toEqual({ status: 'finished', message: PREVIEW_FINISHED_MESSAGE });
    expect(await backend.finish()).toEqual({ status: 'finished', message: PREVIEW_FINISHED_MESSAGE });
    expect((await backend.content()).status).toBe('COMPLETED');
    expect((await refusal(submit(text))).code).toBe(ERROR_CODES.AssessmentCompleted);
  });

  it('leaving forgets the answers: the run starts again', async () => {
    const { attempt, backend, submit } = setup();
    await backend.content();
    await submit(video(IDS.video1));
    await backend.abandon();
    expect(attempt.answers).toEqual([]);
    expect((await backend.content()).progress).toMatchObject({ done: 0, next: { subsectionId: IDS.video1 } });
  });
});
