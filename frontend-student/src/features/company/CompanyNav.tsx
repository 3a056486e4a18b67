import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { COMPANY_PAGES } from './pages';

/** A left sidebar from 900 px; a scrollable row of tabs above the text on narrower screens. */
export function CompanyNav({ current }: { current: string }) {
  return (
    <>
      <Paper
        variant="outlined"
        component="nav"
        aria-label="Company pages"
        sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 120 }}
      >
        <List disablePadding data-testid="company-sidebar">
          {COMPANY_PAGES.map((page) => (
            <ListItem key={page.slug} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/company/${page.slug}`}
                selected={page.slug === current}
                aria-current={page.slug === current ? 'page' : undefined}
                data-testid={`company-nav-${page.slug}`}
                sx={{
                  borderLeft: 4,
                  borderColor: 'transparent',
                  '&.Mui-selected': { borderColor: 'primary.main', color: 'primary.main', fontWeight: 700 },
                  '&.Mui-selected .MuiListItemText-primary': { fontWeight: 700 },
                }}
              >
                <ListItemText primary={page.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box
        component="nav"
        aria-label="Company pages"
        sx={{ display: { xs: 'block', md: 'none' }, borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tabs
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          data-testid="company-tabs"
        >
          {COMPANY_PAGES.map((page) => (
            <Tab
              key={page.slug}
              value={page.slug}
              label={page.label}
              component={RouterLink}
              to={`/company/${page.slug}`}
              aria-current={page.slug === current ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
    </>
  );
}
