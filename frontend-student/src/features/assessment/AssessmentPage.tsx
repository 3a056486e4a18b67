import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import {
  ASSESSMENT_MESSAGES,
  ERROR_CODES,
  type AuthUser,
  type CareerContentResponse,
  type StepSubmission,
} from '@app/contracts';
import { abandonCareer, fetchCareerContent, finishCareer, submitStep } from '../../api/assessment';
import { ApiError, isAbortError } from '../../api/client';
import { PageLoader } from '../../components/PageLoader';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../auth/session';
import { serverMessage } from '../cart/messages';
import { CompletedPage, type CompletedState } from './CompletedPage';
import { hasCode, isCompleted } from './errors';
import { AssessmentContext, useAssessment, type AssessmentApi, type NextMove } from './context';
import { InstructionsStep } from './InstructionsStep';
import { LeaveDialog } from './LeaveDialog';
import { ChoiceStep, RatingStep, TextStep } from './QuestionSteps';
import {
  assessmentBase,
  DASHBOARD_PATH,
  firstOpenStep,
  flattenSteps,
  parseStepPath,
  remainingSeconds,
  stepPath,
  type FlatStep,
  type StepRef,
} from './steps';
import {
  isRetryable,
  queueKey,
  SubmitQueue,
  type QueueStatus,
  type QueuedStep,
  type SubmitOutcome,
} from './submitQueue';
import { useLeaveGuard } from './useLeaveGuard';
import { VideoStep } from './VideoStep';

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};
const samePath = (a: string, b: string) => a === b || decoded(a) === decoded(b);

/** Waits between attempts of the finish while the network is down. */
const FINISH_BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

/**
 * /user-student/career/{userMapCareerId}/{careerId}/*: the assessment player (spec section 4, Career assessment).
 * The instructions, the steps (section/{sectionId}/{subsectionId}/cn-1..cn-4) and `completed`, outside the student
 * area's side navigation.
 */
export function AssessmentPage() {
  const { id, careerId } = useParams();
  const { user } = useSession();
  if (!user || !id || !careerId) return <PageLoader label="Loading the test" />;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }} data-testid="assessment-page">
      <Routes>
        <Route path="completed" element={<CompletedPage userMapCareerId={id} careerId={careerId} />} />
        <Route
          path="*"
          element={
            <AssessmentPlayer key={`${id}:${user.user_id}`} userMapCareerId={id} careerId={careerId} user={user} />
          }
        />
      </Routes>
    </Box>
  );
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready' }
  /** Sending what is left, then the finish PUT; `offline` while the network is down. */
  | { kind: 'finishing'; offline: boolean }
  /** The content could not be loaded, the test was ended, or the server keeps refusing a step. */
  | { kind: 'failed'; message: string };

