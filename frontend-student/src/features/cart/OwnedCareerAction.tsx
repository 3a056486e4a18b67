import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { MyCareer } from '@app/contracts';
import { instructionsPath, reportPath } from '../student/paths';

/**
 * A career the user already has, on its page: what My Careers offers for it (Start Now, Resume, or Check Report
 * once completed) instead of Add to cart and Buy Now, which the server would refuse.
 */
export function OwnedCareerAction({ enrolment }: { enrolment: MyCareer }) {
  const careerId = enrolment.careerId.$oid;
  const name = enrolment.master.name;
  const action =
    enrolment.status === 'COMPLETED'
      ? {
          to: reportPath(careerId, name),
          label: 'Check Report',
          testId: 'owned-report',
          note: 'You have completed this career.',
        }
      : enrolment.status === 'IN_PROGRESS'
        ? {
            to: instructionsPath(enrolment._id.$oid, careerId),
            label: 'Resume',
            testId: 'owned-resume',
            note: 'You have started this career’s test.',
          }
        : {
            to: instructionsPath(enrolment._id.$oid, careerId),
            label: 'Start Now',
            testId: 'owned-start',
            note: 'This career is in your account.',
          };
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 3 }}
      data-testid="owned-career"
      data-status={enrolment.status}
    >
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="owned-note">
        <CheckCircleIcon color="success" aria-hidden />
        {action.note}
      </Typography>
      <Button
        component={RouterLink}
        to={action.to}
        variant="contained"
        color="secondary"
        size="large"
        data-testid={action.testId}
      >
        {action.label}
      </Button>
    </Box>
  );
}
