// Debian's Chromium, never a downloaded browser; the same flags for Playwright and for Lighthouse so both
// see the same browser (no background traffic, no QUIC, no sandbox as root).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
