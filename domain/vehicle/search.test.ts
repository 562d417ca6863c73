import { describe, expect, it } from 'vitest';
import { vehicleCreateSchema } from '../api/vehicles';
import { newVehicle } from './new-vehicle';
import { matchesSearch, searchTerms, searchedFields } from './search';

const vehicle = newVehicle(
  vehicleCreateSchema.parse({
    stockNumber: 'A1042',
    year: 2024,
    make: 'Toyota',
    model: 'Camry XSE',
    color: 'Silver',
    vin: '1HGCM82633A004352',
    salesperson: 'Maria Lopez',
    notes: 'Needs tires',
    mileage: 84210,
  }),
  { id: 's1', now: Date.UTC(2026, 10, 22) },
);

describe('the inventory search (browser and server)', () => {
  it.each([
    ['', true, true],
    ['camry', true, true],
    ['CAMRY xse', true, true],
    ['a1042 2024', true, true],
    ['toyota honda', false, false],
    ['tires', false, true],
    ['maria', false, true],
    ['84210', false, true],
    ['1HGCM', false, true],
  ])('%j matches with basic %s, advanced %s', (query, basic, advanced) => {
    expect(matchesSearch(vehicle, searchTerms(query), false)).toBe(basic);
    expect(matchesSearch(vehicle, searchTerms(query), true)).toBe(advanced);
  });

  it('looks in the basic fields always and the rest with advanced search', () => {
    expect(searchedFields(false)).toEqual(['stockNumber', 'year', 'make', 'model', 'color']);
    expect(searchedFields(true)).toEqual(
      expect.arrayContaining(['vin', 'notes', 'salesperson', 'location', 'mileage']),
    );
  });
});
