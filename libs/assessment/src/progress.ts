import { ASSESSMENT_TIMING, type AssessmentProgress, type SubsectionType } from '@app/contracts';

/** One step of a test, in the order it must be taken: (section position, subsection position). */
export interface PlannedStep {
  sectionId: string;
  subsectionId: string;
  type: SubsectionType;
  /** Seconds; null for videos (and for a question stored without a timer: it has no deadline). */
  timer: number | null;
  /** How many options a choice question (type 3) has; null otherwise. */
  options: number | null;
  /** Seconds a video's clip plays; null for questions and for a video whose length is not known. */
  duration: number | null;
}

export type Timing = Pick<typeof ASSESSMENT_TIMING, 'pauseSeconds' | 'graceSeconds' | 'earlySlackSeconds'>;

/** The first step of `plan` not yet answered: steps are taken in order, so this is the one due now. */
export function nextDueIndex(plan: readonly PlannedStep[], answered: ReadonlySet<string>): number {
  const index = plan.findIndex((step) => !answered.has(step.subsectionId));
  return index === -1 ? plan.length : index;
}

/**
 * When the server stops taking an answer to the question at `index`: the moment it became due (the previous
 * step's acceptance, or the first fetch of the content for the first step), plus the pause the player shows
 * before a question that follows a video, plus its timer, plus the grace. Null for a video, a question with no
 * timer, and a step whose timer has not started (the content was never fetched).
 */
export function stepDeadline(
  plan: readonly PlannedStep[],
  index: number,
  stepStartedAt: Date | null,
  timing: Timing = ASSESSMENT_TIMING,
): Date | null {
  const step = plan[index];
  if (!step || step.type === 1 || step.timer === null || !stepStartedAt) return null;
  const pause = index > 0 && plan[index - 1].type === 1 ? timing.pauseSeconds : 0;
  return new Date(stepStartedAt.getTime() + (pause + step.timer + timing.graceSeconds) * 1000);
}

/** The earliest moment of a step whose clock has not started (its content was never fetched): never, until it is. */
export const NOT_YET = new Date(8.64e15);

/**
 * The earliest the server takes the step at `index`: a video once its clip could have played since the step
 * became due, a timed-out answer (nothing given) once its timer could have run out (the pause before it, then the
 * timer), each less `earlySlackSeconds`; NOT_YET while the step's clock has not started (nobody was shown it).
 * Null when any time will do: an answer given, a video of unknown length, a question with no timer.
 */
export function stepEarliest(
  plan: readonly PlannedStep[],
  index: number,
  stepStartedAt: Date | null,
  timedOut: boolean,
  timing: Timing = ASSESSMENT_TIMING,
): Date | null {
  const step = plan[index];
  if (!step) return null;
  let seconds: number;
  if (step.type === 1) {
    if (step.duration === null) return null;
    seconds = step.duration;
  } else {
    if (!timedOut || step.timer === null) return null;
    const pause = index > 0 && plan[index - 1].type === 1 ? timing.pauseSeconds : 0;
    seconds = pause + step.timer;
  }
  if (!stepStartedAt) return NOT_YET;
  return new Date(stepStartedAt.getTime() + Math.max(0, seconds - timing.earlySlackSeconds) * 1000);
}

/** Where a student stands: what is answered (in test order), the step due, its deadline, and the counts. */
export function computeProgress(
  plan: readonly PlannedStep[],
  answered: ReadonlySet<string>,
  stepStartedAt: Date | null,
  timing: Timing = ASSESSMENT_TIMING,
): AssessmentProgress {
  const done = plan.filter((step) => answered.has(step.subsectionId));
  const index = nextDueIndex(plan, answered);
  const next = plan[index];
  const deadline = next ? stepDeadline(plan, index, stepStartedAt, timing) : null;
  return {
    answered: done.map((step) => step.subsectionId),
    next: next ? { sectionId: next.sectionId, subsectionId: next.subsectionId, type: next.type } : null,
    deadline: deadline?.toISOString() ?? null,
    total: plan.length,
    done: done.length,
  };
}
