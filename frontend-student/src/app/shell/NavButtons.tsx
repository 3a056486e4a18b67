import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NAV_ITEMS, isNavActive } from '../navItems';

/** The five section buttons; the one for the current path is filled and marked aria-current. */
export function NavButtons() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {NAV_ITEMS.map((item) => {
        const active = isNavActive(item, pathname);
        return (
          <Button
            key={item.to}
            component={RouterLink}
            to={item.to}
            size="small"
            variant={active ? 'contained' : 'text'}
            aria-current={active ? 'page' : undefined}
            data-testid={item.testId}
            sx={{ whiteSpace: 'nowrap', px: 1.5 }}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
  );
}
