import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MIN_CHARS } from '@app/contracts';
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
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = () => setOpen(false);
  const done = () => {
    setText('');
    setOpen(false);
    onNavigate?.();
  };

  // The suggestions as the keyboard walks them: the links of the panel, in order.
  const options = () => [...(panel.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    // Down goes into the suggestions (each a link: Enter there opens it).
    if (event.key === 'ArrowDown' && options().length > 0) {
      event.preventDefault();
      setOpen(true);
      options()[0]?.focus();
    }
    // Enter opens the results page of every match (issue 24), not the first suggestion.
    const query = text.trim();
    if (event.key === 'Enter' && query.length >= SEARCH_MIN_CHARS) {
      event.preventDefault();
      navigate(`/search?${new URLSearchParams({ query }).toString()}`);
      done();
    }
  };

  /** Up and down move between the suggestions; up from the first, or Escape, goes back to the box. */
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const list = options();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : at - 1;
      (next < 0 ? input.current : list[next])?.focus();
    } else if (event.key === 'Escape') {
      close();
      input.current?.focus();
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
          inputRef={input}
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
            ref={panel}
            onKeyDown={onPanelKeyDown}
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
