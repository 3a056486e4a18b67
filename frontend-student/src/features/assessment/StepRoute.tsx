import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_MESSAGES } from '@app/contracts';
import { useAssessment } from './context';
import { ChoiceStep, RatingStep, TextStep } from './QuestionSteps';
import { stepPath } from './steps';
import { VideoStep } from './VideoStep';

/** A step page: the step of the URL, rendered afresh for each step (its key). */
export function StepRoute() {
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
