import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import { COMPANY } from '@app/contracts';

export function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      data-testid="brand-home"
      aria-label={`${COMPANY.brand} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
    >
      <img src="/media/brand/logo.svg" alt={COMPANY.brand} width={160} height={32} style={{ display: 'block' }} />
    </Box>
  );
}
