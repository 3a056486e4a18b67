import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import {
  ASSESSMENT_TIMING,
  RATING_LABELS,
  RATING_QUESTION_TYPE,
  TEXT_ANSWER_MAX,
  type ChoiceContent,
  type RatingContent,
  type StepSubmission,
  type TextContent,
} from '@app/contracts';
import { useAssessment } from './context';
import { useCountdown, useFocusOnMount, visuallyHidden } from './hooks';
import { formatSeconds, timerLevel, type FlatStep, type TimerLevel } from './steps';

export const PAUSE_MESSAGE = 'Pause a while...';

/** White text on these passes AA. */
const TIMER_COLOURS: Record<TimerLevel, { fg: string; bg: string; border: string }> = {
  normal: { fg: '#1e3a8a', bg: 'transparent', border: '#1e3a8a' },
  warn: { fg: '#fff', bg: '#b45309', border: '#b45309' },
  danger: { fg: '#fff', bg: '#b71c1c', border: '#b71c1c' },
};

type Stage = 'answering' | 'overlay' | 'submitting';

interface FrameProps {
  step: FlatStep;
  question: string;
  timer: number;
  /** The Next / Submit button is enabled only with an answer. */
  canSubmit: boolean;
  /** The answer as it stands: on Next, and on expiry (auto-submit). */
  build: () => StepSubmission;
  submitLabel: string;
  submitTestId: string;
  children: (props: { disabled: boolean; labelId: string }) => ReactNode;
}

/**
 * A timed question (cn-2, cn-3, cn-4): the question, a countdown of its timer (or what a resumed question has
 * left) that turns amber at 20 s and red at 10 s, and on expiry the 'Pause a while...' overlay for 5 s, then the
 * answer as it stands is sent.
 */
