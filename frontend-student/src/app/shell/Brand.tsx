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
      {/* A little smaller on a phone, so the signed-in header's icons share its one row. */}
      <Box
        component="img"
        src="/media/brand/logo.svg"
        alt={COMPANY.brand}
        width={160}
        height={32}
        sx={{ display: 'block', width: { xs: 136, sm: 160 }, height: 'auto' }}
      />
    </Box>
  );
}
