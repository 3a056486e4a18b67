import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { AuthUser } from '@app/contracts';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../components/usePageTitle';
import { useMarkTestInProgress } from '../../app/testInProgress';
import type { ApiError } from '../../api/client';
import { serverMessage } from '../cart/messages';
import type { PlayerBackend } from './backend';
import { AssessmentContext, type AssessmentApi } from './context';
import { InstructionsStep } from './InstructionsStep';
import { LeaveDialog } from './LeaveDialog';
import { samePath, type Phase } from './phase';
import { PlayerHeader } from './PlayerHeader';
import { FinishingPanel, PlayerFailed } from './PlayerPanels';
import { PlayerProgress } from './progress';
import { StepRoute } from './StepRoute';
import { parseStepPath } from './steps';
import { useContentLoader } from './useContentLoader';
import { useFinish } from './useFinish';
import { useLeaveTest } from './useLeaveTest';
import { usePlayerNavigation } from './usePlayerNavigation';
import { useStepActions } from './useStepActions';
import { useSubmitQueue } from './useSubmitQueue';

/**
 * One visit of the player: the answer queue, the content and where the student stands, the finish, the way out,
 * and what the steps do, each its own hook; this puts them together and shows the phase. What it asks of the
 * server goes through `backend` (a student's test, or staff's preview that records nothing), which must stay the
 * same for the visit: key the player by whatever would change it.
 */
export function AssessmentPlayer({
  base,
  careerId,
  user,
  backend,
}: {
  /** The instructions' path; the steps and `completed` live under it. */
  base: string;
  careerId: string;
  user: AuthUser;
  backend: PlayerBackend;
}) {
  const userId = user.user_id;
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [progress] = useState(() => new PlayerProgress());
  const { pathname, moves } = usePlayerNavigation(base);
  const { queue, status } = useSubmitQueue(backend);

  // The finish and the load call each other (a refused finish resyncs; a load with nothing left finishes): the
  // finish reaches the load, and the content's name, through refs set once both exist.
  const loadRef = useRef<(mode: 'initial' | 'resync') => Promise<void>>(async () => undefined);
  const name = useRef<string | undefined>(undefined);
  const resync = useCallback(() => loadRef.current('resync'), []);
  const finisher = useFinish({ backend, queue, moves, name, setPhase, resync });
  const { finish: finishTest, retry: retryFinish, isFinishing, forgetRefusals } = finisher;
  const finish = useCallback(() => void finishTest(), [finishTest]);
  const { content, steps, loaded, load } = useContentLoader({
    backend,
    base,
    queue,
    progress,
    moves,
    setPhase,
    finish,
  });
  useLayoutEffect(() => {
    loadRef.current = load;
    name.current = content?.name;
  });
  // Once per visit (the load reads the latest of everything through refs).
  useEffect(() => {
    void loadRef.current('initial');
  }, []);
  usePageTitle(content ? `${content.name} test` : 'Career test');

  // A load that sent the player to the step due: ready once the router shows it.
  if (phase.kind === 'arriving' && samePath(phase.path, pathname)) setPhase({ kind: 'ready' });

  const onStep = pathname.startsWith(`${base}/section/`);
  const leave = useLeaveTest({
    backend,
    base,
    queue,
    moves,
    underWay: onStep && (phase.kind === 'ready' || phase.kind === 'finishing'),
  });
  // The header's search, cart and menus are off while the test is guarded (a dropped connection changes nothing:
  // the phase stays ready or finishing, and only the Leave test dialog's confirm leaves).
  useMarkTestInProgress(leave.guarded);
  const stopForConsent = useCallback(
    (error: ApiError) => setPhase({ kind: 'failed', message: serverMessage(error), consentRequired: true }),
    [],
  );
  const { submit, goTo, start, secondsFor } = useStepActions({
    careerId,
    userId,
    queue,
    progress,
    moves,
    loaded,
    finish,
    resync,
    isFinishing,
    stopForConsent,
  });
  const { requestLeave } = leave;
  const api = useMemo<AssessmentApi | null>(
    () => (content ? { content, steps, user, base, submit, goTo, start, secondsFor, requestLeave } : null),
    [content, steps, user, base, submit, goTo, start, secondsFor, requestLeave],
  );

  const tryAgain = () => {
    progress.forgetRefusals();
    forgetRefusals();
    void load('initial');
  };
  const current = parseStepPath(pathname, base);
  const position = current ? steps.findIndex((step) => step.subsectionId === current.subsectionId) : -1;

  return (
    <>
      {content && (
        <PlayerHeader
          name={content.name}
          position={position >= 0 ? position + 1 : null}
          total={steps.length}
          status={status}
          onLeave={leave.guarded ? requestLeave : undefined}
        />
      )}
      {(phase.kind === 'loading' || phase.kind === 'arriving') && <PageLoader label="Loading the test" />}
      {phase.kind === 'failed' && (
        <PlayerFailed
          message={phase.message}
          onRetry={tryAgain}
          back={backend.back}
          consentRequired={phase.consentRequired}
        />
      )}
      {phase.kind === 'finishing' && <FinishingPanel offline={phase.offline || status.offline} onRetry={retryFinish} />}
      {phase.kind === 'ready' && api && (
        <AssessmentContext.Provider value={api}>
          <Routes>
            <Route index element={<InstructionsStep />} />
            <Route path="section/:sectionId/:subsectionId/:kind" element={<StepRoute />} />
            <Route path="*" element={<Navigate to={base} replace />} />
          </Routes>
        </AssessmentContext.Provider>
      )}
      <LeaveDialog {...leave.dialog} outcome={content?.onLeave} />
    </>
  );
}
