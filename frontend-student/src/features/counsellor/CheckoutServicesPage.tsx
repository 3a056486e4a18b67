import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  courseConfirmationText,
  COURSE_MESSAGES,
  COURSE_SCHEDULE,
  currentCourseRun,
  formatCourseStart,
  formatPrice,
  GST_PERCENT,
  indiaToday,
  knownBillingState,
  orderAmounts,
  type CertificationCourse,
  type CoursePriceType,
} from '@app/contracts';
import { ApiError } from '../../api/client';
import { confirmCoursePayment, createCourseOrder } from '../../api/course';
import { PageLoader } from '../../components/PageLoader';
import { useSupportPhone } from '../../components/SupportPhone';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../components/usePageTitle';
import { useLoginDialog } from '../auth/dialogs';
import { useSession } from '../auth/session';
import { BillingStateBox, PayButtons, SummaryLine } from '../cart/CheckoutPanel';
import { PAYMENT_FAILED, PAYMENT_FAILED_TOAST } from '../cart/messages';
import { PaymentAlert } from '../cart/PaymentAlert';
import { useBillingState } from '../cart/useBillingState';
import { useCheckoutPayment } from '../cart/useCheckoutPayment';
import { courseCheckoutPath } from './checkoutPath';
import { isCourseNotFound, useCourse } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `type` of the query: 0 early-bird, 1 regular (also when it is left out); anything else is no such offer. */
function priceType(raw: string | null): CoursePriceType | undefined {
  if (raw === null || raw === '1') return 1;
  if (raw === '0') return 0;
  return undefined;
}

/**
 * /checkout-services?id&type&title (spec sections 2 and 4): the certification course's checkout. The
 * amounts come from the course call (the server charges its own price anyway); CONFIRM makes the order,
 * opens the checkout, confirms the payment, and the Confirmation dialog leads back to /.
 */
export function CheckoutServicesPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const type = priceType(params.get('type'));
  const queryTitle = params.get('title') ?? '';
  const valid = UUID.test(id) && type !== undefined;
  const query = useCourse(id, valid);
  const course = query.data;
  const notFound = !valid || (query.isError && isCourseNotFound(query.error));
  // Try again refetches: the loader shows meanwhile.
  const failed = query.isError && !notFound && !query.isFetching;
  usePageTitle(course ? `Checkout: ${course.title}` : 'Checkout');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }} data-testid="checkout-services-page">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 3 }}>
        Checkout
      </Typography>
      {!course && !notFound && !failed && <PageLoader label="Loading the course" />}
      {notFound && <CourseNotFound />}
      {failed && (
        <Alert
          severity="error"
          data-testid="course-load-failed"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          The course could not be loaded.
        </Alert>
      )}
      {course && type === 0 && <EarlyBirdClosed course={course} title={course.title || queryTitle} />}
      {course && type === 1 && <CourseCheckout course={course} />}
    </Container>
  );
}

function CourseNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="course-not-found">
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        Course not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This course link is not valid. See the certification course for its current price.
      </Typography>
      <Button component={RouterLink} to="/career-counsellor" variant="contained">
        View the certification course
      </Button>
    </Paper>
  );
}

function EarlyBirdClosed({ course, title }: { course: CertificationCourse; title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="early-bird-closed">
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }} data-testid="course-title">
        {title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {COURSE_MESSAGES.earlyBirdClosed}.
      </Alert>
      <Button
        component={RouterLink}
        to={courseCheckoutPath(course.id, 1, title)}
        variant="contained"
        data-testid="regular-price-link"
      >
        Continue at the regular price
      </Button>
    </Paper>
  );
}

function CourseCheckout({ course }: { course: CertificationCourse }) {
  const { status, user } = useSession();
  const { openLoginDialog } = useLoginDialog();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { paying, setPaying, payOnline, paymentAlert } = useCheckoutPayment();
  const [confirmed, setConfirmed] = useState(false);
  // Asked with the page, so the Confirmation names the number; without it, it still says the team will call.
  const supportPhone = useSupportPhone();

  // The page's figures; the order answer's are the ones charged (the server prices the course itself).
  const amounts = orderAmounts([Math.round(course.regular_price * 100)]);
  const campus = Boolean(user?.isCampusStudent);
  const signedIn = status === 'signedIn' && user !== null;
  const profileState = knownBillingState(user?.data.state);
  const billing = useBillingState(profileState);

  const pay = async () => {
    if (!signedIn) {
      // A visitor logs in over the page and then confirms.
      await openLoginDialog();
      return;
    }
    const buyer = user;
    const billingState = billing.billTo();
    if (!billingState) return;
    setPaying(true);
    let order;
    try {
      order = (
        await createCourseOrder({
          amount: amounts.totalPaise,
          course: { id: course.id, type: 1 },
          billingState,
        })
      ).data;
    } catch (error) {
      // The server's word on the billing state goes under the field; 409 (the course already bought) says
      // why; anything else is the spec's generic failure.
      if (!billing.showServerError(error)) {
        const message = error instanceof ApiError && error.status === 409 ? error.message : PAYMENT_FAILED;
        enqueueSnackbar(message, PAYMENT_FAILED_TOAST);
      }
      setPaying(false);
      return;
    }
    const orderId = order._id;
    await payOnline(order, buyer, course.title, {
      record: (response) => confirmCoursePayment(orderId, response),
      then: () => setConfirmed(true),
    });
  };

  const done = () => navigate('/');

  return (
    <>
      <PaymentAlert {...paymentAlert} />
      <Dialog
        open={confirmed}
        onClose={done}
        aria-labelledby="course-confirmation-title"
        aria-describedby="course-confirmation-text"
        data-testid="course-confirmation"
      >
        <DialogTitle id="course-confirmation-title">Confirmation</DialogTitle>
        <DialogContent>
          <DialogContentText id="course-confirmation-text">
            {supportPhone ? courseConfirmationText(supportPhone.display) : COURSE_MESSAGES.confirmed}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={done} variant="contained" autoFocus data-testid="course-confirmation-ok">
            OK
          </Button>
        </DialogActions>
      </Dialog>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="course-summary">
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 0.5 }} data-testid="course-title">
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Starts {formatCourseStart(currentCourseRun(course.start_date, indiaToday())?.startsOn)}; live sessions{' '}
          {COURSE_SCHEDULE.sessions}.
        </Typography>
        <SummaryLine label="Amount" testId="course-amount">
          {formatPrice(amounts.subtotalPaise)}
        </SummaryLine>
        <SummaryLine label={`GST (${GST_PERCENT}%)`} testId="course-gst">
          {formatPrice(amounts.gstPaise)}
        </SummaryLine>
        <Divider sx={{ my: 1.5 }} />
        <SummaryLine label="Total" testId="course-total" strong>
          {formatPrice(amounts.totalPaise)}
        </SummaryLine>
        {signedIn && !campus && !profileState && <BillingStateBox billing={billing} disabled={paying} />}
        {campus && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="course-campus">
            {COURSE_MESSAGES.campusStudent}
          </Alert>
        )}
        <PayButtons
          backTo="/career-counsellor"
          backLabel="Back"
          backSx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          paying={paying}
          onPay={pay}
          disabled={paying || status === 'restoring' || campus}
          testId="course-confirm"
          payLabel="CONFIRM"
        />
      </Paper>
    </>
  );
}
