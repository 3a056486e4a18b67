import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { SearchState } from './useCareerSearch';

export const NOTHING_FOUND = 'Nothing found';
/** The spec's "Can't find your searched career ?", in good English (issue 24). */
export const CANT_FIND_LINK = "Can't find the career you're looking for?";

/** The drop-down under the search box: careers, then fields, or "Nothing found" with the request link. */
export function SearchResults({ state, onPick }: { state: SearchState; onPick: () => void }) {
  if (state.status === 'loading') {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        Searching…
      </Typography>
    );
  }
  if (state.status === 'error') {
    return (
      <Typography sx={{ p: 2 }} color="error">
        Search is not available right now
      </Typography>
    );
  }
  if (state.status !== 'done') return null;

  const { careers, fields } = state.results;
  if (careers.length === 0 && fields.length === 0) {
    return (
      <Box sx={{ p: 2 }} data-testid="search-empty">
        <Typography sx={{ mb: 1 }}>{NOTHING_FOUND}</Typography>
        <Link component={RouterLink} to="/career-request" onClick={onPick} data-testid="search-career-request">
          {CANT_FIND_LINK}
        </Link>
      </Box>
    );
  }

  return (
    <List dense disablePadding>
      {careers.length > 0 && <ListSubheader disableSticky>Careers</ListSubheader>}
      {careers.map((career) => (
        <ListItemButton
          key={career._id}
          component={RouterLink}
          to={`/careers/${career._id}`}
          onClick={onPick}
          data-testid="search-result-career"
        >
          <ListItemText primary={career.name} />
        </ListItemButton>
      ))}
      {fields.length > 0 && <ListSubheader disableSticky>Fields</ListSubheader>}
      {fields.map((field) => (
        <ListItemButton
          key={field._id}
          component={RouterLink}
          to={`/careers?field=${field._id}`}
          onClick={onPick}
          data-testid="search-result-field"
        >
          <ListItemText primary={field.name} secondary="Field" />
        </ListItemButton>
      ))}
    </List>
  );
}
