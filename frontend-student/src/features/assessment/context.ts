import { createContext, useContext } from 'react';
import type { AuthUser, CareerContentResponse, StepSubmission } from '@app/contracts';
import type { FlatStep, StepRef } from './steps';

/** Where the player goes after a step: the next step, `null` for the finish, or 'handled' (it went elsewhere). */
export type NextMove = StepRef | null | 'handled';

/** What the player (AssessmentPlayer) gives its steps. */
export interface AssessmentApi {
  content: CareerContentResponse;
  steps: FlatStep[];
  user: AuthUser;
  /** /user-student/career/{userMapCareerId}/{careerId} */
  base: string;
  /**
   * Sends a step's answer (kept and retried when the network fails) and works out what comes next: the server's
   * `progress.next` when it answered, else the next step not yet answered here.
   */
  submit: (step: FlatStep, submission: StepSubmission) => Promise<NextMove>;
  /** Goes to a step (replacing the current history entry), or finishes for `null`. */
  goTo: (next: StepRef | null) => void;
  /** The instructions' Confirm / Resume: the step due, or the first one. */
  start: () => void;
  /** Seconds a question has: its timer, or what its server deadline leaves when the test was resumed on it. */
  secondsFor: (step: FlatStep, timer: number) => number;
  /** The app's own back: asks before leaving the test. */
  requestLeave: () => void;
}

export const AssessmentContext = createContext<AssessmentApi | null>(null);

export function useAssessment(): AssessmentApi {
  const api = useContext(AssessmentContext);
  if (!api) throw new Error('useAssessment must be used inside the assessment player');
  return api;
}
