import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@app/config';

/** Razorpay's checkout: its script, and the frames it opens (the payment form, 3-D Secure, UPI). */
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
const RAZORPAY_CONNECT = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];

/**
 * The sha256 sources of the inline scripts in the built index.html (the early-load script), so the policy
 * can allow exactly those without 'unsafe-inline'. The build decides them; they are read once at start.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim()) hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The Content-Security-Policy directives: the site itself and Razorpay's checkout, nothing else. */
export function cspDirectives(config: AppConfig): Record<string, string[] | null> {
  const checkout = new URL(config.payments.checkoutUrl).origin;
  const indexHtml = join(config.paths.staticDir, 'index.html');
  const hashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  const unique = (list: string[]) => [...new Set(list)];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': unique(["'self'", checkout, ...hashes]),
    'script-src-attr': ["'none'"],
    // MUI's emotion writes <style> elements at run time; a nonce would need server-rendered pages.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': unique(["'self'", ...(config.payments.sandbox ? [] : RAZORPAY_CONNECT)]),
    // The sandbox's overlay frame is its checkout.js's origin (PUBLIC_URL); Razorpay's are its own hosts.
    'frame-src': unique([...(config.payments.sandbox ? ["'self'"] : []), checkout, ...RAZORPAY_FRAMES]),
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Outside production the site is plain http (localhost, the browser tests): upgrading would break it.
    'upgrade-insecure-requests': config.env === 'production' ? [] : null,
  };
}

/**
 * Helmet's headers on every response, from an onRequest hook registered before any other (the micro-cache's
 * too). The middleware is built once: @fastify/helmet built it again for every request (parsing the policy each
 * time), about a tenth of the API's CPU on cache misses in the catalogue benchmark.
 */
export function registerSecurityHeaders(instance: FastifyInstance, config: AppConfig): void {
  const directives = Object.fromEntries(Object.entries(cspDirectives(config)).filter(([, v]) => v !== null)) as Record<
    string,
    string[]
  >;
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the site is served over https for good; a dev browser would remember it for localhost.
    strictTransportSecurity: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Razorpay opens pop-ups for some methods (netbanking, wallets) and talks back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet throws rather than calling back with an error (since 8.1), so `done` is only ever called plainly.
  instance.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
