import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@app/config';

/** The refresh token: HttpOnly, so no script (injected or not) can read it; sent only to the auth calls. */
export const REFRESH_COOKIE = 'disha_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * A readable flag beside it, holding nothing secret: tells the student app that a refresh is worth trying on
 * start, so anonymous visitors do not pay a refused request on every page load.
 */
export const SIGNED_IN_COOKIE = 'disha_signed_in';
/**
 * The browser's device cookie (DeviceCookieService): vouches that it signed in as these usernames before, so a
 * lock-out caused by guesses from elsewhere on its network does not stop it. Only the login call reads it.
 */
export const DEVICE_COOKIE = 'disha_device';
/** Binds a Google sign-in to the browser that started it (see GoogleSignInService). */
export const OAUTH_BINDING_COOKIE = 'disha_oauth';
export const OAUTH_BINDING_PATH = '/api/auth/google';
/**
 * The console opens bull-board (/admin/queues) in a tab of its own, where no script adds an Authorization
 * header: the console first hands its access token to the API, which sets it as this cookie, sent only to the
 * board's own paths and living no longer than the token.
 */
export const QUEUES_BOARD_COOKIE = 'disha_queues';
export const QUEUES_BOARD_PATH = '/admin/queues';

/** Reads and writes the session's cookies; `Secure` in production (development and tests run on plain http). */
@Injectable()
export class SessionCookies {
  private readonly secure: boolean;
  private readonly maxAgeSec: number;
  private readonly deviceMaxAgeSec: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.env === 'production';
    this.maxAgeSec = config.auth.refreshTokenTtlSec;
    this.deviceMaxAgeSec = config.auth.deviceCookieTtlSec;
  }

  private options(path: string, httpOnly: boolean, sameSite: 'strict' | 'lax', maxAge: number): CookieSerializeOptions {
    return { path, httpOnly, sameSite, secure: this.secure, maxAge };
  }

  refreshToken(request: FastifyRequest): string | undefined {
    return request.cookies?.[REFRESH_COOKIE] || undefined;
  }

  /** Token responses must never be cached by a browser or a proxy. */
  setSession(reply: FastifyReply, refreshToken: string): void {
    reply.header('Cache-Control', 'no-store');
    reply.setCookie(REFRESH_COOKIE, refreshToken, this.options(REFRESH_COOKIE_PATH, true, 'strict', this.maxAgeSec));
    reply.setCookie(SIGNED_IN_COOKIE, '1', this.options('/', false, 'strict', this.maxAgeSec));
  }

  clearSession(reply: FastifyReply): void {
    reply.header('Cache-Control', 'no-store');
    reply.clearCookie(REFRESH_COOKIE, this.options(REFRESH_COOKIE_PATH, true, 'strict', 0));
    reply.clearCookie(SIGNED_IN_COOKIE, this.options('/', false, 'strict', 0));
  }

  device(request: FastifyRequest): string | undefined {
    return request.cookies?.[DEVICE_COOKIE] || undefined;
  }

  /** Outlives the session on purpose: logging out does not make the browser a stranger. */
  setDevice(reply: FastifyReply, value: string): void {
    reply.setCookie(DEVICE_COOKIE, value, this.options(REFRESH_COOKIE_PATH, true, 'strict', this.deviceMaxAgeSec));
  }

  setQueuesBoard(reply: FastifyReply, accessToken: string, maxAgeSec: number): void {
    reply.setCookie(QUEUES_BOARD_COOKIE, accessToken, this.options(QUEUES_BOARD_PATH, true, 'strict', maxAgeSec));
  }

  queuesBoard(request: FastifyRequest): string | undefined {
    return request.cookies?.[QUEUES_BOARD_COOKIE] || undefined;
  }

  /** Lax, not Strict: the callback is a top-level navigation coming back from Google's site. */
  setOAuthBinding(reply: FastifyReply, value: string, maxAgeSec: number): void {
    reply.setCookie(OAUTH_BINDING_COOKIE, value, this.options(OAUTH_BINDING_PATH, true, 'lax', maxAgeSec));
  }

  oauthBinding(request: FastifyRequest): string | undefined {
    return request.cookies?.[OAUTH_BINDING_COOKIE] || undefined;
  }

  clearOAuthBinding(reply: FastifyReply): void {
    reply.clearCookie(OAUTH_BINDING_COOKIE, this.options(OAUTH_BINDING_PATH, true, 'lax', 0));
  }
}
