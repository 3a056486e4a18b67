import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { ASSESSMENT_TIMING, type VideoContent } from '@app/contracts';
import { useAssessment } from './context';
import { useCountdown, useFocusOnMount, visuallyHidden } from './hooks';
import { pickVideo, type FlatStep, type StepRef } from './steps';

type Stage = 'countdown' | 'playing' | 'submitting' | 'pause' | 'error';
/** on: playing with sound; muted: the browser only allowed muted autoplay; blocked: it needs a press. */
type Sound = 'on' | 'muted' | 'blocked';

/**
 * cn-1: a 5 s countdown, then the video plays by itself (muted when the browser refuses sound without a press,
 * with a Turn on sound button; a Play button when it refuses even that). When it ends the view is sent (type 1);
 * a next video follows at once, a question after a pause countdown.
 */
export function VideoStep({ step }: { step: FlatStep }) {
  const { user, submit, goTo } = useAssessment();
  const content = step.subsection.content as VideoContent;
  const src = pickVideo(content.video, user.data.gender);
  const title = content.title ?? step.section.name;
  const video = useRef<HTMLVideoElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);

  const [stage, setStageState] = useState<Stage>(src ? 'countdown' : 'error');
  const stageRef = useRef<Stage>(stage);
  const setStage = (next: Stage) => {
    stageRef.current = next;
    setStageState(next);
  };
  const [sound, setSound] = useState<Sound>('on');
  const nextStep = useRef<StepRef | null>(null);

  const play = async () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    try {
      await element.play();
      setSound('on');
    } catch {
      // Autoplay with sound refused (NotAllowedError): muted autoplay is allowed almost everywhere.
      try {
        element.muted = true;
        await element.play();
        setSound('muted');
      } catch {
        element.muted = false;
        setSound('blocked');
      }
    }
  };

  const prerollLeft = useCountdown(stage === 'countdown', ASSESSMENT_TIMING.videoPrerollSeconds, () => {
    setStage('playing');
    void play();
  });
  const pauseLeft = useCountdown(stage === 'pause', ASSESSMENT_TIMING.pauseSeconds, () => goTo(nextStep.current));

  const finished = async () => {
    if (stageRef.current === 'submitting' || stageRef.current === 'pause') return;
    setStage('submitting');
    const move = await submit(step, { sectionId: step.sectionId, subSectionId: step.subsectionId, type: 1 });
    if (move === 'handled') return;
    // The end, or another video: at once. A question gets the pause first.
    if (move === null || move.type === 1) {
      goTo(move);
      return;
    }
    nextStep.current = move;
    setStage('pause');
  };

  const retry = () => {
    const element = video.current;
    if (!element) return;
    element.load();
    setStage('playing');
    void play();
  };

  const announcement =
    stage === 'countdown'
      ? `The video starts in ${ASSESSMENT_TIMING.videoPrerollSeconds} seconds`
      : stage === 'playing'
        ? sound === 'blocked'
          ? 'Press Play video to start the video'
          : sound === 'muted'
            ? 'The video is playing without sound. Press Turn on sound to hear it.'
            : 'The video is playing'
        : stage === 'pause'
          ? `The question starts in ${ASSESSMENT_TIMING.pauseSeconds} seconds`
          : stage === 'error'
            ? 'The video could not be played'
            : '';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }} data-testid="video-step">
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.4 }}>
        {step.section.name}
      </Typography>
      <Typography
        variant="h1"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.25rem', sm: '1.6rem' }, mb: 2, outline: 'none' }}
        data-testid="video-title"
      >
        {title}
      </Typography>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>

      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: '#0d1b2e',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        {src && (
          <Box
            component="video"
            ref={video}
            src={src}
            preload="auto"
            playsInline
            aria-label={title}
            onEnded={() => void finished()}
            onError={() => {
              if (stageRef.current === 'countdown' || stageRef.current === 'playing') setStage('error');
            }}
            data-testid="assessment-video"
            data-sound={sound}
            sx={{ display: 'block', width: '100%', height: '100%' }}
          />
        )}

        {stage === 'countdown' && (
          <Overlay testId="video-countdown">
            <Typography sx={{ color: 'inherit' }}>Your video starts in</Typography>
            <Typography component="p" sx={{ fontSize: { xs: '3rem', sm: '4.5rem' }, fontWeight: 700, lineHeight: 1.1 }}>
              {prerollLeft}
            </Typography>
          </Overlay>
        )}
        {stage === 'playing' && sound === 'blocked' && (
          <Overlay>
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayArrowIcon />}
              onClick={() => {
                const element = video.current;
                if (!element) return;
                element.muted = false;
                void Promise.resolve(element.play()).then(
                  () => setSound('on'),
                  () => undefined,
                );
              }}
              data-testid="video-play"
            >
              Play video
            </Button>
          </Overlay>
        )}
        {stage === 'playing' && sound === 'muted' && (
          <Button
            variant="contained"
            size="small"
            startIcon={<VolumeUpIcon />}
            onClick={() => {
              if (video.current) video.current.muted = false;
              setSound('on');
            }}
            data-testid="video-unmute"
            sx={{ position: 'absolute', left: 12, bottom: 12 }}
          >
            Turn on sound
          </Button>
        )}
        {stage === 'submitting' && (
          <Overlay>
            <CircularProgress color="inherit" aria-label="Saving" />
          </Overlay>
        )}
        {stage === 'pause' && (
          <Overlay testId="pause-countdown">
            <Typography sx={{ color: 'inherit' }}>The question starts in</Typography>
            <Typography component="p" sx={{ fontSize: { xs: '3rem', sm: '4.5rem' }, fontWeight: 700, lineHeight: 1.1 }}>
              {pauseLeft}
            </Typography>
          </Overlay>
        )}
        {stage === 'error' && (
          <Overlay testId="video-error">
            <Typography sx={{ color: 'inherit', mb: 2 }}>The video could not be played.</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {src && (
                <Button variant="contained" onClick={retry} data-testid="video-retry">
                  Try again
                </Button>
              )}
              <Button variant="outlined" color="inherit" onClick={() => void finished()} data-testid="video-skip">
                Continue
              </Button>
            </Box>
          </Overlay>
        )}
      </Box>
    </Paper>
  );
}

function Overlay({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        color: '#fff',
        bgcolor: 'rgba(13, 27, 46, 0.82)',
        p: 2,
      }}
    >
      {children}
    </Box>
  );
}
