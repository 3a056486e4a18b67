import BarChartIcon from '@mui/icons-material/BarChart';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';

/**
 * A school admin's way to their school's results from the dashboard: the schools list answers them their one
 * school (scoped on the server), whose page holds the overview.
 */
export function SchoolResultsCard() {
  const translate = useTranslate();
  const { data } = useGetList('schools', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'name', order: 'ASC' },
  });
  const school = data?.[0];
  if (!school) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 360 }} data-testid="school-results-card">
      <CardActionArea component={Link} to={`/schools/${school.id}/show`}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <BarChartIcon color="primary" />
          <Typography variant="h6" component="h2">
            {translate('console.results.open_school')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
