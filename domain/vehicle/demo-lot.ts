import type { VehicleCreate } from '../api/vehicles';
import { DAY_MS, MINUTE_MS } from '../time';
import type { StatusThresholds } from '../vehicle-status';
import { computeCheckDigit } from '../vin';
import type { WorkflowTimes } from './workflow';

/**
 * The demo lot (spec 9: the demo load adds 18 vehicles): the server's "Load demo vehicles",
 * the seeded Demo Motors and the sandbox's sample lot are all this list.
 */

/** Stock numbers of demo vehicles start with this, then a free number (DEMO-1001, …). */
export const DEMO_STOCK_PREFIX = 'DEMO-';

interface Model {
  make: string;
  model: string;
  /** A real world manufacturer identifier, so the VIN reads like the make's. */
  wmi: string;
}

const MODELS: readonly Model[] = [
  { make: 'Toyota', model: 'Camry', wmi: '4T1' },
  { make: 'Honda', model: 'Accord', wmi: '1HG' },
  { make: 'Ford', model: 'F-150', wmi: '1FT' },
  { make: 'Chevrolet', model: 'Silverado 1500', wmi: '1GC' },
  { make: 'Nissan', model: 'Altima', wmi: '1N4' },
  { make: 'BMW', model: 'X5', wmi: '5UX' },
  { make: 'Tesla', model: 'Model 3', wmi: '5YJ' },
  { make: 'Subaru', model: 'Outback', wmi: '4S4' },
  { make: 'Jeep', model: 'Grand Cherokee', wmi: '1C4' },
  { make: 'Hyundai', model: 'Tucson', wmi: 'KM8' },
  { make: 'Kia', model: 'Telluride', wmi: '5XY' },
  { make: 'Mazda', model: 'CX-5', wmi: 'JM3' },
  { make: 'Volkswagen', model: 'Jetta', wmi: '3VW' },
  { make: 'Ram', model: '1500', wmi: '1C6' },
  { make: 'Lexus', model: 'RX 350', wmi: '2T2' },
  { make: 'Audi', model: 'Q5', wmi: 'WA1' },
  { make: 'GMC', model: 'Sierra 1500', wmi: '1GT' },
  { make: 'Toyota', model: 'RAV4', wmi: '2T3' },
];
const COLORS = ['Silver', 'Black', 'White', 'Blue', 'Red', 'Gray', 'Pearl White', 'Green'];
const SALESPEOPLE = ['Maria Lopez', 'James Carter', 'Priya Shah', 'Tom Becker'];
const VENDORS = ['Quick Lube', 'Precision Auto Body', 'Tire Pros', 'Glass Masters'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A well-formed VIN with the make's WMI, the model year's code and a correct check digit. */
export function demoVin(wmi: string, year: number, seed: number): string {
  const pick = (n: number) => VIN_CHARS.charAt((seed * 7919 + n * 104_729) % VIN_CHARS.length);
  const vds = [0, 1, 2, 3, 4].map(pick).join('');
  const yearCode = YEAR_CODES.charAt((year - 1980) % 30);
  const serial = String(100_000 + ((seed * 48_271) % 900_000));
  const draft = `${wmi}${vds}0${yearCode}${pick(9)}${serial}`;
  return `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
}

/** The first `count` stock numbers DEMO-1001, DEMO-1002, … that are not in `taken`. */
export function freeDemoStockNumbers(taken: ReadonlySet<string>, count: number): string[] {
  const free: string[] = [];
  for (let n = 1001; free.length < count; n += 1) {
    const stockNumber = `${DEMO_STOCK_PREFIX}${n}`;
    if (!taken.has(stockNumber)) free.push(stockNumber);
  }
  return free;
}

type Plan =
  | { type: 'make-ready'; minutes: number; shipping?: boolean; note: string }
  | { type: 'service'; days: number; note: string }
  | { type: 'inventory'; days: number; starred?: boolean; note: string };

/**
 * Where the 18 demo vehicles stand: ages placed inside each status band of the dealership's
 * own thresholds, so every status shows — Make Ready new, working, warning, overdue; Service
 * new, good, attention, critical; one shipping; and inventory (spec 4.1, 9).
 */
function plans({ makeReady: m, service: s }: StatusThresholds): Plan[] {
  const between = (low: number, high: number, at = 0.5) => low + (high - low) * at;
  return [
    { type: 'make-ready', minutes: m.newThreshold / 2, note: 'Just arrived from trade-in' },
    {
      type: 'make-ready',
      minutes: between(m.newThreshold, m.workingThreshold),
      note: 'Detailing in progress',
    },
    {
      type: 'make-ready',
      minutes: between(m.newThreshold, m.workingThreshold, 0.2),
      note: 'Waiting for wash bay',
    },
    {
      type: 'make-ready',
      minutes: between(m.workingThreshold, m.warningThreshold),
      note: 'Final inspection',
    },
    { type: 'make-ready', minutes: m.warningThreshold * 1.5, note: 'Parts on back order' },
    {
      type: 'make-ready',
      minutes: between(m.newThreshold, m.workingThreshold),
      shipping: true,
      note: 'Shipping to sister store',
    },
    { type: 'service', days: s.newThreshold / 2, note: 'Oil change and rotation' },
    { type: 'service', days: between(s.newThreshold, s.goodThreshold), note: 'Brake pads' },
    {
      type: 'service',
      days: between(s.newThreshold, s.goodThreshold, 0.8),
      note: 'Windshield replacement',
    },
    {
      type: 'service',
      days: between(s.goodThreshold, s.attentionThreshold),
      note: 'Transmission diagnosis',
    },
    {
      type: 'service',
      days: between(s.goodThreshold, s.attentionThreshold, 0.9),
      note: 'Body work, rear bumper',
    },
    { type: 'service', days: s.attentionThreshold * 1.5, note: 'Warranty claim pending' },
    { type: 'inventory', days: 2, starred: true, note: 'Front line ready' },
    { type: 'inventory', days: 5, note: 'Certified pre-owned' },
    { type: 'inventory', days: 9, note: 'One owner, clean history' },
    { type: 'inventory', days: 14, starred: true, note: 'Price drop this week' },
    { type: 'inventory', days: 21, note: 'Low miles' },
    { type: 'inventory', days: 30, note: 'Aged unit, consider wholesale' },
  ];
}

/** One demo vehicle: what newVehicle takes, and when it entered its workflow. */
export interface DemoVehicle {
  input: VehicleCreate;
  times: WorkflowTimes;
}

/** The demo lot relative to `now` and the dealership's thresholds. */
export function buildDemoLot(props: {
  now: number;
  thresholds: StatusThresholds;
  stockNumbers: readonly string[];
}): DemoVehicle[] {
  const { now } = props;
  const currentYear = new Date(now).getUTCFullYear();
  return plans(props.thresholds).map((plan, index) => {
    const model = MODELS[index % MODELS.length]!;
    const year = currentYear - (index % 6);
    const enteredAt = Math.round(
      now - (plan.type === 'make-ready' ? plan.minutes * MINUTE_MS : plan.days * DAY_MS),
    );
    return {
      input: {
        stockNumber: props.stockNumbers[index] ?? `${DEMO_STOCK_PREFIX}${index}`,
        vin: demoVin(model.wmi, year, index + 1),
        year,
        make: model.make,
        model: model.model,
        color: COLORS[index % COLORS.length]!,
        salesperson:
          plan.type === 'service'
            ? VENDORS[index % VENDORS.length]!
            : SALESPEOPLE[index % SALESPEOPLE.length]!,
        notes: plan.note,
        type: plan.type,
        flag: 'active',
        starred: plan.type === 'inventory' ? (plan.starred ?? false) : index % 5 === 0,
        isShipping: plan.type === 'make-ready' && plan.shipping === true,
        promised: false,
        customDaysAgo: null,
        location: plan.type === 'service' ? `Bay ${(index % 6) + 1}` : null,
        mileage: 8_000 + ((index * 7_919) % 90_000),
        trim: null,
        reconEstimateCents: null,
        // A used car's asking price, whole hundreds of dollars, in cents.
        priceCents: (14_000 + ((index * 3_700) % 30_000)) * 100,
        checkInTime: plan.type === 'inventory' ? enteredAt : Math.min(enteredAt, now - DAY_MS),
      },
      times:
        plan.type === 'make-ready'
          ? { makeReadyAddedAt: enteredAt }
          : plan.type === 'service'
            ? { serviceAddedAt: enteredAt }
            : {},
    };
  });
}