function QuestionFrame({ step, question, timer, canSubmit, build, submitLabel, submitTestId, children }: FrameProps) {
  const { submit, goTo, secondsFor } = useAssessment();
  const [seconds] = useState(() => secondsFor(step, timer));
  const [stage, setStageState] = useState<Stage>('answering');
  const stageRef = useRef<Stage>('answering');
  const buildRef = useRef(build);
  useLayoutEffect(() => {
    buildRef.current = build;
  });
  const labelId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);

  const setStage = (next: Stage) => {
    stageRef.current = next;
    setStageState(next);
  };

  const send = async () => {
    if (stageRef.current === 'submitting') return;
    setStage('submitting');
    const next = await submit(step, buildRef.current());
    if (next !== 'handled') goTo(next);
  };

  const left = useCountdown(stage === 'answering', seconds, () => {
    if (stageRef.current === 'answering') setStage('overlay');
  });
  useCountdown(stage === 'overlay', ASSESSMENT_TIMING.pauseSeconds, () => void send());

  const level = stage === 'answering' ? timerLevel(left) : timerLevel(0);
  const colours = TIMER_COLOURS[level];
  // Spoken only when it changes: at the start, at 20 s, at 10 s and on expiry.
  const announcement =
    stage !== 'answering'
      ? `Time's up. ${PAUSE_MESSAGE}`
      : level === 'danger'
        ? `${Math.min(ASSESSMENT_TIMING.dangerAtSeconds, seconds)} seconds left`
        : level === 'warn'
          ? `${Math.min(ASSESSMENT_TIMING.warnAtSeconds, seconds)} seconds left`
          : `You have ${seconds} seconds for this question`;

  return (
    <Paper
      variant="outlined"
      // clip, not hidden: hidden would make the Paper the scroll container and stop the Next bar sticking.
      sx={{ position: 'relative', p: { xs: 1.5, sm: 4 }, overflow: 'clip' }}
      data-testid="question-step"
      data-type={step.type}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: { xs: 1, sm: 2 } }}>
        <Typography variant="overline" sx={{ flex: 1, lineHeight: 1.4 }} data-testid="question-section">
          {step.section.name}
        </Typography>
        <Box
          role="timer"
          aria-label="Time left"
          data-testid="question-timer"
          data-level={level}
          data-seconds={stage === 'answering' ? left : 0}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.5,
            py: { xs: 0.25, sm: 0.5 },
            borderRadius: 5,
            border: 2,
            borderColor: colours.border,
            bgcolor: colours.bg,
            color: colours.fg,
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            transition: 'background-color 200ms, color 200ms',
          }}
        >
          <TimerOutlinedIcon fontSize="small" aria-hidden />
          <span>{formatSeconds(stage === 'answering' ? left : 0)}</span>
        </Box>
      </Box>
      <Box aria-live="polite" sx={visuallyHidden} data-testid="timer-announcement">
        {announcement}
      </Box>

      <Typography
        id={labelId}
        variant="h1"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.125rem', sm: '1.6rem' }, mb: { xs: 1.5, sm: 3 }, outline: 'none' }}
        data-testid="question-text"
      >
        {question}
      </Typography>

      {children({ disabled: stage !== 'answering', labelId })}

      {/*
        On a phone the question and five options fill the screen: Next stays in reach at its bottom. Spacing is
        tight there so all five options and Next fit a 360 x 640 screen without scrolling.
      */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          mt: { xs: 1, sm: 3 },
          position: { xs: 'sticky', sm: 'static' },
          bottom: 0,
          zIndex: 1,
          mx: { xs: -1.5, sm: 0 },
          px: { xs: 1.5, sm: 0 },
          py: { xs: 1, sm: 0 },
          bgcolor: 'background.paper',
          borderTop: { xs: 1, sm: 0 },
          borderColor: 'divider',
        }}
        data-testid="question-actions"
      >
        <Button
          variant="contained"
          size="large"
          disabled={!canSubmit || stage !== 'answering'}
          onClick={() => void send()}
          startIcon={stage === 'submitting' ? <CircularProgress size={18} color="inherit" /> : undefined}
          data-testid={submitTestId}
          sx={{ minWidth: 140, width: { xs: '100%', sm: 'auto' } }}
        >
          {submitLabel}
        </Button>
      </Box>

      {stage === 'overlay' && (
        <Box
          data-testid="pause-overlay"
          sx={{
            position: 'absolute',
            inset: 0,
            // Above the sticky Next bar (zIndex 1), which would otherwise show through on a phone.
            zIndex: 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            bgcolor: 'rgba(255, 255, 255, 0.94)',
            p: 2,
          }}
        >
          <Typography sx={{ fontWeight: 700, color: TIMER_COLOURS.danger.bg, mb: 1 }}>Time&apos;s up</Typography>
          <Typography variant="h2" component="p">
            {PAUSE_MESSAGE}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

/** Big targets (46 px tall on a phone, 56 px above), the whole row clickable, the chosen one outlined. */
function optionSx(checked: boolean) {
  return {
    m: 0,
    minHeight: { xs: 46, sm: 56 },
    px: 1.5,
    py: { xs: 0, sm: 0.5 },
    border: 2,
    borderRadius: 2,
    borderColor: checked ? 'primary.main' : 'divider',
    bgcolor: checked ? 'rgba(30, 58, 138, 0.06)' : 'background.paper',
    '& .MuiFormControlLabel-label': { fontWeight: checked ? 600 : 400 },
  } as const;
}

/** cn-2: five options labelled Strongly disagree … Strongly Agree (1 to 5); Next needs one. */
export function RatingStep({ step }: { step: FlatStep }) {
  const content = step.subsection.content as RatingContent;
  const [rating, setRating] = useState<number | null>(null);
  return (
    <QuestionFrame
      step={step}
      question={content.question}
      timer={content.timer}
      canSubmit={rating !== null}
      build={() => ({
        sectionId: step.sectionId,
        subSectionId: step.subsectionId,
        type: 2,
        questionType: RATING_QUESTION_TYPE,
        rating,
      })}
      submitLabel="Next"
      submitTestId="rating-next"
    >
      {({ disabled, labelId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          name={`rating-${step.subsectionId}`}
          value={rating === null ? '' : String(rating)}
          onChange={(event) => setRating(Number(event.target.value))}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, 1fr)' }, gap: { xs: 1, sm: 1.5 } }}
        >
          {RATING_LABELS.map((label, index) => (
            <FormControlLabel
              key={label}
              value={String(index + 1)}
              control={<Radio />}
              label={label}
              disabled={disabled}
              data-testid={`rating-option-${index + 1}`}
              sx={optionSx(rating === index + 1)}
            />
          ))}
        </RadioGroup>
      )}
    </QuestionFrame>
  );
}

/** cn-3: one choice among the options; the index of the option is sent. */
export function ChoiceStep({ step }: { step: FlatStep }) {
  const content = step.subsection.content as ChoiceContent;
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <QuestionFrame
      step={step}
      question={content.question}
      timer={content.timer}
      canSubmit={choice !== null}
      build={() => ({ sectionId: step.sectionId, subSectionId: step.subsectionId, type: 3, choice })}
      submitLabel="Next"
      submitTestId="choice-next"
    >
      {({ disabled, labelId }) => (
        <RadioGroup
          aria-labelledby={labelId}
          name={`choice-${step.subsectionId}`}
          value={choice === null ? '' : String(choice)}
          onChange={(event) => setChoice(Number(event.target.value))}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {(content.options ?? []).map((option, index) => (
            <FormControlLabel
              key={index}
              value={String(index)}
              control={<Radio />}
              label={option}
              disabled={disabled}
              data-testid={`choice-option-${index}`}
              sx={optionSx(choice === index)}
            />
          ))}
        </RadioGroup>
      )}
    </QuestionFrame>
  );
}

/** cn-4: a short text answer (at most TEXT_ANSWER_MAX characters, with a counter). */
export function TextStep({ step }: { step: FlatStep }) {
  const content = step.subsection.content as TextContent;
  const [answer, setAnswer] = useState('');
  const fieldId = useId();
  return (
    <QuestionFrame
      step={step}
      question={content.question}
      timer={content.timer}
      canSubmit={answer.trim().length > 0}
      build={() => ({
        sectionId: step.sectionId,
        subSectionId: step.subsectionId,
        type: 4,
        answer: answer.trim().slice(0, TEXT_ANSWER_MAX),
      })}
      submitLabel="Submit"
      submitTestId="text-submit"
    >
      {({ disabled, labelId }) => (
        <TextField
          id={fieldId}
          multiline
          minRows={4}
          fullWidth
          value={answer}
          onChange={(event) => setAnswer(event.target.value.slice(0, TEXT_ANSWER_MAX))}
          disabled={disabled}
          placeholder="Type your answer"
          helperText={`${answer.length} / ${TEXT_ANSWER_MAX}`}
          slotProps={{
            htmlInput: {
              maxLength: TEXT_ANSWER_MAX,
              'aria-labelledby': labelId,
              'data-testid': 'text-answer',
            },
            formHelperText: { 'data-testid': 'text-counter', sx: { textAlign: 'right', mx: 0 } } as object,
          }}
        />
      )}
    </QuestionFrame>
  );
}
