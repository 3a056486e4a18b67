import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  IconButton,
  LinearProgress,
  Link as MuiLink,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { DashboardAttention, DashboardFigures } from '@app/contracts';
import { dayLabel, indiaDateTime, indiaTime, monthLabel, rupees } from './format';
import { useDashboardFigures } from './useDashboardFigures';

// recharts is loaded only when an admin's figures have come: other roles and the sign-in page never fetch it.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The charts' chunk failed to load (a deploy replaced it, the network dropped): the figures above stay. */
class ChartsBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {this.props.message}
      </Alert>
    ) : (
      this.props.children
    );
  }
}

/** One period's six figures, as a description list of cards (label, then value). */
function FigureCards({ title, figures, testId }: { title: string; figures: DashboardFigures; testId: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const items: [string, string][] = [
    ['orders', figures.orders.toLocaleString('en-IN')],
    ['revenue', rupees(figures.revenue)],
    [
      'refunds',
      translate('console.dashboard.figures.refunds_value', {
        count: figures.refunds.count.toLocaleString('en-IN'),
        amount: rupees(figures.refunds.amount),
      }),
    ],
    ['new_leads', figures.newLeads.toLocaleString('en-IN')],
    ['conversions', figures.conversions.toLocaleString('en-IN')],
    ['completed', figures.completedAssessments.toLocaleString('en-IN')],
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }} data-testid={testId}>
      <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
      >
        {items.map(([key, value]) => (
          // The card is the <dl>'s group (a <div>): its label and value are the <dt> and <dd> right inside it.
          <Card key={key} variant="outlined" sx={{ px: 2, py: 1.5 }} data-testid={`${testId}-${key}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`console.dashboard.figures.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What the money path could not settle by itself (issue 23): a payment of the wrong amount (refunded already, but a
 * sign of tampering or a gateway fault), a payment for an order that could not be fulfilled (refunded already; the
 * buyer may call) and paid orders the platform gave up fulfilling. Shown only when there are any.
 */
function NeedsAttention({ items }: { items: DashboardAttention[] }) {
  const translate = useTranslate();
  const headingId = useId();
  if (!items.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }} data-testid="dashboard-attention">
      <Alert severity="warning">
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
          {translate('console.dashboard.attention.title')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.orderId}:${item.razorpayPaymentId ?? ''}`}>
              {translate(`console.dashboard.attention.${item.kind.replace('-', '_')}`, {
                amount: rupees(item.amount),
                order: item.orderId,
                payment: item.razorpayPaymentId ?? '',
                time: indiaDateTime(item.at),
                why: item.reason ? translate(`console.dashboard.attention.why.${item.reason}`) : '',
              })}{' '}
              <MuiLink component={Link} to={`/orders/${item.orderId}/show`}>
                {translate('console.dashboard.attention.open')}
              </MuiLink>
            </li>
          ))}
        </Box>
      </Alert>
    </Box>
  );
}

/**
 * The admins' figures above the dashboard's page cards: today and this month (India time), then the month's
 * charts. Loading, a failed call (with a retry) and a refresh are shown where the figures go.
 */
export function BusinessFigures() {
  const translate = useTranslate();
  const headingId = useId();
  const { data, error, loading, reload } = useDashboardFigures();

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      sx={{ mt: 3 }}
      data-testid="dashboard-figures"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" id={headingId}>
          {translate('console.dashboard.figures.title')}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary">
            {translate('console.dashboard.figures.as_of', { time: indiaTime(data.generatedAt) })}
          </Typography>
        )}
        {data && (
          <Tooltip title={translate('console.dashboard.figures.refresh')}>
            <span>
              <IconButton
                aria-label={translate('console.dashboard.figures.refresh')}
                onClick={reload}
                disabled={loading}
                size="small"
              >
                <RefreshIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
      {loading && <LinearProgress sx={{ mt: 1 }} aria-label={translate('console.dashboard.figures.loading')} />}
      {error && !loading ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate('console.dashboard.figures.retry')}
            </Button>
          }
        >
          {translate('console.dashboard.figures.error')}
        </Alert>
      ) : null}
      {data && (
        <>
          <NeedsAttention items={data.attention} />
          <FigureCards
            title={translate('console.dashboard.figures.today', { date: dayLabel(data.today.date) })}
            figures={data.today}
            testId="figures-today"
          />
          <FigureCards
            title={translate('console.dashboard.figures.month', { month: monthLabel(data.month.month) })}
            figures={data.month}
            testId="figures-month"
          />
          <ChartsBoundary message={translate('console.dashboard.charts.error')}>
            <Suspense
              fallback={<LinearProgress sx={{ mt: 2 }} aria-label={translate('console.dashboard.charts.loading')} />}
            >
              <DashboardCharts days={data.days} />
            </Suspense>
          </ChartsBoundary>
        </>
      )}
    </Box>
  );
}
