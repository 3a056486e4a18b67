import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TIMING } from '@app/contracts';
import {
  firstOpenStep,
  flattenSteps,
  formatSeconds,
  parseStepPath,
  pickVideo,
  remainingSeconds,
  reportPath,
  stepPath,
  timerLevel,
} from './steps';
import { BASE, IDS, sampleSections } from './testServer';

describe('assessment steps', () => {
  it('flattens the sections in order and finds the first open step', () => {
    const steps = flattenSteps(sampleSections());
    expect(steps.map((step) => step.subsectionId)).toEqual([IDS.video1, IDS.video2, IDS.rating, IDS.choice, IDS.text]);
    expect(steps[3]).toMatchObject({ index: 3, sectionId: IDS.sectionB, type: 3 });
    expect(firstOpenStep(steps, new Set([IDS.video1]), new Set([IDS.video2]))?.subsectionId).toBe(IDS.rating);
    expect(firstOpenStep(steps, new Set(steps.map((step) => step.subsectionId)))).toBeNull();
  });

  it('builds and reads step paths', () => {
    const ref = { sectionId: IDS.sectionB, subsectionId: IDS.text, type: 4 as const };
    const path = stepPath(BASE, ref);
    expect(path).toBe(`${BASE}/section/${IDS.sectionB}/${IDS.text}/cn-4`);
    expect(parseStepPath(path, BASE)).toEqual(ref);
    expect(parseStepPath(BASE, BASE)).toBeNull();
    expect(parseStepPath(`${BASE}/completed`, BASE)).toBeNull();
  });

  it('picks the video by gender, then all, then the other gender', () => {
    const both = { male: '/m.webm', female: '/f.webm', all: '/a.webm' };
    expect(pickVideo(both, 'male')).toBe('/m.webm');
    expect(pickVideo(both, 'female')).toBe('/f.webm');
    expect(pickVideo(both, 'other')).toBe('/a.webm');
    expect(pickVideo({ all: '/a.webm' }, 'female')).toBe('/a.webm');
    expect(pickVideo({ male: '/m.webm' }, 'female')).toBe('/m.webm');
    expect(pickVideo({ female: '/f.webm' }, null)).toBe('/f.webm');
    expect(pickVideo(undefined, 'male')).toBeUndefined();
  });

  it('a resumed question has deadline − now − grace, within 0 and its timer', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
    const grace = ASSESSMENT_TIMING.graceSeconds;
    expect(remainingSeconds(60, null, now)).toBe(60);
    expect(remainingSeconds(60, at(grace + 25), now)).toBe(25);
    expect(remainingSeconds(60, at(grace + 500), now)).toBe(60);
    expect(remainingSeconds(60, at(grace - 5), now)).toBe(0);
    expect(remainingSeconds(60, 'not a date', now)).toBe(60);
  });

  it('timer levels and formats', () => {
    expect(timerLevel(21)).toBe('normal');
    expect(timerLevel(20)).toBe('warn');
    expect(timerLevel(11)).toBe('warn');
    expect(timerLevel(10)).toBe('danger');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(9)).toBe('0:09');
  });

  it('the report path carries the career name', () => {
    expect(reportPath('c-1', 'Pilot & Co')).toBe('/user-student/main/careers/c-1?name=Pilot+%26+Co');
    expect(reportPath('c-1', undefined)).toBe('/user-student/main/careers/c-1');
  });
});
