import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { SNACKBAR_DEFAULTS, SnackbarContext, type SnackbarApi, type SnackbarOptions } from './context';
import type { SnackbarItem } from './SnackbarStacks';

// MUI's Snackbar, Alert and their transitions load with the first message, not with the first page.
const SnackbarStacks = lazy(() => import('./SnackbarStacks').then((m) => ({ default: m.SnackbarStacks })));

interface Props {
  children: ReactNode;
  /** At most this many are shown at once; a newer one closes the oldest (spec: 5). */
  maxSnack?: number;
}

/** A small snackbar queue on MUI's Snackbar (notistack 3 has an open React 19 incompatibility). */
export function SnackbarProvider({ children, maxSnack = SNACKBAR_DEFAULTS.maxSnack }: Props) {
  const [items, setItems] = useState<SnackbarItem[]>([]);
  const nextId = useRef(1);

  const closeSnackbar = useCallback((id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  }, []);

  const remove = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const enqueueSnackbar = useCallback(
    (message: string, options: SnackbarOptions = {}) => {
      const id = nextId.current++;
      const item: SnackbarItem = {
        id,
        message,
        variant: options.variant ?? 'info',
        autoHideDuration: options.autoHideDuration ?? SNACKBAR_DEFAULTS.autoHideDuration,
        anchorOrigin: options.anchorOrigin ?? SNACKBAR_DEFAULTS.anchorOrigin,
        open: true,
      };
      setItems((current) => {
        const next = [...current, item];
        // Close the oldest open ones beyond the limit; they leave after their exit transition.
        let excess = next.filter((i) => i.open).length - maxSnack;
        return next.map((i) => {
          if (excess > 0 && i.open) {
            excess -= 1;
            return { ...i, open: false };
          }
          return i;
        });
      });
      return id;
    },
    [maxSnack],
  );

  const api = useMemo<SnackbarApi>(() => ({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {items.length > 0 && (
        <Suspense fallback={null}>
          <SnackbarStacks items={items} onClose={closeSnackbar} onExited={remove} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
