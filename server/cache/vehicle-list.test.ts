import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { compareNewestFirst } from '@domain/vehicle/list-order';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { applyChanges, serializeList, type ListChange } from './vehicle-list';

/** A seeded pseudo-random sequence: the same lists and changes every run. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** Vehicles created at a handful of moments (ties broken by id, as one import makes them). */
const cars = (count: number, random: (below: number) => number): Vehicle[] =>
  Array.from({ length: count }, () => buildVehicle({ createdAt: 1_000 * random(20) }));

const ids = (rows: readonly { vehicle: Vehicle }[]) => rows.map((row) => row.vehicle.id);

describe('a cached list brought forward by changes', () => {
  it.each([
    ['one edit', 1],
    ['a few changes, placed one by one', 10],
    ['an import, merged in one pass', 500],
  ])('matches the list read again after %s', (_name, changeCount) => {
    const random = sequence(changeCount);
    const before = cars(300, random).sort(compareNewestFirst);
    const list = serializeList('d', before);
    const changes: ListChange[] = [];
    for (let index = 0; index < changeCount; index += 1) {
      const kind = random(3);
      const existing = before[random(before.length)]!;
      if (kind === 0) changes.push({ vehicleId: existing.id, vehicle: null });
      else if (kind === 1) {
        const moved = { ...existing, createdAt: 1_000 * random(20), version: existing.version + 1 };
        changes.push({ vehicleId: existing.id, vehicle: moved });
      } else {
        const added = cars(1, random)[0]!;
        changes.push({ vehicleId: added.id, vehicle: added });
      }
    }
    const now = new Map(before.map((vehicle) => [vehicle.id, vehicle as Vehicle | null]));
    for (const change of changes) now.set(change.vehicleId, change.vehicle);
    const expected = [...now.values()]
      .filter((vehicle): vehicle is Vehicle => vehicle !== null)
      .sort(compareNewestFirst);

    const after = applyChanges(list, changes);
    expect(ids(after.rows)).toEqual(expected.map((vehicle) => vehicle.id));
    expect(after.rows.map((row) => row.vehicle)).toEqual(expected);
    expect(after.rows.every((row) => row.json === JSON.stringify(row.vehicle))).toBe(true);
  });
});
