import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { CartIcon } from '../../features/cart/CartIcon';
import { SearchBox } from '../../features/search/SearchBox';
import { useTestInProgress } from '../testInProgress';
import { Brand } from './Brand';
import { HeaderAccount } from './HeaderAccount';
import { NavButtons } from './NavButtons';

// The drawer (Modal, focus trap, transitions) loads only when a phone user first opens the menu.
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

/**
 * One header for every width, laid out with CSS only (no JS media queries, so no layout shift):
 * under 600 px a menu button, the logo and a search toggle; 600-1199 px the nav wraps to a second row;
 * from 1200 px everything sits on one row.
 */
export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const testInProgress = useTestInProgress();

  if (testInProgress) {
    // A timed test is under way (issue 24): no search, cart or menus to click or tab to, only the logo (a link out
    // of the test, which asks first) and a note; the player's Leave test is the way out.
    return (
      <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
        <Toolbar sx={{ columnGap: { xs: 1, sm: 2 }, py: { xs: 0.5, sm: 1 } }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          {/* A plain Box, not a Chip: the header is in every page's first load. */}
          <Box
            component="p"
            sx={{
              m: 0,
              px: 1.5,
              py: 0.5,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 4,
              color: 'primary.main',
              fontSize: '0.875rem',
              fontWeight: 500,
              whiteSpace: 'nowrap',
            }}
            data-testid="header-test-in-progress"
          >
            Test in progress
          </Box>
        </Toolbar>
      </AppBar>
    );
  }

  return (
    <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      {/* A phone's row holds the menu, the logo, the account, the cart and the search toggle: one row, 56 px. */}
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: { xs: 0.5, sm: 2 }, rowGap: 0.5, py: { xs: 0.5, sm: 1 } }}>
        <IconButton
          edge="start"
          aria-label="Open menu"
          data-testid="menu-button"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Brand />
        <Box
          sx={{
            display: { xs: 'none', sm: 'block' },
            // On one row (from 1200 px) it gives way to the account buttons of a signed-in user.
            flex: { sm: '1 1 220px', lg: '1 1 200px' },
            maxWidth: { sm: 360, lg: 280 },
          }}
        >
          <SearchBox />
        </Box>
        <Box
          sx={{
            display: { xs: 'none', sm: 'block' },
            // A row of its own on medium screens, inline on large ones.
            order: { sm: 10, lg: 0 },
            width: { sm: '100%', lg: 'auto' },
            flex: { lg: '1 1 auto' },
            pb: { sm: 0.5, lg: 0 },
          }}
        >
          <NavButtons />
        </Box>
        <Box sx={{ flexGrow: 1, display: { xs: 'block', sm: 'none' } }} />
        <HeaderAccount />
        <CartIcon />
        <IconButton
          aria-label={searchOpen ? 'Close search' : 'Open search'}
          aria-expanded={searchOpen}
          data-testid="search-toggle"
          edge="end"
          onClick={() => setSearchOpen((open) => !open)}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          {searchOpen ? <CloseIcon /> : <SearchIcon />}
        </IconButton>
      </Toolbar>
      {searchOpen && (
        <Box sx={{ px: 2, pb: 1.5, display: { sm: 'none' } }} data-testid="mobile-search">
          <SearchBox autoFocus onNavigate={() => setSearchOpen(false)} />
        </Box>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
