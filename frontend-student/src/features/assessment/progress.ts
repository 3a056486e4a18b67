import type { CareerContentResponse } from '@app/contracts';
import type { ApiError } from '../../api/client';
import { firstOpenStep, remainingSeconds, type FlatStep, type StepRef } from './steps';

/**
 * What the player knows of this visit beyond the server's progress: the steps answered (or given up on) here,
 * the server's refusals, and the deadline a resumed question keeps. Plain data, read by the player's callbacks
 * (never during render).
 */
export class PlayerProgress {
  /** Steps answered (or given up on) during this visit, and the answers still queued at load. */
  private doneHere = new Set<string>();
  /** How often the server refused each step: a step refused twice stops the player instead of looping. */
  private refusals = new Map<string, number>();
  /** The server's words of its last refusal, shown when the player stops. */
  lastRefusal: string | null = null;
  /** The server's deadline of the question due at the last load, for a resumed question's timer. */
  private resume: { subsectionId: string; deadline: string | null } | null = null;

  /** A load: the answers still queued count as done here, and the question due keeps the server's deadline. */
  loaded(content: CareerContentResponse, queued: Set<string>) {
    this.doneHere = new Set(queued);
    const next = content.progress?.next;
    this.resume = next ? { subsectionId: next.subsectionId, deadline: content.progress.deadline } : null;
  }

  /** A step answered here: the player moves past it, and later questions get their full timers. */
  answered(subsectionId: string) {
    this.doneHere.add(subsectionId);
    this.resume = null;
  }

  /** A test started afresh runs every timer in full. */
  startFresh() {
    this.resume = null;
  }

  refused(subsectionId: string, error: ApiError) {
    this.refusals.set(subsectionId, (this.refusals.get(subsectionId) ?? 0) + 1);
    this.lastRefusal = error.message;
  }

  refusedTwice(subsectionId: string): boolean {
    return (this.refusals.get(subsectionId) ?? 0) >= 2;
  }

  /** Try again after the player stopped: the server gets another chance at every step. */
  forgetRefusals() {
    this.refusals.clear();
  }

  /** The next step when the player moves on by itself: the first one neither the server nor this visit has. */
  next(steps: FlatStep[], content: CareerContentResponse | null): StepRef | null {
    return firstOpenStep(steps, new Set(content?.progress.answered ?? []), this.doneHere);
  }

  /** Seconds a question has: its timer, or what the server's deadline leaves when the test resumed on it. */
  secondsFor(step: FlatStep, timer: number): number {
    const resumed = this.resume;
    return remainingSeconds(timer, resumed?.subsectionId === step.subsectionId ? resumed.deadline : null);
  }
}
