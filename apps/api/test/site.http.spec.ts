import { siteResponseSchema } from '@app/contracts';
import { createTestEnv, type TestEnv } from '../../../test/support/test-env.js';
import { json, startApi } from '../../../test/support/apps.js';

let env: TestEnv;
beforeAll(async () => (env = await createTestEnv()));
afterAll(async () => env?.cleanup());

describe('GET /api/site', () => {
  it('answers the configured support number to anyone, as shown and as dialled, cacheable for 5 minutes', async () => {
    const app = await startApi(env.config({ SUPPORT_PHONE: '+91 20 4000 1234' }));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/site' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const body = siteResponseSchema.parse(JSON.parse(res.body));
      expect(body).toEqual({ supportPhone: { display: '+91 20 4000 1234', tel: '+912040001234' } });
    } finally {
      await app.close();
    }
  });

  it('answers the development number when none is configured', async () => {
    const app = await startApi(env.config());
    try {
      expect(await json(app, 'GET', '/api/site')).toEqual({
        status: 200,
        body: { supportPhone: { display: '+91 98100 45678', tel: '+919810045678' } },
      });
    } finally {
      await app.close();
    }
  });
});