function AssessmentPlayer({
  userMapCareerId,
  careerId,
  user,
}: {
  userMapCareerId: string;
  careerId: string;
  user: AuthUser;
}) {
  const navigate = useNavigate();
  const { pathname, state: locationState } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const base = assessmentBase(userMapCareerId, careerId);
  const userId = user.user_id;

  const [content, setContent] = useState<CareerContentResponse | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const steps = useMemo(() => flattenSteps(content?.sections ?? []), [content]);
  usePageTitle(content ? `${content.name} test` : 'Career test');

  // What async work reads: the latest render's values.
  const latest = useRef({ content, steps, pathname, locationState, navigate });
  useLayoutEffect(() => {
    latest.current = { content, steps, pathname, locationState, navigate };
  });
  const mounted = useRef(true);
  /** Steps answered (or given up on) during this visit, and the answers still queued at load. */
  const doneHere = useRef(new Set<string>());
  /** How often the server refused each step: a step refused twice stops the player instead of looping. */
  const refusals = useRef(new Map<string, number>());
  const lastRefusal = useRef<string | null>(null);
  /** The server's deadline of the question due at the last load, for a resumed question's timer. */
  const resume = useRef<{ subsectionId: string; deadline: string | null } | null>(null);
  const loadController = useRef<AbortController | null>(null);
  const finishing = useRef(false);
  const finishRefusals = useRef(0);
  const retryFinishNow = useRef<(() => void) | null>(null);
  const laterOutcome = useRef<(item: QueuedStep, outcome: SubmitOutcome) => void>(() => undefined);

  const [queue] = useState(
    () =>
      new SubmitQueue(
        queueKey(userMapCareerId),
        (item, signal) => submitStep(item.careerId, item.userId, item.submission, signal),
        { onLaterOutcome: (item, outcome) => laterOutcome.current(item, outcome) },
      ),
  );
  const queueStatus = useSyncExternalStore(queue.subscribe, queue.getStatus);

  useEffect(() => {
    mounted.current = true;
    queue.start();
    return () => {
      mounted.current = false;
      queue.stop();
      loadController.current?.abort();
    };
  }, [queue]);

  const refuse = (subsectionId: string, error: ApiError) => {
    refusals.current.set(subsectionId, (refusals.current.get(subsectionId) ?? 0) + 1);
    lastRefusal.current = error.message;
  };

  const fail = useCallback(
    (message: string) => {
      setPhase({ kind: 'failed', message });
    },
    [setPhase],
  );

  /** The next step when the player moves on by itself: the first one neither the server nor this visit has. */
  const localNext = useCallback((): StepRef | null => {
    const { content: current, steps: all } = latest.current;
    return firstOpenStep(all, new Set(current?.progress.answered ?? []), doneHere.current);
  }, []);

  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    setPhase({ kind: 'finishing', offline: false });
    try {
      for (let attempt = 0; mounted.current; attempt += 1) {
        // Every answer first, in order (retried while offline; the indicator says so).
        await queue.whenIdle();
        if (!mounted.current) return;
        try {
          const response = await finishCareer(careerId, userId);
          queue.clear();
          const state: CompletedState = { name: latest.current.content?.name, message: response?.message };
          latest.current.navigate(`${base}/completed`, { replace: true, state });
          return;
        } catch (error) {
          if (!mounted.current) return;
          if (isCompleted(error)) {
            queue.clear();
            latest.current.navigate(`${base}/completed`, {
              replace: true,
              state: { name: latest.current.content?.name },
            });
            return;
          }
          if (!isRetryable(error)) {
            console.warn('Assessment finish refused', error);
            finishRefusals.current += 1;
            finishing.current = false;
            // E.g. unanswered steps: the server says where the test stands (once; then the player stops).
            if (finishRefusals.current > 1) fail(serverMessage(error));
            else void loadRef.current('resync');
            return;
          }
          setPhase({ kind: 'finishing', offline: true });
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, FINISH_BACKOFF_MS[Math.min(attempt, FINISH_BACKOFF_MS.length - 1)]);
            retryFinishNow.current = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          retryFinishNow.current = null;
          if (mounted.current) setPhase({ kind: 'finishing', offline: false });
        }
      }
    } finally {
      finishing.current = false;
    }
  }, [queue, careerId, userId, base, fail]);

  /**
   * Loads the content and the student's progress: first the answers a previous visit kept are sent (in order),
   * then GET content. On a step page (a reload, or a resync after the server refused an answer) the player goes
   * to the step due: the server's progress.next, or after the answers still queued.
   */
  const load = useCallback(
    async (mode: 'initial' | 'resync') => {
      loadController.current?.abort();
      const controller = new AbortController();
      loadController.current = controller;
      arriving.current = null;
      setPhase({ kind: 'loading' });
      await queue.settle();
      if (controller.signal.aborted) return;
      let data: CareerContentResponse;
      try {
        data = await fetchCareerContent(userMapCareerId, controller.signal);
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) return;
        if (isCompleted(error)) {
          queue.clear();
          latest.current.navigate(`${base}/completed`, { replace: true });
          return;
        }
        const message = serverMessage(error);
        enqueueSnackbar(message, { variant: 'error' });
        fail(message);
        return;
      }
      if (controller.signal.aborted) return;

      const all = flattenSteps(data.sections ?? []);
      const pending = queue.pendingIds();
      doneHere.current = new Set(pending);
      resume.current = data.progress?.next
        ? { subsectionId: data.progress.next.subsectionId, deadline: data.progress.deadline }
        : null;
      latest.current.content = data;
      latest.current.steps = all;
      setContent(data);

      if (data.status === 'COMPLETED') {
        queue.clear();
        latest.current.navigate(`${base}/completed`, { replace: true, state: { name: data.name } });
        return;
      }
      if (data.status === 'ABANDONED') return fail(ASSESSMENT_MESSAGES.abandoned);
      if (all.length === 0) return fail(ASSESSMENT_MESSAGES.noContent);

      const answered = new Set(data.progress?.answered ?? []);
      const target: StepRef | null = pending.size
        ? firstOpenStep(all, answered, pending)
        : (data.progress?.next ?? firstOpenStep(all, answered));
      const here = latest.current.pathname;
      const onStep = here.startsWith(`${base}/section/`);
      if (mode === 'resync' || onStep) {
        if (target === null) {
          setPhase({ kind: 'ready' });
          void finish();
          return;
        }
        if (mode === 'resync' && (refusals.current.get(target.subsectionId) ?? 0) >= 2) {
          return fail(lastRefusal.current ?? 'Something went wrong');
        }
        const path = stepPath(base, target);
        if (!samePath(here, path)) {
          // Ready once the router shows the step (its update renders after this one).
          arriving.current = path;
          latest.current.navigate(path, { replace: true, state: latest.current.locationState });
          return;
        }
      }
      setPhase({ kind: 'ready' });
    },
    [queue, userMapCareerId, base, enqueueSnackbar, fail, finish],
  );

  /** The step a load sent the player to: the player shows it once the router has rendered it. */
  const arriving = useRef<string | null>(null);
  useEffect(() => {
    if (arriving.current === null || !samePath(arriving.current, pathname)) return;
    arriving.current = null;
    setPhase({ kind: 'ready' });
  }, [pathname]);

  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  // Once per visit (the callbacks it uses only read refs).
  useEffect(() => {
    void loadRef.current('initial');
  }, []);

  // An answer sent later (after being queued) that the server refused: once the queue is through, ask the server
  // where the test stands.
  const resyncScheduled = useRef(false);
  useLayoutEffect(() => {
    laterOutcome.current = (item, outcome) => {
      if (outcome.kind === 'sent' || outcome.kind === 'queued') return;
      refuse(item.submission.subSectionId, outcome.error);
      if (outcome.kind !== 'conflict' || resyncScheduled.current) return;
      resyncScheduled.current = true;
      void queue.whenIdle().then(() => {
        resyncScheduled.current = false;
        if (mounted.current && !finishing.current) void loadRef.current('resync');
      });
    };
  });

  const submit = useCallback(
    async (step: FlatStep, submission: StepSubmission): Promise<NextMove> => {
      doneHere.current.add(step.subsectionId);
      resume.current = null;
      const outcome = await queue.enqueue({ careerId, userId, submission });
      if (!mounted.current) return 'handled';
      switch (outcome.kind) {
        case 'sent':
          // The server's word on what is next (accepted or duplicate alike).
          return outcome.response?.progress ? outcome.response.progress.next : localNext();
        case 'queued':
          return localNext();
        case 'rejected':
          // Spec: submit errors during the test are only logged; the test goes on.
          refuse(step.subsectionId, outcome.error);
          return localNext();
        case 'conflict':
          // Late or out of order: the server says where the test stands.
          refuse(step.subsectionId, outcome.error);
          await loadRef.current('resync');
          return 'handled';
      }
    },
    [queue, careerId, userId, localNext],
  );

  const goTo = useCallback(
    (next: StepRef | null) => {
      if (!mounted.current) return;
      if (next === null) {
        void finish();
        return;
      }
      // Replacing the entry: back never walks through the steps, and stepping on never asks.
      latest.current.navigate(stepPath(base, next), { replace: true, state: latest.current.locationState });
    },
    [base, finish],
  );

  const start = useCallback(() => {
    const { content: current, steps: all } = latest.current;
    if (!current) return;
    // A fresh test starts with full timers; a resumed one keeps what the server's deadline leaves.
    if (current.progress.done === 0) resume.current = null;
    const pending = queue.pendingIds();
    const answered = new Set(current.progress.answered);
    const target = pending.size
      ? firstOpenStep(all, answered, pending)
      : current.progress.done === 0
        ? (current.progress.next ?? all[0] ?? null)
        : current.progress.next;
    if (target === null) {
      void finish();
      return;
    }
    // Pushed: the instructions stay behind in the history.
    latest.current.navigate(stepPath(base, target));
  }, [queue, base, finish]);

  const secondsFor = useCallback((step: FlatStep, timer: number) => {
    const resumed = resume.current;
    return remainingSeconds(timer, resumed?.subsectionId === step.subsectionId ? resumed.deadline : null);
  }, []);

  // Leaving the test: the browser's back, links out of it, and the Leave test button ask first.
  const [leave, setLeave] = useState<{ to: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const onStep = pathname.startsWith(`${base}/section/`);
  const guarded = onStep && (phase.kind === 'ready' || phase.kind === 'finishing') && !leaving;
  useLeaveGuard({ active: guarded, base, onAttempt: (to) => setLeave({ to: to ?? DASHBOARD_PATH }) });
  const requestLeave = useCallback(() => setLeave({ to: DASHBOARD_PATH }), []);

  const confirmLeave = async () => {
    if (!leave) return;
    setLeaving(true);
    try {
      await abandonCareer(careerId, userId);
    } catch (error) {
      // Already ended or completed: leaving is what the student asked for.
      if (!(isCompleted(error) || hasCode(error, ERROR_CODES.AssessmentAbandoned))) {
        enqueueSnackbar(serverMessage(error), { variant: 'error' });
        setLeaving(false);
        return;
      }
    }
    queue.stop();
    queue.clear();
    latest.current.navigate(leave.to, { replace: true });
  };

  // Answers not yet sent: the browser asks before the tab closes (they are kept, but the timers run on).
  useEffect(() => {
    if (queueStatus.pending === 0) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [queueStatus.pending]);

  const api = useMemo<AssessmentApi | null>(
    () => (content ? { content, steps, user, base, submit, goTo, start, secondsFor, requestLeave } : null),
    [content, steps, user, base, submit, goTo, start, secondsFor, requestLeave],
  );

  const current = parseStepPath(pathname, base);
  const position = current ? steps.findIndex((step) => step.subsectionId === current.subsectionId) : -1;

  return (
    <>
      {content && (
        <PlayerHeader
          name={content.name}
          position={position >= 0 ? position + 1 : null}
          total={steps.length}
          status={queueStatus}
          onLeave={guarded ? requestLeave : undefined}
        />
      )}
      {phase.kind === 'loading' && <PageLoader label="Loading the test" />}
      {phase.kind === 'failed' && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="assessment-error">
          <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, mb: 1 }}>
            The test cannot go on
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="assessment-error-message">
            {phase.message}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => {
                refusals.current.clear();
                finishRefusals.current = 0;
                void loadRef.current('initial');
              }}
              data-testid="assessment-retry"
            >
              Try again
            </Button>
            <Button component={RouterLink} to={DASHBOARD_PATH} variant="outlined" data-testid="assessment-back">
              Back to Dashboard
            </Button>
          </Box>
        </Paper>
      )}
      {phase.kind === 'finishing' && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="finishing">
          {phase.offline || queueStatus.offline ? (
            <>
              <Alert severity="warning" sx={{ mb: 2, textAlign: 'left' }}>
                Offline, your answers are kept. The test is submitted as soon as the connection is back.
              </Alert>
              <Button
                variant="contained"
                onClick={() => {
                  queue.retryNow();
                  retryFinishNow.current?.();
                }}
                data-testid="finish-retry"
              >
                Try again
              </Button>
            </>
          ) : (
            <>
              <CircularProgress aria-label="Submitting the test" sx={{ mb: 2 }} />
              <Typography role="status">Submitting your answers…</Typography>
            </>
          )}
        </Paper>
      )}
      {phase.kind === 'ready' && api && (
        <AssessmentContext.Provider value={api}>
          <Routes>
            <Route index element={<InstructionsStep />} />
            <Route path="section/:sectionId/:subsectionId/:kind" element={<StepRoute />} />
            <Route path="*" element={<Navigate to={base} replace />} />
          </Routes>
        </AssessmentContext.Provider>
      )}
      <LeaveDialog
        open={leave !== null}
        leaving={leaving}
        onCancel={() => setLeave(null)}
        onConfirm={() => void confirmLeave()}
      />
    </>
  );
}

