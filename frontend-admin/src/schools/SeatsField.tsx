import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminSchool } from '@app/contracts';

/** "used / seats": the school's active campus students against the seats it bought; full is said in colour. */
export function SeatsField(_props: { label?: string; source?: string }) {
  const school = useRecordContext<AdminSchool>();
  if (!school) return null;
  const full = school.seatsUsed >= school.seats;
  return (
    <Typography component="span" variant="body2" color={full ? 'warning.main' : undefined} data-testid="school-seats">
      {school.seatsUsed} / {school.seats}
    </Typography>
  );
}
