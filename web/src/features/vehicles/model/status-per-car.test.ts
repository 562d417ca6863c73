import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from '@domain/vehicle-status';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { statusPerCar } from './status-per-car';

describe('a board status kept per car and minute', () => {
  it('derives a car once a minute, and again for its changed record or the next minute', () => {
    let derived = 0;
    const statusOf = statusPerCar((vehicle, now): DisplayStatus => {
      derived += 1;
      return vehicle.starred || now > 1 ? 'overdue' : 'new';
    });
    const car = buildVehicle({ starred: false });
    const seen = [
      statusOf(car, 1),
      statusOf(car, 1),
      statusOf({ ...car, starred: true }, 1),
      statusOf(car, 2),
    ];
    expect([seen, derived]).toEqual([['new', 'new', 'overdue', 'overdue'], 3]);
  });
});
