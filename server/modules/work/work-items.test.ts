import { expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import type { Vehicle } from '@domain/api/vehicles';
import type { JobTemplate, VehicleWork, WorkItem } from '@domain/api/work';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf } from '../../test/staff';
import { workSteps } from '../../test/work-steps';

describeEachDatabase('work items: /api/vehicles/{id}/work-items, /api/work-items/{id}', (t) => {
  const steps = workSteps(t);

  it('adds, prices, changes and removes items, each in history', async () => {
    const { user, manager } = await staffOf(t);
    const car = await steps.addCar(user);
    // $25 parts + 0.5 h × $120 (the default rate) = $85.
    const wipers = await steps.addItem(user, car.id, {
      description: 'Wipers',
      category: 'parts',
      partsCents: 2_500,
      labourHours: 0.5,
    });
    expect(wipers).toMatchObject({
      state: 'needs_estimate',
      labourRateCents: 12_000,
      labourHours: 0.5,
      totalCents: 8_500,
    });
    const changed = await api(t, user).patch(`/api/work-items/${wipers.id}`, {
      partsCents: 3_000,
      version: wipers.version,
    });
    expect(changed.json<WorkItem>().totalCents).toBe(9_000);
    const stale = await api(t, user).patch(`/api/work-items/${wipers.id}`, {
      partsCents: 1,
      version: wipers.version,
    });
    expect([stale.statusCode, stale.json<{ field: string }>().field]).toEqual([409, 'version']);
    expect((await api(t, user).delete(`/api/work-items/${wipers.id}`)).statusCode).toBe(200);
    expect((await steps.work(user, car.id)).items).toEqual([]);
    const log = (await api(t, manager).get('/api/activity-logs')).json<ActivityLog[]>();
    expect(
      log
        .filter((entry) => entry.stockNumber === car.stockNumber)
        .map((entry) => entry.additionalInfo?.detailedAction),
    ).toEqual([
      'Work removed: Wipers ($90)',
      'Work changed: Wipers ($90)',
      'Work added: Wipers ($85)',
      undefined,
    ]);
  });

  it.each([
    ['partsCents', -1, 'partsCents: cannot be negative'],
    ['partsCents', 'ten', 'partsCents: must be an amount such as 89.50'],
    ['partsCents', 1.5, 'partsCents: must be an amount such as 89.50'],
    ['partsCents', 100_000_001, 'partsCents: must be at most 1,000,000'],
    ['labourRateCents', -5, 'labourRateCents: cannot be negative'],
    [
      'labourHours',
      1.234,
      'labourHours: must be hours between 0 and 999.99, to the hundredth (1.25)',
    ],
    [
      'category',
      'paint',
      'category: must be one of mechanical, body, detail, sublet, parts, other',
    ],
    ['description', '', 'description: is required'],
  ])('refuses %s %j naming the field', async (field, value, message) => {
    const { user } = await staffOf(t);
    const car = await steps.addCar(user);
    const response = await api(t, user).post(`/api/vehicles/${car.id}/work-items`, {
      description: 'Brakes',
      category: 'mechanical',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it('lets only managers assign, and keeps another dealership out (404)', async () => {
    const { user, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const car = await steps.addCar(user);
    const item = await steps.addItem(user, car.id, { description: 'Detail', category: 'detail' });
    const byUser = await api(t, user).patch(`/api/work-items/${item.id}`, {
      assigneeId: user.user.id,
      version: item.version,
    });
    expect(byUser.statusCode).toBe(403);
    const byManager = await api(t, manager).patch(`/api/work-items/${item.id}`, {
      assigneeId: user.user.id,
      version: item.version,
    });
    expect(byManager.json<WorkItem>().assigneeId).toBe(user.user.id);
    const outsider = await api(t, manager).patch(`/api/work-items/${item.id}`, {
      assigneeId: stranger.user.id,
      version: item.version + 1,
    });
    expect([outsider.statusCode, outsider.json<{ field: string }>().field]).toEqual([
      400,
      'assigneeId',
    ]);
    for (const response of [
      await api(t, stranger).get(`/api/vehicles/${car.id}/work-items`),
      await api(t, stranger).post(`/api/vehicles/${car.id}/work-items`, {
        description: 'X',
        category: 'other',
      }),
      await api(t, stranger).patch(`/api/work-items/${item.id}`, { partsCents: 1, version: 2 }),
      await api(t, stranger).delete(`/api/work-items/${item.id}`),
      await t.app.inject({
        method: 'GET',
        url: `/api/vehicles/${car.id}/work-items`,
        headers: { host: user.host },
      }),
    ]) {
      expect([404, 401]).toContain(response.statusCode);
    }
  });

  it("puts the car under the assignee's cars while the item is open (#33)", async () => {
    const { user, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const car = await steps.addCar(user);
    const item = await steps.addItem(user, car.id, { description: 'Detail', category: 'detail' });
    const other = await steps.addItem(user, car.id, { description: 'Tyres', category: 'parts' });
    const assign = (id: string, version: number, assigneeId: string | null) =>
      api(t, manager).patch(`/api/work-items/${id}`, { assigneeId, version });
    await assign(item.id, item.version, user.user.id);
    await assign(other.id, other.version, manager.user.id);
    const listed = async (who: typeof user) =>
      (await api(t, who).get('/api/vehicles')).json<Vehicle[]>().find((v) => v.id === car.id);
    // The list carries it on the car's own row (no read per car), as the record's read does.
    expect((await listed(user))?.workAssigneeIds).toEqual([user.user.id, manager.user.id]);
    expect((await steps.work(user, car.id)).vehicle.workAssigneeIds).toEqual([
      user.user.id,
      manager.user.id,
    ]);
    await assign(other.id, other.version + 1, null);
    expect((await listed(manager))?.workAssigneeIds).toEqual([user.user.id]);
    expect(await listed(stranger)).toBeUndefined();
    const log = (await api(t, manager).get('/api/activity-logs')).json<ActivityLog[]>();
    expect(
      log
        .filter((entry) => entry.stockNumber === car.stockNumber)
        .map((entry) => entry.additionalInfo?.detailedAction)
        .slice(0, 3),
    ).toEqual(['Work unassigned: Tyres', 'Work assigned: Tyres', 'Work assigned: Detail']);
  });

  it('keeps job templates (managers) and applies one to a car', async () => {
    const { user, manager } = await staffOf(t);
    const other = await signedIn(t, 'manager');
    const body = {
      name: 'Used car basic',
      lines: [
        {
          description: 'Oil and filter',
          category: 'mechanical',
          partsCents: 4_500,
          labourHours: 0.5,
        },
        { description: 'Wipers', category: 'parts', partsCents: 2_500 },
        { description: 'State inspection', category: 'sublet', partsCents: 3_500 },
      ],
    };
    expect((await api(t, user).post('/api/job-templates', body)).statusCode).toBe(403);
    const created = await api(t, manager).post('/api/job-templates', body);
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<JobTemplate>();
    const twice = await api(t, manager).post('/api/job-templates', body);
    expect([twice.statusCode, twice.json<{ field: string }>().field]).toEqual([409, 'name']);
    expect(
      (await api(t, other).get('/api/job-templates')).json<{ templates: JobTemplate[] }>()
        .templates,
    ).toEqual([]);
    const car = await steps.addCar(user);
    const applied = await api(t, user).post(`/api/vehicles/${car.id}/work-items/from-template`, {
      templateId: template.id,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(
      applied
        .json<VehicleWork>()
        .items.map((item) => [item.description, item.totalCents, item.state]),
    ).toEqual([
      ['Oil and filter', 10_500, 'needs_estimate'],
      ['Wipers', 2_500, 'needs_estimate'],
      ['State inspection', 3_500, 'needs_estimate'],
    ]);
    const foreign = await api(t, other).post(`/api/vehicles/${car.id}/work-items/from-template`, {
      templateId: template.id,
    });
    expect(foreign.statusCode).toBe(404);
    // Changed in Settings: its name and lines; items already added keep their prices.
    const changed = {
      name: 'Used car plus',
      lines: [{ description: 'Detail', category: 'detail' }],
    };
    const url = `/api/job-templates/${template.id}`;
    expect((await api(t, user).put(url, changed)).statusCode).toBe(403);
    expect((await api(t, other).put(url, changed)).statusCode).toBe(404);
    const put = await api(t, manager).put(url, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<JobTemplate>()).toMatchObject({
      name: 'Used car plus',
      lines: [{ description: 'Detail', category: 'detail', partsCents: 0, labourHours: 0 }],
    });
    expect((await steps.work(user, car.id)).items.map((item) => item.totalCents)).toEqual([
      10_500, 2_500, 3_500,
    ]);
    expect((await api(t, other).delete(`/api/job-templates/${template.id}`)).statusCode).toBe(404);
    expect((await api(t, manager).delete(`/api/job-templates/${template.id}`)).statusCode).toBe(
      200,
    );
  });
});
