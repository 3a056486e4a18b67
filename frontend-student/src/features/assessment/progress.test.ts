import { describe, expect, it } from 'vitest';
import type { CareerContentResponse } from '@app/contracts';
import { ApiError } from '../../api/client';
import { PlayerProgress } from './progress';
import { flattenSteps } from './steps';
import { IDS, sampleSections } from './testServer';

const steps = flattenSteps(sampleSections());
const content = (answered: string[], deadline: string | null = null) =>
  ({
    progress: { answered, done: answered.length, next: steps[answered.length] ?? null, deadline },
  }) as unknown as CareerContentResponse;

describe('PlayerProgress', () => {
  it('moves on past what the server and this visit have, queued answers included', () => {
    const progress = new PlayerProgress();
    const loaded = content([IDS.video1]);
    progress.loaded(loaded, new Set([IDS.video2]));
    expect(progress.next(steps, loaded)?.subsectionId).toBe(IDS.rating);
    progress.answered(IDS.rating);
    expect(progress.next(steps, loaded)?.subsectionId).toBe(IDS.choice);
  });

  it('gives the question due what its server deadline leaves, until an answer moves the test on', () => {
    const progress = new PlayerProgress();
    const rating = steps[2]!;
    progress.loaded(content([IDS.video1, IDS.video2], new Date(Date.now() - 60_000).toISOString()), new Set());
    expect(progress.secondsFor(rating, 30)).toBe(0);
    expect(progress.secondsFor(steps[3]!, 30)).toBe(30);
    progress.startFresh();
    expect(progress.secondsFor(rating, 30)).toBe(30);
  });

  it('knows a step refused twice, with the server words, until Try again', () => {
    const progress = new PlayerProgress();
    progress.refused(IDS.rating, new ApiError(409, "Time's up for this question"));
    expect(progress.refusedTwice(IDS.rating)).toBe(false);
    progress.refused(IDS.rating, new ApiError(409, 'Please answer the steps in order'));
    expect(progress.refusedTwice(IDS.rating)).toBe(true);
    expect(progress.lastRefusal).toBe('Please answer the steps in order');
    progress.forgetRefusals();
    expect(progress.refusedTwice(IDS.rating)).toBe(false);
  });
});
