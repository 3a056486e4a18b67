import {
  ASSESSMENT_TIMING,
  type Section,
  type Subsection,
  type SubsectionType,
  type UserAttributes,
  type VideoContent,
} from '@app/contracts';

/** A step of the test as the URLs and the server's `progress.next` name it. */
export interface StepRef {
  sectionId: string;
  subsectionId: string;
  type: SubsectionType;
}

/** A step with its place in the whole test and its content. */
export interface FlatStep extends StepRef {
  index: number;
  section: Section;
  subsection: Subsection;
}

/** Every step in order: the subsections of the first section, then of the next, and so on. */
export function flattenSteps(sections: Section[]): FlatStep[] {
  const steps: FlatStep[] = [];
  for (const section of sections) {
    for (const subsection of section.subsections) {
      steps.push({
        index: steps.length,
        sectionId: section._id.$oid,
        subsectionId: subsection._id.$oid,
        type: subsection.type,
        section,
        subsection,
      });
    }
  }
  return steps;
}

export const DASHBOARD_PATH = '/user-student/main/dashboard';

/** /user-student/career/{userMapCareerId}/{careerId}: the instructions; the steps and `completed` live under it. */
export const assessmentBase = (userMapCareerId: string, careerId: string) =>
  `/user-student/career/${encodeURIComponent(userMapCareerId)}/${encodeURIComponent(careerId)}`;

/** The spec's section/{sectionId}/{subsectionId}/cn-{type}. */
export const stepPath = (base: string, step: StepRef) =>
  `${base}/section/${encodeURIComponent(step.sectionId)}/${encodeURIComponent(step.subsectionId)}/cn-${step.type}`;

/** The report of a finished career (the student area's careers/{careerId}?name=). */
export function reportPath(careerId: string, name: string | undefined): string {
  const query = name ? `?${new URLSearchParams({ name })}` : '';
  return `/user-student/main/careers/${encodeURIComponent(careerId)}${query}`;
}

export const sameStep = (a: StepRef | null | undefined, b: StepRef | null | undefined) =>
  Boolean(a && b && a.sectionId === b.sectionId && a.subsectionId === b.subsectionId);

/** The first step, in order, that is in neither set: where the player goes when it moves on by itself. */
export function firstOpenStep(steps: FlatStep[], ...done: ReadonlySet<string>[]): FlatStep | null {
  return steps.find((step) => !done.some((set) => set.has(step.subsectionId))) ?? null;
}

/**
 * The video for the student: their gender's, else the one for all, else the other gender's (spec: content.video
 * holds the video under a gender key or under `all`).
 */
export function pickVideo(
  video: VideoContent['video'] | undefined,
  gender: UserAttributes['gender'],
): string | undefined {
  if (!video) return undefined;
  if (gender === 'male') return video.male ?? video.all ?? video.female;
  if (gender === 'female') return video.female ?? video.all ?? video.male;
  return video.all ?? video.male ?? video.female;
}

/**
 * Seconds a resumed question has left: the server's deadline includes the grace (the pause before the question,
 * the overlay after it, latency), so the student's own time ends `graceSeconds` earlier. Never more than the
 * question's timer, never less than 0; without a deadline, the whole timer.
 */
export function remainingSeconds(timer: number, deadline: string | null | undefined, now = Date.now()): number {
  const full = Math.max(0, Math.floor(timer));
  if (!deadline) return full;
  const ends = Date.parse(deadline);
  if (Number.isNaN(ends)) return full;
  const left = Math.floor((ends - now) / 1000) - ASSESSMENT_TIMING.graceSeconds;
  return Math.min(full, Math.max(0, left));
}

/** "1:05", "0:09". */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export type TimerLevel = 'normal' | 'warn' | 'danger';

/** The question timer's colour: warn at 20 s left, danger at 10 s (spec section 9). */
export function timerLevel(secondsLeft: number): TimerLevel {
  if (secondsLeft <= ASSESSMENT_TIMING.dangerAtSeconds) return 'danger';
  if (secondsLeft <= ASSESSMENT_TIMING.warnAtSeconds) return 'warn';
  return 'normal';
}

/** The step a path names (…/section/{sectionId}/{subsectionId}/cn-{type}), or null for any other page. */
export function parseStepPath(pathname: string, base: string): StepRef | null {
  if (!pathname.startsWith(`${base}/`)) return null;
  const match = /^section\/([^/]+)\/([^/]+)\/cn-([1-4])\/?$/.exec(pathname.slice(base.length + 1));
  if (!match) return null;
  try {
    return {
      sectionId: decodeURIComponent(match[1]!),
      subsectionId: decodeURIComponent(match[2]!),
      type: Number(match[3]) as StepRef['type'],
    };
  } catch {
    return null;
  }
}
