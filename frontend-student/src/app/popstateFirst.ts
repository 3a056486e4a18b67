/**
 * A popstate listener added when the app loads, before the router adds its own (BrowserRouter does on mount), for
 * a page that must not be left by the browser's back (the assessment's leave guard). Listeners on window run in
 * the order they were added, whatever their capture flag, and React 19 renders the router's update of a popstate
 * at once, in the microtask that follows the router's listener: a guard that listened after the router would find
 * the popped entry already rendered (the test's step behind shown again, the current one mounted afresh). A handler
 * that answers true keeps the event from the router and every later listener.
 */
type PopStateHandler = (event: PopStateEvent) => boolean;

let current: PopStateHandler | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (current?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the handler that sees each popstate first; answers the function that removes it. */
export function onPopStateFirst(handler: PopStateHandler): () => void {
  current = handler;
  return () => {
    if (current === handler) current = null;
  };
}