/** A step page: the step of the URL, rendered afresh for each step (its key). */
function StepRoute() {
  const { sectionId, subsectionId, kind } = useParams();
  const { state } = useLocation();
  const { steps, base } = useAssessment();
  const step = steps.find((item) => item.sectionId === sectionId && item.subsectionId === subsectionId);
  if (!step) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="unknown-step">
        <Typography sx={{ mb: 2 }}>{ASSESSMENT_MESSAGES.unknownStep}</Typography>
        <Button component={RouterLink} to={base} replace variant="contained">
          Back to the instructions
        </Button>
      </Paper>
    );
  }
  if (kind !== `cn-${step.type}`) return <Navigate to={stepPath(base, step)} replace state={state} />;
  switch (step.type) {
    case 1:
      return <VideoStep key={step.subsectionId} step={step} />;
    case 2:
      return <RatingStep key={step.subsectionId} step={step} />;
    case 3:
      return <ChoiceStep key={step.subsectionId} step={step} />;
    case 4:
      return <TextStep key={step.subsectionId} step={step} />;
  }
}

/** The career, the step count, whether answers are being saved, and the way out (asks first). */
function PlayerHeader({
  name,
  position,
  total,
  status,
  onLeave,
}: {
  name: string;
  position: number | null;
  total: number;
  status: QueueStatus;
  onLeave?: () => void;
}) {
  const saving = status.pending > 0;
  return (
    <Box component="header" sx={{ mb: 2 }} data-testid="assessment-header">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 1 }}>
        {onLeave && (
          <Button startIcon={<ArrowBackIcon />} onClick={onLeave} data-testid="leave-test" sx={{ ml: -1 }}>
            Leave test
          </Button>
        )}
        <Typography
          component="p"
          sx={{ fontWeight: 700, flex: '1 1 auto', minWidth: 0 }}
          data-testid="assessment-career"
        >
          {name}
        </Typography>
        <Box
          aria-live="polite"
          data-testid="save-status"
          data-state={saving ? (status.offline ? 'offline' : 'saving') : 'idle'}
        >
          {saving && status.offline && (
            <Chip icon={<CloudOffIcon />} color="warning" size="small" label="Offline, your answers are kept" />
          )}
          {saving && !status.offline && (
            <Chip aria-hidden size="small" variant="outlined" icon={<CircularProgress size={12} />} label="Saving…" />
          )}
        </Box>
        {position !== null && (
          <Typography variant="body2" color="text.secondary" data-testid="assessment-step">
            Step {position} of {total}
          </Typography>
        )}
      </Box>
      {position !== null && (
        <LinearProgress
          variant="determinate"
          value={total ? ((position - 1) / total) * 100 : 0}
          aria-label="Test progress"
          sx={{ height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}
