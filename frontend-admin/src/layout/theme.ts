import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look in the site's colours (the student app's navy). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1e3a8a' },
    secondary: { main: '#0f766e' },
  },
};
