import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PlayerBackend } from './backend';
import { SubmitQueue } from './submitQueue';

/**
 * The test's answer queue (kept in localStorage, sent in order, retried), running while the player is open, and
 * its status for the header. While answers wait to be sent the browser asks before the tab closes: they are kept,
 * but the timers run on.
 */
export function useSubmitQueue(backend: PlayerBackend) {
  const [queue] = useState(() => new SubmitQueue(backend.queueKey, (item, signal) => backend.submit(item, signal)));
  const status = useSyncExternalStore(queue.subscribe, queue.getStatus);

  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);

  useEffect(() => {
    if (status.pending === 0) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [status.pending]);

  return { queue, status };
}
