import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the window is under 600 px (MUI's sm), where tables turn into cards. Read on the first render (noSsr), so
 * a phone never draws the wide layout first.
 */
export function useNarrow(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
