import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SnackbarAnchor, SnackbarVariant } from './context';

export interface SnackbarItem {
  id: number;
  message: string;
  variant: SnackbarVariant;
  autoHideDuration: number;
  anchorOrigin: SnackbarAnchor;
  open: boolean;
}

interface Props {
  items: SnackbarItem[];
  onClose: (id: number) => void;
  onExited: (id: number) => void;
}

const anchorKey = (a: SnackbarAnchor) => `${a.vertical}-${a.horizontal}`;

/** One fixed stack per anchor; the MUI Snackbars inside it are laid out statically, one under another. */
export function SnackbarStacks({ items, onClose, onExited }: Props) {
  const groups = new Map<string, SnackbarItem[]>();
  for (const item of items) {
    const key = anchorKey(item.anchorOrigin);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }

  return [...groups.entries()].map(([key, group]) => (
    <Stack key={key} anchor={group[0]!.anchorOrigin}>
      {group.map((item) => (
        <Snackbar
          key={item.id}
          open={item.open}
          autoHideDuration={item.autoHideDuration}
          anchorOrigin={item.anchorOrigin}
          onClose={(_event, reason?: SnackbarCloseReason) => {
            // A click elsewhere on the page must not dismiss a message the user has not read.
            if (reason !== 'clickaway') onClose(item.id);
          }}
          slotProps={{ transition: { onExited: () => onExited(item.id) } }}
          sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', top: 'auto', bottom: 'auto' }}
        >
          <Alert
            variant="filled"
            severity={item.variant}
            onClose={() => onClose(item.id)}
            data-testid="snackbar"
            data-variant={item.variant}
            sx={{ width: '100%', boxShadow: 3 }}
          >
            {item.message}
          </Alert>
        </Snackbar>
      ))}
    </Stack>
  ));
}

function Stack({ anchor, children }: { anchor: SnackbarAnchor; children: ReactNode }) {
  const horizontal =
    anchor.horizontal === 'center'
      ? { left: '50%', transform: 'translateX(-50%)' }
      : anchor.horizontal === 'left'
        ? { left: 16 }
        : { right: 16 };
  return (
    <Box
      data-testid={`snackbar-stack-${anchorKey(anchor)}`}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: anchor.vertical === 'top' ? 'column' : 'column-reverse',
        gap: 1,
        width: { xs: 'calc(100% - 32px)', sm: 'auto' },
        maxWidth: 560,
        [anchor.vertical]: { xs: 16, sm: 24 },
        ...horizontal,
        // The stack itself must not block clicks on the page around the messages.
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {children}
    </Box>
  );
}
