/** What the player shows. */
export type Phase =
  | { kind: 'loading' }
  /** Loaded, on the way to the step due: ready once the router shows `path`. */
  | { kind: 'arriving'; path: string }
  | { kind: 'ready' }
  /** Sending what is left, then the finish PUT; `offline` while the network is down. */
  | { kind: 'finishing'; offline: boolean }
  /** The content could not be loaded, the test was ended, or the server keeps refusing a step. */
  | { kind: 'failed'; message: string; consentRequired?: boolean };

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** The same path, however its ids are encoded. */
export const samePath = (a: string, b: string) => a === b || decoded(a) === decoded(b);
