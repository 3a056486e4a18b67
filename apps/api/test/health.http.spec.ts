import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';
import { json, startApi } from '../../../test/support/apps.js';
import { freePort } from '../../../test/support/redis-server.js';

let env: TestEnv;
beforeAll(async () => (env = await createTestEnv()));
afterAll(async () => env?.cleanup());

describe('GET /api/health', () => {
  it('answers 200 with both services up', async () => {
    const app = await startApi(env.config());
    try {
      expect(await json(app, 'GET', '/api/health')).toEqual({
        status: 200,
        body: { status: 'ok', postgres: 'up', redis: 'up' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the service that is down', async () => {
    const app = await startApi(env.config({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    try {
      expect(await json(app, 'GET', '/api/health')).toEqual({
        status: 503,
        body: { status: 'unavailable', postgres: 'up', redis: 'down' },
      });
    } finally {
      await app.close();
    }
  });
});
