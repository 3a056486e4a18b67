import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whole seconds left of a countdown that starts when `running` turns true (from `seconds`), and `onDone` once
 * when it reaches 0. It follows the clock rather than counting ticks, so a throttled background tab stays right.
 */
export function useCountdown(running: boolean, seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil(seconds)));
  // A countdown (re)starting begins full: set while rendering, so no frame shows the previous one's end.
  const [started, setStarted] = useState({ running, seconds });
  if (started.running !== running || started.seconds !== seconds) {
    setStarted({ running, seconds });
    if (running) setLeft(Math.max(0, Math.ceil(seconds)));
  }
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + seconds * 1000;
    let finished = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !finished) {
        finished = true;
        window.clearInterval(interval);
        done.current();
      }
    };
    const interval = window.setInterval(tick, 250);
    // A countdown of 0 (a resumed question whose time is up) ends on the next tick, not during the effect.
    return () => window.clearInterval(interval);
  }, [running, seconds]);

  return left;
}

/** Moves focus to the element when the component mounts (a step's heading), so screen readers start there. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.focus();
  }, [ref]);
}

/**
 * Read by screen readers, not shown. Sizes in px: MUI's sx reads a bare 1 as 100%, which made the video step's
 * announcement a full-screen box that widened a phone's page (its Paper is not positioned).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The latest render's value, for async work and listeners that outlive a render (read it only there). */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** False once the component has unmounted: async work started by it stops there. */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
