import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a timed test is under way on the page (issue 24): the header then offers none of its ways out (search,
 * cart, account and nav menus), so the site does not invite leaving the test; the player's Leave test is the way.
 * A module store rather than a context: the header and the player are siblings under the layout, and only the
 * player writes it.
 */
let underWay = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = () => listeners.forEach((listener) => listener());

/** True while some player has marked its test as under way. */
export function useTestInProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => underWay > 0,
    () => false,
  );
}

/** Marks a test as under way while `active` (and the caller is mounted). */
export function useMarkTestInProgress(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    underWay++;
    emit();
    return () => {
      underWay--;
      emit();
    };
  }, [active]);
}
