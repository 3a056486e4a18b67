import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoader } from '../components/PageLoader';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';

/** Header, routed content, footer. Each route's code loads lazily inside the Suspense. */
export function Layout() {
  const { pathname } = useLocation();
  // A new page starts at its top, as with a full page load.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and content arriving later shifts nothing. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: '1 0 auto', outline: 'none', minHeight: '100vh' }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader label="Loading page" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
