import type { MouseEvent } from 'react';
import BarChartIcon from '@mui/icons-material/BarChart';
import { Button, Link, useCanAccess, useRecordContext } from 'react-admin';
import type { AdminClassroom } from '@app/contracts';

/** Opens the classroom's Results tab (from the edit page's toolbar and the list's rows). */
export function ResultsButton() {
  const classroom = useRecordContext<AdminClassroom>();
  const { canAccess } = useCanAccess({ resource: 'classrooms', action: 'show' });
  if (!classroom || !canAccess) return null;
  return (
    <Button
      component={Link}
      to={`/classrooms/${classroom.id}/show/results`}
      label="console.results.tab"
      // In a list row, the click is the button's alone, not the row's.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      data-testid="classroom-results-button"
    >
      <BarChartIcon />
    </Button>
  );
}
