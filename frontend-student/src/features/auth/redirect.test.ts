import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRedirect, invitedAddress, peekRedirect, REDIRECT_TTL_MS, saveRedirect, takeRedirect } from './redirect';

afterEach(() => vi.useRealTimers());

describe('the way back after signing in', () => {
  it('is kept for the browser, not the tab (another tab of the same device finds it), and taken once', () => {
    saveRedirect('/consent/t-1', { email: 'mum@example.in' });
    expect(sessionStorage.length).toBe(0);
    expect(peekRedirect()).toBe('/consent/t-1');
    expect(invitedAddress()).toEqual({ email: 'mum@example.in', sentTo: undefined });
    expect(takeRedirect('/user-student/main/dashboard')).toBe('/consent/t-1');
    expect(takeRedirect('/user-student/main/dashboard')).toBe('/user-student/main/dashboard');
    expect(invitedAddress()).toEqual({});
  });

  it('is forgotten after a confirmation code’s life, so an old link does not steer a later sign-in', () => {
    vi.useFakeTimers();
    saveRedirect('/parent-invite/x.y', { sentTo: 'm•••m@example.in' });
    vi.advanceTimersByTime(REDIRECT_TTL_MS - 1000);
    expect(peekRedirect()).toBe('/parent-invite/x.y');
    vi.advanceTimersByTime(2000);
    expect(peekRedirect()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the address when the same page is saved again on the way (the login dialog), not for another page', () => {
    saveRedirect('/parent-invite/x.y', { sentTo: 'm•••m@example.in' });
    saveRedirect('/parent-invite/x.y');
    expect(invitedAddress()).toEqual({ email: undefined, sentTo: 'm•••m@example.in' });
    saveRedirect('/careers/c-1');
    expect(invitedAddress()).toEqual({ email: undefined, sentTo: undefined });
  });

  it('takes only same-site paths, never an auth page, and survives junk in storage', () => {
    saveRedirect('https://evil.example/');
    saveRedirect('//evil.example/');
    saveRedirect('/auth/login');
    expect(peekRedirect()).toBeNull();
    localStorage.setItem('disha.redirect', '{not json');
    expect(peekRedirect()).toBeNull();
    localStorage.setItem('disha.redirect', JSON.stringify({ path: '//evil.example', savedAt: Date.now() }));
    expect(peekRedirect()).toBeNull();
    clearRedirect();
  });
});
