import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useCareerSearch } from './useCareerSearch';

interface Props {
  /** Called after the user picks a result (the mobile header collapses its search bar). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}

// The results list (List, links) loads when the user first types, not with the page.
const SearchResults = lazy(() => import('./SearchResults').then((m) => ({ default: m.SearchResults })));

export function SearchBox({ onNavigate, autoFocus }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const state = useCareerSearch(text);
  const navigate = useNavigate();
  const resultsId = useId();

  const close = () => setOpen(false);
  const done = () => {
    setText('');
    setOpen(false);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    // Enter jumps to the first result, as people expect from a search box.
    if (event.key === 'Enter' && state.status === 'done') {
      const first = state.results.careers[0]
        ? `/careers/${state.results.careers[0]._id}`
        : state.results.fields[0]
          ? `/careers?field=${state.results.fields[0]._id}`
          : null;
      if (first) {
        navigate(first);
        done();
      }
    }
  };

  const showPanel = open && state.status !== 'idle';

  return (
    <ClickAwayListener onClickAway={close}>
      <Box sx={{ position: 'relative', width: '100%' }} data-testid="search">
        {/* OutlinedInput rather than TextField: TextField pulls Select, Menu and Popover into the first load. */}
        <OutlinedInput
          type="search"
          size="small"
          fullWidth
          placeholder="Search careers or fields"
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          inputProps={{
            'aria-label': 'Search careers',
            // Only while the results panel is there: aria-controls must name an element of the page.
            'aria-controls': showPanel ? resultsId : undefined,
            'data-testid': 'search-input',
            autoComplete: 'off',
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          }
          sx={{ bgcolor: 'background.paper' }}
        />
        {showPanel && (
          <Paper
            id={resultsId}
            elevation={6}
            data-testid="search-results"
            sx={{
              position: 'absolute',
              top: '100%',
              left: 0,
              right: 0,
              mt: 0.5,
              zIndex: 'modal',
              maxHeight: 420,
              overflowY: 'auto',
            }}
          >
            <Suspense fallback={<Box sx={{ p: 2, color: 'text.secondary' }}>Searching…</Box>}>
              <SearchResults state={state} onPick={done} />
            </Suspense>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
