import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_TIMING,
  ERROR_CODES,
  type AssessmentProgress,
  type CareerContentResponse,
  type EnrolmentStatus,
  type FinishResponse,
  type PreviewGender,
  type StepSubmission,
  type StepSubmissionResponse,
} from '@app/contracts';
import { fetchContentPreview } from '../../api/assessment';
import { ApiError } from '../../api/client';
import { CONSOLE_URL } from '../auth/session';
import type { PlayerBackend } from './backend';
import { flattenSteps, type FlatStep } from './steps';

/** The finish's message in a preview (the finished screen has its own words; this is what the finish answers). */
export const PREVIEW_FINISHED_MESSAGE = 'Preview finished: nothing was recorded.';

const refusal = (status: number, message: string, code: string) => new ApiError(status, message, undefined, code);

/**
 * One run of the preview: what the server keeps of a student's attempt (the steps answered, when the step due
 * became due, whether it was finished), kept in memory here and nowhere else. A restart is a new run; a switch
 * between boys' and girls' clips keeps it (the player reloads the content with the other clips and resumes at the
 * step due, as after a student's reload).
 */
export class PreviewAttempt {
  /** The answers taken, in order (the player's own submissions, as the server would have stored them). */
  readonly answers: StepSubmission[] = [];
  finished = false;
  /** The steps as last loaded (the draft can change between loads: an editor may save meanwhile). */
  private steps: FlatStep[] = [];
  /** When the step due became due (ms): the first load, then each answer, as the server's `step_started_at`. */
  private dueSince: number | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** The draft with this run's progress in place of the server's (which says nobody has answered anything). */
  loaded(draft: CareerContentResponse): CareerContentResponse {
    this.steps = flattenSteps(draft.sections);
    this.dueSince ??= this.now();
    const status: EnrolmentStatus = this.finished ? 'COMPLETED' : this.answers.length ? 'IN_PROGRESS' : 'ENROLLED';
    return { ...draft, status, progress: this.progress() };
  }

  /**
   * A step's answer, checked as the server checks the player's own rules (the step is the test's, of its type, and
   * the one due; a repeat counts once), so the player behaves as for a student. Time is not judged: nothing is
   * scored, and staff may skip a clip.
   */
  submit(submission: StepSubmission): StepSubmissionResponse {
    const step = this.steps.find(
      (item) => item.subsectionId === submission.subSectionId && item.sectionId === submission.sectionId,
    );
    if (!step) throw refusal(400, ASSESSMENT_MESSAGES.unknownStep, ERROR_CODES.StepUnknown);
    if (this.finished) throw refusal(409, ASSESSMENT_MESSAGES.completed, ERROR_CODES.AssessmentCompleted);
    if (step.type !== submission.type) throw refusal(400, ASSESSMENT_MESSAGES.wrongType, ERROR_CODES.StepWrongType);
    if (this.isAnswered(step.subsectionId)) return { status: 'duplicate', progress: this.progress() };
    if (this.due()?.subsectionId !== step.subsectionId) {
      throw refusal(409, ASSESSMENT_MESSAGES.outOfOrder, ERROR_CODES.StepOutOfOrder);
    }
    this.answers.push(submission);
    this.dueSince = this.now();
    return { status: 'accepted', progress: this.progress() };
  }

  finish(): FinishResponse {
    const left = this.steps.filter((step) => !this.isAnswered(step.subsectionId)).length;
    if (left && !this.finished) {
      throw refusal(409, ASSESSMENT_MESSAGES.unanswered(left), ERROR_CODES.StepsUnanswered);
    }
    this.finished = true;
    return { status: 'finished', message: PREVIEW_FINISHED_MESSAGE };
  }

  /** Leaving: the answers go, and the run starts again from the instructions. */
  abandon() {
    this.answers.length = 0;
    this.finished = false;
    this.dueSince = null;
  }

  private isAnswered(subsectionId: string): boolean {
    return this.answers.some((answer) => answer.subSectionId === subsectionId);
  }

  private due(): FlatStep | null {
    return this.steps.find((step) => !this.isAnswered(step.subsectionId)) ?? null;
  }

  private progress(): AssessmentProgress {
    const next = this.due();
    const answered = this.steps.filter((step) => this.isAnswered(step.subsectionId)).map((step) => step.subsectionId);
    return {
      answered,
      next: next && { sectionId: next.sectionId, subsectionId: next.subsectionId, type: next.type },
      deadline: next ? this.deadline(next) : null,
      total: this.steps.length,
      done: answered.length,
    };
  }

  /**
   * The server's rule (docs/decisions.md, Assessments): a question's deadline is when it became due, plus the pause
   * after a video before it, its timer and the grace; a video has none. A reloaded player resumes with what is left.
   */
  private deadline(step: FlatStep): string | null {
    if (step.type === 1 || this.dueSince === null) return null;
    const previous = this.steps[step.index - 1];
    const pause = previous?.type === 1 ? ASSESSMENT_TIMING.pauseSeconds : 0;
    const timer = 'timer' in step.subsection.content ? step.subsection.content.timer : 0;
    return new Date(this.dueSince + (pause + timer + ASSESSMENT_TIMING.graceSeconds) * 1000).toISOString();
  }
}

/**
 * Staff's preview of a career's draft: the player on an in-memory backend. Its one call is the draft's GET (each
 * load, so the other gender's clips and an editor's latest save show); answers, the finish and leaving stay in the
 * run (`attempt`), and no answer is kept in storage.
 */
export function previewBackend({
  careerId,
  gender,
  attempt,
  exitPath,
  fetchDraft = fetchContentPreview,
}: {
  careerId: string;
  /** Whose clips the draft names. */
  gender: PreviewGender;
  attempt: PreviewAttempt;
  /** Where leaving the preview goes. */
  exitPath: string;
  fetchDraft?: typeof fetchContentPreview;
}): PlayerBackend {
  return {
    queueKey: null,
    content: async (signal) => attempt.loaded(await fetchDraft(careerId, gender, signal)),
    submit: async (item) => attempt.submit(item.submission),
    finish: async () => attempt.finish(),
    abandon: async () => attempt.abandon(),
    exitPath,
    back: { label: 'Back to the console', href: CONSOLE_URL, external: true },
  };
}
