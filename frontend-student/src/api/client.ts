import type { ApiErrorBody } from '@app/contracts';
import { takeEarlyResponse } from '../app/earlyLoad';

/** Thrown for every failed call: `message` is the server's own message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorBody['errors'];
  /** A machine-readable reason some errors carry, e.g. "UserNotConfirmedException". */
  readonly code: string | undefined;
  /** For a 429: the seconds the server asks to wait (its Retry-After header), when it said. */
  readonly retryAfterSec: number | undefined;

  constructor(status: number, message: string, errors?: ApiErrorBody['errors'], code?: string, retryAfterSec?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.retryAfterSec = retryAfterSec;
  }
}

/**
 * How the client signs calls: the session (src/features/auth) registers the current access token and a
 * refresh that trades the refresh token for a new pair. Without one, calls go out anonymous.
 */
export interface AuthHooks {
  token: () => string | null;
  /** Resolves with the new access token, or null when the session is over. Concurrent callers share one refresh. */
  refresh: (failedToken: string) => Promise<string | null>;
}

let authHooks: AuthHooks | null = null;

export function setAuthHooks(hooks: AuthHooks | null) {
  authHooks = hooks;
}

/**
 * A call unanswered after this is given up with TIMED_OUT, so a page never waits for ever on one (a checkout
 * would otherwise read "Processing…" with nothing left to happen). Generous: the slowest answers (a report PDF)
 * take a few seconds.
 */
export const CALL_TIMEOUT_MS = 30_000;
export const TIMED_OUT = 'The server is taking too long to answer. Please try again in a moment.';

// By name, not `instanceof DOMException`: the abort reason may come from another realm's DOMException.
const errorNamed = (error: unknown, name: string) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

export function isAbortError(error: unknown): boolean {
  return errorNamed(error, 'AbortError');
}

interface RequestOptions {
  signal?: AbortSignal;
  body?: unknown;
  /** Send the access token (default true when there is one); retried once after a refresh on 401. */
  auth?: boolean;
  /** Extra headers for this call (e.g. the campus headers of the classroom calls). */
  headers?: Record<string, string>;
}

/** Paths are relative (`/api/...`): the API serves this app, and Vite proxies them in development. */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.auth === false ? null : (authHooks?.token() ?? null);
  let response = await send(method, path, options, token);
  // An access token lasts 15 minutes: on 401 trade the refresh token for a new one and try once more.
  if (response.status === 401 && token && authHooks) {
    const fresh = await authHooks.refresh(token);
    if (fresh) response = await send(method, path, options, fresh);
  }

  const body = await readJson(response);
  if (!response.ok) {
    const errorBody = (body ?? {}) as Partial<ApiErrorBody> & { code?: unknown };
    throw new ApiError(
      response.status,
      typeof errorBody.message === 'string' ? errorBody.message : response.statusText || 'Request failed',
      errorBody.errors,
      typeof errorBody.code === 'string' ? errorBody.code : undefined,
      retryAfter(response),
    );
  }
  return body as T;
}

/** Retry-After in seconds (the API sends whole seconds), or undefined. */
function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers?.get('retry-after'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The caller's signal, also aborted (as a TimeoutError) once CALL_TIMEOUT_MS have passed. */
function timedSignal(signal: AbortSignal | undefined): AbortSignal {
  const controller = new AbortController();
  // Left to run out after the answer: aborting a finished fetch does nothing, and it also covers the body's read.
  setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), CALL_TIMEOUT_MS);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

async function send(method: Method, path: string, options: RequestOptions, token: string | null) {
  try {
    // The first page load may have requested this already (src/app/earlyLoad.ts); those are public reads.
    const early = method === 'GET' ? takeEarlyResponse(path) : undefined;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    // The raw access token is the whole header value (spec section 7).
    if (token) headers.Authorization = token;
    const response = await (early ??
      fetch(path, {
        method,
        signal: timedSignal(options.signal),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }));
    if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return response;
  } catch (error) {
    // Aborts are the caller's own doing: let them through untouched so they can be ignored.
    if (isAbortError(error)) throw error;
    if (errorNamed(error, 'TimeoutError')) throw new ApiError(0, TIMED_OUT);
    throw new ApiError(0, 'Network error');
  }
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, errorNamed(error, 'TimeoutError') ? TIMED_OUT : 'Network error');
  }
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    if (response.ok) throw new ApiError(response.status, 'Invalid response from server');
    return null;
  }
}

/** The name a Content-Disposition header gives a file (`attachment; filename="x.pdf"`), if any. */
export function dispositionFilename(header: string | null): string | undefined {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1]?.trim() || undefined;
}

/**
 * A file the API answers (e.g. an invoice PDF), fetched with the session's token like any call (so it cannot be a
 * plain link), with the name the server gives it. Failures throw ApiError with the server's message.
 */
export async function apiGetFile(path: string): Promise<{ blob: Blob; filename: string | undefined }> {
  const token = authHooks?.token() ?? null;
  let response = await send('GET', path, {}, token);
  if (response.status === 401 && token && authHooks) {
    const fresh = await authHooks.refresh(token);
    if (fresh) response = await send('GET', path, {}, fresh);
  }
  if (!response.ok) {
    const body = (await readJson(response)) as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      typeof body?.message === 'string' ? body.message : response.statusText || 'Request failed',
      body?.errors,
      typeof body?.code === 'string' ? body.code : undefined,
    );
  }
  return { blob: await response.blob(), filename: dispositionFilename(response.headers.get('Content-Disposition')) };
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, { signal });
export const apiPost = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  request<T>('POST', path, { body, signal });
/** A call made without the session's token (login, refresh: they carry their own credentials). */
export const apiPut = <T>(path: string, body: unknown) => request<T>('PUT', path, { body });
export const apiDelete = <T>(path: string, body: unknown) => request<T>('DELETE', path, { body });
export const apiPostAnonymous = <T>(path: string, body: unknown) => request<T>('POST', path, { body, auth: false });
/** A call with extra headers (the body, when given, is sent as JSON). */
export const apiRequest = <T>(method: Method, path: string, options: Omit<RequestOptions, 'auth'> = {}) =>
  request<T>(method, path, options);
