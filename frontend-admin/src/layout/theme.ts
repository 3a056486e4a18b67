import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default look in the site's colours (the student app's navy), made to fit a 1024 px screen: react-
 * admin's frame grows to the width of its widest table (`min-width: fit-content`), so a list of long e-mails pushed
 * the whole page, menu and toolbar included, sideways. Here the frame keeps the window's width, its flex children
 * may shrink below their content, and each table scrolls sideways inside its own box instead.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1e3a8a' },
    secondary: { main: '#0f766e' },
  },
  components: {
    ...defaultTheme.components,
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-contentWithSidebar': { minWidth: 0 },
          '& .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaShow: { styleOverrides: { root: { '& .RaShow-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  },
};
