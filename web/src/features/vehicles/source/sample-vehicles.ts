import type { Vehicle, VehicleType } from '@domain/api/vehicles';
import { DAY_MS, MINUTE_MS } from '@domain/time';

interface Sample {
  stock: string;
  year: number;
  make: string;
  model: string;
  color: string;
  salesperson: string;
  type: VehicleType;
  /** How long ago the vehicle entered its workflow, in ms. */
  ago: number;
  starred?: boolean;
  shipping?: boolean;
  location?: string;
  notes?: string;
  vin?: string;
}

const SAMPLES: Sample[] = [
  {
    stock: 'A1042',
    year: 2024,
    make: 'Toyota',
    model: 'Camry XSE',
    color: 'Celestial Silver',
    salesperson: 'Maria Lopez',
    type: 'make-ready',
    ago: 2 * MINUTE_MS,
    vin: '4T1K61AK1RU000001',
  },
  {
    stock: 'A1038',
    year: 2023,
    make: 'Honda',
    model: 'CR-V EX-L',
    color: 'Platinum White',
    salesperson: 'James Carter',
    type: 'make-ready',
    ago: 14 * MINUTE_MS,
    starred: true,
  },
  {
    stock: 'A1035',
    year: 2022,
    make: 'Ford',
    model: 'F-150 Lariat',
    color: 'Agate Black',
    salesperson: 'Priya Shah',
    type: 'make-ready',
    ago: 22 * MINUTE_MS,
  },
  {
    stock: 'A1031',
    year: 2021,
    make: 'Chevrolet',
    model: 'Tahoe LT',
    color: 'Summit White',
    salesperson: 'Maria Lopez',
    type: 'make-ready',
    ago: 34 * MINUTE_MS,
  },
  {
    stock: 'A1027',
    year: 2024,
    make: 'Subaru',
    model: 'Outback Limited',
    color: 'Autumn Green',
    salesperson: 'Devon Brooks',
    type: 'make-ready',
    ago: 52 * MINUTE_MS,
    starred: true,
  },
  {
    stock: 'A1024',
    year: 2020,
    make: 'BMW',
    model: 'X5 xDrive40i',
    color: 'Carbon Black',
    salesperson: 'James Carter',
    type: 'make-ready',
    ago: 3 * 60 * MINUTE_MS,
  },
  {
    stock: 'S2207',
    year: 2019,
    make: 'Nissan',
    model: 'Altima SV',
    color: 'Scarlet Ember',
    salesperson: "Rick's Body Shop",
    type: 'service',
    ago: 0.2 * DAY_MS,
    location: 'Bay 2',
    notes: 'Oil change and tire rotation',
  },
  {
    stock: 'S2203',
    year: 2022,
    make: 'Jeep',
    model: 'Wrangler Sahara',
    color: 'Sarge Green',
    salesperson: 'Tri-County Glass',
    type: 'service',
    ago: 1.2 * DAY_MS,
    location: 'Bay 5',
    notes: 'Windshield replacement',
    starred: true,
  },
  {
    stock: 'S2199',
    year: 2021,
    make: 'Hyundai',
    model: 'Tucson SEL',
    color: 'Amazon Gray',
    salesperson: 'In-house',
    type: 'service',
    ago: 4 * DAY_MS,
    location: 'Bay 1',
    notes: 'Brake pads front and rear',
  },
  {
    stock: 'S2190',
    year: 2018,
    make: 'Mazda',
    model: 'CX-5 Touring',
    color: 'Soul Red',
    salesperson: 'Precision Detail',
    type: 'service',
    ago: 15 * DAY_MS,
    location: 'Lot C',
    notes: 'Waiting on bumper part',
  },
  {
    stock: 'S2188',
    year: 2023,
    make: 'Kia',
    model: 'Telluride EX',
    color: 'Wolf Gray',
    salesperson: 'In-house',
    type: 'service',
    ago: 0.7 * DAY_MS,
    location: 'Bay 3',
    notes: 'Recall 23V-114',
    shipping: true,
  },
  {
    stock: 'I3310',
    year: 2024,
    make: 'Toyota',
    model: 'RAV4 Hybrid',
    color: 'Blueprint',
    salesperson: 'Priya Shah',
    type: 'inventory',
    ago: 3 * DAY_MS,
    starred: true,
  },
  {
    stock: 'I3306',
    year: 2023,
    make: 'Honda',
    model: 'Accord Sport',
    color: 'Radiant Red',
    salesperson: 'Devon Brooks',
    type: 'inventory',
    ago: 6 * DAY_MS,
  },
  {
    stock: 'I3301',
    year: 2022,
    make: 'Ford',
    model: 'Explorer XLT',
    color: 'Iconic Silver',
    salesperson: 'Maria Lopez',
    type: 'inventory',
    ago: 9 * DAY_MS,
  },
  {
    stock: 'I3298',
    year: 2021,
    make: 'Tesla',
    model: 'Model 3',
    color: 'Pearl White',
    salesperson: 'James Carter',
    type: 'inventory',
    ago: 12 * DAY_MS,
  },
  {
    stock: 'I3292',
    year: 2020,
    make: 'Chevrolet',
    model: 'Silverado 1500',
    color: 'Red Hot',
    salesperson: 'Priya Shah',
    type: 'inventory',
    ago: 20 * DAY_MS,
    shipping: true,
  },
  {
    stock: 'I3287',
    year: 2023,
    make: 'Subaru',
    model: 'Crosstrek',
    color: 'Horizon Blue',
    salesperson: 'Devon Brooks',
    type: 'inventory',
    ago: 25 * DAY_MS,
  },
  {
    stock: 'I3281',
    year: 2019,
    make: 'Lexus',
    model: 'RX 350',
    color: 'Nebula Gray',
    salesperson: 'Maria Lopez',
    type: 'inventory',
    ago: 31 * DAY_MS,
  },
];

function sampleId(index: number): string {
  return `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

/** The sandbox's sample lot: every status of both boards is on show, relative to `now`. */
export function sampleVehicles(now: number): Vehicle[] {
  return SAMPLES.map((s, index) => {
    const entered = now - s.ago;
    return {
      id: sampleId(index),
      stockNumber: s.stock,
      vin: s.vin ?? null,
      year: s.year,
      make: s.make,
      model: s.model,
      color: s.color,
      salesperson: s.salesperson,
      notes: s.notes ?? '',
      type: s.type,
      flag: 'active',
      starred: s.starred ?? false,
      isShipping: s.shipping ?? false,
      inMakeReady: s.type === 'make-ready',
      makeReadyAddedAt: s.type === 'make-ready' ? entered : null,
      inService: s.type === 'service',
      serviceAddedAt: s.type === 'service' ? entered : null,
      customDaysAgo: null,
      checkInTime: s.type === 'inventory' ? entered : entered - DAY_MS,
      location: s.location ?? null,
      version: 1,
      createdAt: entered,
      updatedAt: entered,
    };
  });
}
