import { expect, it } from 'vitest';
import type { Dashboard } from '@domain/api/dashboards';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf } from '../../test/staff';

describeEachDatabase('dashboards API', (t) => {
  const board = {
    name: 'Morning stand-up',
    widgets: [
      { id: 'w1', kind: 'status-counts', workflow: 'make-ready' },
      { id: 'w2', kind: 'average-make-ready-time' },
      { id: 'w3', kind: 'overdue-list' },
      { id: 'w4', kind: 'live-board', workflow: 'service' },
    ],
  };

  it('lets managers create and edit, users view, admins delete', async () => {
    const { user, manager, admin } = await staffOf(t);
    expect((await api(t, user).post('/api/dashboards', board)).statusCode).toBe(403);
    const created = await api(t, manager).post('/api/dashboards', board);
    expect(created.statusCode, created.body).toBe(201);
    const dashboard = created.json<Dashboard>();
    expect(dashboard).toMatchObject(board);
    const second = (
      await api(t, manager).post('/api/dashboards', { name: 'Service' })
    ).json<Dashboard>();
    expect(second.widgets).toEqual([]);

    const list = await api(t, user).get('/api/dashboards');
    expect(list.json<Dashboard[]>().map((d) => d.id)).toEqual([dashboard.id, second.id]);
    expect((await api(t, user).get(`/api/dashboards/${dashboard.id}`)).json()).toEqual(dashboard);

    const url = `/api/dashboards/${dashboard.id}`;
    expect((await api(t, user).patch(url, { name: 'Mine' })).statusCode).toBe(403);
    const renamed = await api(t, manager).patch(url, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', widgets: board.widgets });
    const replaced = await api(t, manager).put(url, {
      name: 'Replaced',
      widgets: [board.widgets[1]],
    });
    expect(replaced.json()).toMatchObject({ name: 'Replaced', widgets: [board.widgets[1]] });

    expect((await api(t, manager).delete(url)).statusCode).toBe(403);
    expect((await api(t, admin).delete(url)).statusCode).toBe(200);
    expect((await api(t, admin).get(url)).statusCode).toBe(404);
  });

  it("answers 404 for another dealership's dashboard", async () => {
    const { manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const dashboard = (await api(t, manager).post('/api/dashboards', board)).json<Dashboard>();
    const url = `/api/dashboards/${dashboard.id}`;
    expect((await api(t, stranger).get(url)).statusCode).toBe(404);
    expect((await api(t, stranger).patch(url, { name: 'x' })).statusCode).toBe(404);
    expect((await api(t, stranger).put(url, { name: 'x' })).statusCode).toBe(404);
    expect((await api(t, stranger).delete(url)).statusCode).toBe(404);
    expect((await api(t, stranger).get('/api/dashboards')).json()).toEqual([]);
  });

  it.each([
    [{ widgets: [] }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x', widgets: [{ id: 'a', kind: 'pie-chart' }] }, 'widgets.0.kind'],
    [{ name: 'x', widgets: [{ id: 'a', kind: 'status-counts' }] }, 'widgets.0.workflow'],
    [
      {
        name: 'x',
        widgets: [
          { id: 'a', kind: 'overdue-list' },
          { id: 'a', kind: 'overdue-list' },
        ],
      },
      'widgets.1.id',
    ],
    [{ name: 'x', owner: 'me' }, 'body'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { manager } = await staffOf(t);
    const response = await api(t, manager).post('/api/dashboards', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });
});
