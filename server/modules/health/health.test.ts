import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';

describeEachDatabase('GET /api/health', (t) => {
  it('answers ok on the marketing host', async () => {
    const response = await request(t.app).get('/api/health', { host: 'localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers on a host whose dealership does not exist (load balancer probes)', async () => {
    const response = await request(t.app).get('/api/health', { host: 'nobody.app.localhost:3000' });
    expect(response.statusCode).toBe(200);
  });
});
