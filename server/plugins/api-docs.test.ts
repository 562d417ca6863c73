import { expect, it } from 'vitest';
import { MARKETING_HOST } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';

describeEachDatabase('OpenAPI at /api/docs', (t) => {
  it('describes the routes from their zod schemas and serves the UI', async () => {
    const spec = await request(t.app).get('/api/docs/json', { host: MARKETING_HOST });
    expect(spec.statusCode).toBe(200);
    const { paths } = spec.json();
    expect(
      paths['/api/auth/universal-login'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({ required: ['username', 'password'] });
    expect(Object.keys(paths['/api/auth/universal-login'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect((await request(t.app).get('/api/docs/', { host: MARKETING_HOST })).statusCode).toBe(200);
  });
});
