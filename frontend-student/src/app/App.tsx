import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from '../components/snackbar';
import { AuthDialogsProvider } from '../features/auth/AuthDialogsProvider';
import { SessionProvider } from '../features/auth/SessionProvider';
import { CartProvider } from '../features/cart/CartProvider';
// Before the router mounts: its popstate listener comes after this one.
import './popstateFirst';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routes';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <SessionProvider>
              <CartProvider>
                <AuthDialogsProvider>
                  <AppRoutes />
                </AuthDialogsProvider>
              </CartProvider>
            </SessionProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
