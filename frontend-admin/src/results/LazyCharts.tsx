import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BandCounts, ClassroomCareerResults } from '@app/contracts';

// recharts loads only once results have come: the classroom's other tab, other pages and the sign-in page never
// fetch it (as the dashboard's charts).
const CareerCharts = lazy(() => import('./BandCharts').then((m) => ({ default: m.CareerBandCharts })));
const SchoolCharts = lazy(() => import('./BandCharts').then((m) => ({ default: m.SchoolBandCharts })));

/** The charts' chunk failed to load (a deploy replaced it, the network dropped): the figures stay. */
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

function Loading({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <ChartsBoundary message={translate('console.results.charts_error')}>
      <Suspense fallback={<LinearProgress sx={{ mt: 2 }} aria-label={translate('console.results.charts_loading')} />}>
        {children}
      </Suspense>
    </ChartsBoundary>
  );
}

export function LazyCareerCharts({ careers }: { careers: ClassroomCareerResults[] }) {
  return (
    <Loading>
      <CareerCharts careers={careers} />
    </Loading>
  );
}

export function LazySchoolCharts(props: { overall: BandCounts; subjects: { subject: string; count: number }[] }) {
  return (
    <Loading>
      <SchoolCharts {...props} />
    </Loading>
  );
}
