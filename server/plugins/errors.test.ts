import { describe, expect, it } from 'vitest';
import type { ImportResult, Vehicle } from '@domain/api/vehicles';
import { describeEachDatabase } from '../test/harness';
import { api, staffOf, vehicleInput } from '../test/staff';
import { MALFORMED_TEXT_MESSAGE } from '@domain/unicode';
import { malformedTextFieldOf, NUL_CHARACTER_MESSAGE, nulFieldOf } from './errors';

const NUL = 'a\u0000b';

describe('nulFieldOf', () => {
  it.each([
    [[{}, { q: NUL }, undefined], 'q'],
    [[{}, {}, { rows: [{ make: 'ok' }, { make: NUL }] }], 'rows.1.make'],
    [[{}, {}, { theme: { primaryColor: '#fff' }, name: NUL }], 'name'],
    [[{}, {}, { [NUL]: 1 }], NUL],
    [[{}, {}, { name: 'fine' }], undefined],
    [[{}, {}, NUL], undefined],
  ] as const)('finds the NUL in %j at %s', (parts, field) => {
    expect(nulFieldOf(parts)).toBe(field);
  });

  it('does not walk deeper than 32 levels', () => {
    let deep: unknown = NUL;
    for (let level = 0; level < 40; level += 1) deep = { a: deep };
    expect(nulFieldOf([deep])).toBeUndefined();
  });
});

describeEachDatabase('a NUL character in input', (t) => {
  it.each([
    { method: 'POST', url: '/api/vehicles', body: vehicleInput({ make: NUL }), field: 'make' },
    { method: 'GET', url: `/api/vehicles?q=${encodeURIComponent(NUL)}`, field: 'q' },
    { method: 'GET', url: `/api/activity-logs?q=${encodeURIComponent(NUL)}`, field: 'q' },
    { method: 'POST', url: '/api/dashboards', body: { name: NUL }, field: 'name' },
    {
      method: 'POST',
      url: '/api/users',
      body: { username: 'nul-user', fullName: NUL, password: 'long-enough-1' },
      field: 'fullName',
    },
  ])('$method $url answers 400 naming $field', async ({ method, url, body, field }) => {
    const { admin } = await staffOf(t);
    const client = api(t, admin);
    const response = method === 'GET' ? await client.get(url) : await client.post(url, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('names the field of a NUL the database refuses in a configuration', async () => {
    const { admin } = await staffOf(t);
    const config = (await api(t, admin).get('/api/config')).json<Record<string, unknown>>();
    const response = await api(t, admin).put('/api/config', { ...config, name: NUL });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: `name: ${NUL_CHARACTER_MESSAGE}`,
      field: 'name',
    });
  });

  it('reports an import row with a NUL as that row and imports the others', async () => {
    const { manager } = await staffOf(t);
    const good = vehicleInput();
    const response = await api(t, manager).post('/api/vehicles/import', {
      rows: [
        { ...vehicleInput({ notes: NUL }), rowNumber: 2 },
        { ...good, rowNumber: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>()).toEqual({
      imported: 1,
      updated: 0,
      total: 2,
      errors: ['Row 2: Notes must not contain NUL characters'],
      warnings: [],
      added: 1,
      changed: 0,
      unchanged: 0,
      skipped: 1,
      problems: [{ row: 2, level: 'error', message: 'Notes must not contain NUL characters' }],
    });
    const list = (await api(t, manager).get('/api/vehicles')).json<Vehicle[]>();
    expect(list.map((vehicle) => vehicle.stockNumber)).toEqual([good.stockNumber]);
  });
});

const LONE = 'a\ud800b';

describe('malformedTextFieldOf', () => {
  it.each([
    [[{}, { q: LONE }, undefined], 'q'],
    [[{}, {}, { widgets: [{ id: 'ok' }, { id: LONE }] }], 'widgets.1.id'],
    [[{}, {}, { [LONE]: 1 }], LONE],
    [[{}, {}, { name: 'Citroën 🚗' }], undefined],
  ] as const)('finds the lone surrogate in %j at %s', (parts, field) => {
    expect(malformedTextFieldOf(parts)).toBe(field);
  });
});

describeEachDatabase('a lone UTF-16 surrogate in input (issue #17 item 4)', (t) => {
  it.each([
    { method: 'POST', url: '/api/vehicles', body: vehicleInput({ make: LONE }), field: 'make' },
    { method: 'GET', url: `/api/vehicles?q=${encodeURIComponent('\ud83d\ude97')}`, field: null },
    { method: 'POST', url: '/api/dashboards', body: { name: LONE }, field: 'name' },
    {
      method: 'POST',
      url: '/api/dashboards',
      body: { name: 'Lot', widgets: [{ id: LONE, type: 'counts' }] },
      field: 'widgets.0.id',
    },
    {
      method: 'POST',
      url: '/api/users',
      body: { username: 'lone-user', fullName: LONE, password: 'long-enough-1' },
      field: 'fullName',
    },
  ])('$method $url answers 400 naming $field', async ({ method, url, body, field }) => {
    const { admin } = await staffOf(t);
    const client = api(t, admin);
    const response = method === 'GET' ? await client.get(url) : await client.post(url, body);
    if (field === null) {
      // A whole surrogate pair (an emoji) is text like any other.
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: `${field}: ${MALFORMED_TEXT_MESSAGE}`,
      field,
    });
  });

  it('answers 400 naming any configuration label, never 500', async () => {
    const { admin } = await staffOf(t);
    const config = (await api(t, admin).get('/api/config')).json<Record<string, unknown>>();
    const response = await api(t, admin).put('/api/config', { ...config, name: LONE });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'name' });
  });

  it('reports an import row with a lone surrogate as that row and imports the others', async () => {
    const { manager } = await staffOf(t);
    const good = vehicleInput();
    const response = await api(t, manager).post('/api/vehicles/import', {
      rows: [
        { ...vehicleInput({ notes: LONE }), rowNumber: 2 },
        { ...good, rowNumber: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>()).toMatchObject({
      imported: 1,
      errors: ['Row 2: Notes must be valid Unicode text'],
    });
    const list = (await api(t, manager).get('/api/vehicles')).json<Vehicle[]>();
    expect(list.map((vehicle) => vehicle.stockNumber)).toEqual([good.stockNumber]);
  });
});
