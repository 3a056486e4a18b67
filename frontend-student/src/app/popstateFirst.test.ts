import { describe, expect, it } from 'vitest';
import { onPopStateFirst } from './popstateFirst';

describe('onPopStateFirst', () => {
  it('sees a popstate before the listeners added after the app loaded, and keeps it from them when it answers true', () => {
    const seen: string[] = [];
    const later = () => seen.push('later');
    // Like the router's, added after this module's own listener.
    window.addEventListener('popstate', later);
    const stop = onPopStateFirst(() => {
      seen.push('first');
      return seen.length === 1;
    });
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.removeEventListener('popstate', later);
    expect(seen).toEqual(['first', 'first', 'later', 'later']);
  });
});
