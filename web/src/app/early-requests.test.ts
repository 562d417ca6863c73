import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { createApiClient, fetchTransport } from '@/lib/api-client';
import { EARLY_READ_PATHS } from './early-paths';
import { SCREEN_READS, askStaffScreenEarly } from './early-requests';

afterEach(() => vi.unstubAllGlobals());

describe('reads asked for before the app loads (issue #15 item 4)', () => {
  it("at a board's address: its first page and the boot reads, taken once by the client", async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url);
        return Promise.resolve(
          new Response(JSON.stringify({ items: [], nextCursor: null, seq: 7 }), { status: 200 }),
        );
      }),
    );
    askStaffScreenEarly('/make-ready');
    expect(fetched).toEqual([
      '/api/vehicles/page?workflow=make-ready&sort=board&limit=50',
      // Its steps (issue #26): the board lays its first tiles out by step.
      '/api/workflows',
      '/api/auth/session',
      '/api/config',
      '/api/tenant/info',
      '/api/user/preferences',
      '/api/billing/status',
    ]);
    const client = createApiClient(fetchTransport);
    const query = { workflow: 'make-ready', sort: 'board', limit: 50 } as const;
    // The board's own call takes the early answer; a second call asks the server again.
    expect((await client.call(vehicleApi.page, { query })).seq).toBe(7);
    expect(fetched).toHaveLength(7);
    await client.call(vehicleApi.page, { query });
    expect(fetched).toHaveLength(8);
  });

  it("at Inventory's address: the whole lot, as Inventory asks for it", () => {
    const fetch = vi.fn(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetch);
    askStaffScreenEarly('/inventory');
    expect(fetch.mock.calls[0]).toEqual(['/api/vehicles', expect.anything()]);
  });

  it("at the scoreboard's address: the default period, its days left to the server", () => {
    const fetch = vi.fn((_url: string) => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetch);
    askStaffScreenEarly('/scoreboard');
    // The boot reads first: the server serves them before the figures it takes a while for.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/session',
      '/api/config',
      '/api/tenant/info',
      '/api/user/preferences',
      '/api/billing/status',
      '/api/scoreboard',
    ]);
  });

  it('elsewhere asks for nothing, and the entry knows the same paths', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    askStaffScreenEarly('/activity');
    expect(fetch).not.toHaveBeenCalled();
    expect([...EARLY_READ_PATHS].sort()).toEqual(Object.keys(SCREEN_READS).sort());
  });
});
