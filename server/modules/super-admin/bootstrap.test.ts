import { expect, it } from 'vitest';
import { ensureSuperAdmin } from './bootstrap';
import { MARKETING_HOST } from '../../test/factories';
import { describeEachDatabase, testConfig } from '../../test/harness';
import { request } from '../../test/http';

describeEachDatabase('super admin bootstrap on an empty database', (t) => {
  it('creates nothing in production without SUPER_ADMIN_* variables', async () => {
    expect(await ensureSuperAdmin(t.db, testConfig({ production: true }), t.clock)).toEqual({
      username: '',
      status: 'none',
    });
  });

  it('generates a password once outside production, and it signs in', async () => {
    const first = await ensureSuperAdmin(t.db, testConfig(), t.clock);
    expect(first.status).toBe('generated');
    expect(first.username).toBe('superadmin');
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const second = await ensureSuperAdmin(t.db, testConfig(), t.clock);
    expect(second).toEqual({ username: 'superadmin', status: 'existing' });

    const response = await request(t.app).post(
      '/api/super-admin/login',
      { username: 'superadmin', password: first.generatedPassword },
      { host: MARKETING_HOST },
    );
    expect(response.statusCode).toBe(200);
  });
});
