import { expect, it } from 'vitest';
import type { VehicleHistory } from '@domain/api/activity-endpoints';
import { activityCursor } from '@domain/api/activity';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

describeEachDatabase('vehicle history API', (t) => {
  const add = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; version: number }>();
  };
  const patch = async (who: SignedInUser, id: string, body: Record<string, unknown>) => {
    const response = await api(t, who).patch(`/api/vehicles/${id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ version: number }>();
  };
  const history = async (who: SignedInUser, id: string, query = '') =>
    api(t, who).get(`/api/vehicles/${id}/history${query}`);

  it('pages one vehicle’s entries newest first and sums its time in each workflow', async () => {
    const { manager } = await staffOf(t);
    const car = await add(manager);
    await add(manager); // another vehicle's entries stay out
    t.clock.advance(HOUR_MS);
    let v = await patch(manager, car.id, { type: 'make-ready', version: car.version });
    t.clock.advance(30 * MINUTE_MS);
    v = await patch(manager, car.id, { notes: 'tyres', version: v.version });
    t.clock.advance(15 * MINUTE_MS);
    await patch(manager, car.id, { type: 'service', version: v.version });
    t.clock.advance(2 * HOUR_MS);

    const first = (await history(manager, car.id, '?limit=2')).json<VehicleHistory>();
    expect(first.entries.map((e) => e.additionalInfo?.detailedAction ?? e.action)).toEqual([
      'Moved from Make Ready to Service',
      'Updated notes',
    ]);
    expect(first.hasMore).toBe(true);
    expect(first.entries[0]?.additionalInfo?.move).toEqual({ from: 'make-ready', to: 'service' });
    expect(first.timeInWorkflow).toEqual({
      inventory: HOUR_MS,
      'make-ready': 45 * MINUTE_MS,
      service: 2 * HOUR_MS,
    });
    const cursor = activityCursor(first.entries[1]!);
    const rest = (await history(manager, car.id, `?before=${cursor}`)).json<VehicleHistory>();
    expect(rest.entries.map((e) => e.action)).toEqual(['workflow_changed', 'added']);
    expect(rest.hasMore).toBe(false);
  });

  it('keeps the old and the new start of a time set by hand', async () => {
    const { manager } = await staffOf(t);
    const car = await add(manager, { type: 'make-ready' });
    const enteredAt = t.clock();
    t.clock.advance(HOUR_MS);
    await patch(manager, car.id, { makeReadyAddedAt: enteredAt - HOUR_MS, version: car.version });
    const [latest] = (await history(manager, car.id)).json<VehicleHistory>().entries;
    expect(latest?.additionalInfo).toEqual({
      // Issue #26 item 6: a correction of a start is always logged, saying from what to what.
      detailedAction: expect.stringMatching(/^time corrected from .+ to .+$/),
      times: [{ field: 'makeReadyAddedAt', from: enteredAt, to: enteredAt - HOUR_MS }],
    });
  });

  it('keeps the old and the new value of a text edit (issue #28 item 6)', async () => {
    const { user } = await staffOf(t);
    const car = await add(user, { color: 'Red' });
    await patch(user, car.id, { color: 'Deep Blue', notes: 'new tyres', version: car.version });
    const [latest] = (await history(user, car.id)).json<VehicleHistory>().entries;
    expect(latest?.additionalInfo).toEqual({
      detailedAction: 'Updated color, notes',
      edits: [
        { field: 'color', from: 'Red', to: 'Deep Blue' },
        { field: 'notes', from: '', to: 'new tyres' },
      ],
    });
  });

  it('is for everyone who may view the vehicle, 404 for another dealership’s, 400 naming the field', async () => {
    const { user, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const car = await add(manager);
    // A plain user may view vehicles (spec 6), so they see each one's history (#28 item 6).
    expect((await history(user, car.id)).statusCode).toBe(200);
    expect((await history(stranger, car.id)).statusCode).toBe(404);
    const bad = await history(manager, car.id, '?before=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('before');
  });
});
