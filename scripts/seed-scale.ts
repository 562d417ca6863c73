/**
 * `npm run seed:scale`: 1,000 dealerships × 500 vehicles on the PostgreSQL of DATABASE_URL
 * (docs/scaling.md). `-- --dealerships N --vehicles M` seeds another size. Idempotent: existing
 * `scale-…` dealerships are kept. Each has one admin, `scale-0001-admin` / `scale-admin-pass`.
 */
import { parseArgs } from 'node:util';
import { seedScale } from './scale/seed';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'seed:scale needs DATABASE_URL (PostgreSQL): it is not meant for the embedded database',
  );
  process.exit(1);
}
const { values } = parseArgs({
  options: {
    dealerships: { type: 'string', default: '1000' },
    vehicles: { type: 'string', default: '500' },
  },
});
const result = await seedScale(databaseUrl, {
  dealerships: Number(values.dealerships),
  vehiclesPerDealership: Number(values.vehicles),
});
console.log(
  `Seeded ${result.dealerships} dealerships and ${result.vehicles} vehicles in ${(result.ms / 1000).toFixed(1)} s`,
);
