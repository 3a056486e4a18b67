import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import {
  CERTIFICATION_COURSE_ID,
  currentCourseRun,
  formatCourseStart,
  indiaToday,
  type CertificationCourse,
} from '@app/contracts';
import { SupportPhone } from '../../components/SupportPhone';
import Alert from '@mui/material/Alert';
import { useSession } from '../auth/session';
import { formatPrice } from '../../components/Price';
import { courseCheckoutPath } from './checkoutPath';
import { COURSE } from './content';
import { useCourse, useCourseSeat } from './queries';

type Prices = Pick<CertificationCourse, 'strike_price' | 'early_bird_price' | 'regular_price'> & {
  title: string;
  start_date?: string | null;
};

/**
 * Early-bird is never on sale (spec section 4): no button. It says "Closed" only once its deadline has passed for the
 * current run of the course (issue 24); before that it is not available, and its deadline shows with its year. The
 * regular price's button leads to the course checkout, /checkout-services?id=..&type=1&title=.. .
 */
export function Pricing() {
  // The page's own prices until the server's arrive (and if they never do).
  const prices: Prices = useCourse(CERTIFICATION_COURSE_ID).data ?? { ...COURSE.fallbackPrices, title: COURSE.title };
  const { user } = useSession();
  const run = currentCourseRun(prices.start_date, indiaToday());
  const owned = useCourseSeat(CERTIFICATION_COURSE_ID, user?.user_id).data?.owned === true;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="course-pricing">
      <Paper
        variant="outlined"
        sx={{ p: 2, bgcolor: '#f1f3f6', borderStyle: 'dashed' }}
        data-testid="early-bird-price"
        aria-disabled="true"
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, color: 'text.secondary' }}>
            Early-bird price (by {run ? formatCourseStart(run.earlyBirdBy) : COURSE.earlyBirdDeadline})
          </Typography>
          <Chip label={run?.earlyBirdPassed ? 'Closed' : 'Not available'} size="small" data-testid="early-bird-state" />
        </Box>
        <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, color: 'text.secondary' }}>
          {formatPrice(prices.early_bird_price)}
        </Typography>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }} data-testid="regular-price">
        <Typography sx={{ fontWeight: 600 }}>Regular price</Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
          <Typography
            sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}
            data-testid="regular-price-amount"
          >
            {formatPrice(prices.regular_price)}
          </Typography>
          <Typography
            component="s"
            sx={{ fontSize: '1.1rem', color: 'text.secondary' }}
            data-testid="course-strike-price"
          >
            {formatPrice(prices.strike_price)}
          </Typography>
        </Box>
        {owned ? (
          // Bought already: one seat per person, so nothing to buy; the team contacts the buyer.
          <Alert severity="success" sx={{ mt: 1.5, mb: 1 }} data-testid="course-owned">
            You own this course. Our team will contact you with the joining details.
          </Alert>
        ) : (
          <Button
            component={RouterLink}
            to={courseCheckoutPath(CERTIFICATION_COURSE_ID, 1, prices.title)}
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            sx={{ mt: 1.5, mb: 1 }}
            data-testid="regular-price-button"
          >
            Enrol now at {formatPrice(prices.regular_price)}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          Questions? Call us on <SupportPhone link={false} />.
        </Typography>
      </Paper>

      <Box
        data-testid="payment-badge"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          alignSelf: 'flex-start',
          px: 1.5,
          py: 0.75,
          borderRadius: 2,
          bgcolor: '#eef2fb',
          color: '#0b2a66',
        }}
      >
        <LockIcon fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Payments secured by Razorpay
        </Typography>
      </Box>
    </Box>
  );
}
