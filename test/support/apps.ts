import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { createApiApp } from '../../apps/api/src/app.factory.js';
import { createWorkerApp } from '../../apps/worker/src/worker.factory.js';

/** For a test of one app that needs the other too (apps never import each other; tests reach both from here). */
export { createWorkerApp };

/** The real API, ready for `inject` (no port) — the same factory main.ts uses. */
export async function startApi(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await createApiApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

export function startWorker(config: AppConfig): Promise<INestApplicationContext> {
  return createWorkerApp(config);
}

export async function json<T = unknown>(
  app: NestFastifyApplication,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method,
    url,
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const text = response.body;
  return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * The real API listening on config.http.port: for callers outside the process (the Razorpay sandbox posts
 * its webhooks to PUBLIC_URL, and the SDK calls the sandbox over HTTP). Close it with app.close().
 */
export async function listenApi(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await createApiApp(config);
  await app.listen({ port: config.http.port, host: config.http.host });
  return app;
}
