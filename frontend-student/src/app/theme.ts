import { createTheme } from '@mui/material/styles';

/** The logo's navy and a darker shade of its amber, both AA with white text. */
export const BRAND = {
  primary: '#1e3a8a',
  secondary: '#b45309',
} as const;

/** Field colours (the spec names the fields but not their colours); all AA with white text. */
const FIELD_COLOURS: Record<string, string> = {
  science: '#1565c0',
  commerce: '#2e7d32',
  arts: '#ad1457',
  independent: '#6a1b9a',
};

export function fieldColour(name: string): string {
  return FIELD_COLOURS[name.trim().toLowerCase()] ?? BRAND.primary;
}

// System fonts only: nothing to download, nothing from a third-party host.
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/** Headings shrink under 600 px so long career names do not fill a phone screen. */
const wide = '@media (min-width:600px)';

export const theme = createTheme({
  // MUI's default breakpoints are the spec's: 600, 900, 1200, 1536.
  palette: {
    primary: { main: BRAND.primary },
    secondary: { main: BRAND.secondary },
    background: { default: '#f7f9fc' },
    text: { secondary: '#4a5363' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2, [wide]: { fontSize: '2.25rem' } },
    h2: { fontSize: '1.45rem', fontWeight: 700, lineHeight: 1.25, [wide]: { fontSize: '1.75rem' } },
    h3: { fontSize: '1.2rem', fontWeight: 600, [wide]: { fontSize: '1.35rem' } },
    h4: { fontSize: '1.2rem', fontWeight: 600 },
    h5: { fontSize: '1.1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
