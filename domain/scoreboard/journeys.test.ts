import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../time';
import { reconBusinessDaysOf, t2lDaysOf } from './figures';
import { carJourneys, type ScoreboardStay, type ScoreboardVehicle } from './journeys';
import { STEP, STEPS, WEEKDAYS_8_TO_18, ny, stay, step, vehicle } from './scoreboard-fixtures';

const { inspection, mechanical, detail, frontline } = STEP;

function journeyOf(car: ScoreboardVehicle, stays: ScoreboardStay[]) {
  const [journey] = carJourneys({
    steps: STEPS,
    vehicles: [car],
    stays,
    calendar: WEEKDAYS_8_TO_18,
  });
  if (!journey) throw new Error('no journey');
  return journey;
}

interface Expected {
  startAt: string;
  reconStartAt: string | null;
  completedAt: string | null;
  inRecon: boolean;
  /** T2L in calendar days, days in recon in business days. */
  t2lDays: number | null;
  reconDays: number | null;
  /** Each step's time in its own clock (h): closed stays only, so 0 for the one it is in. */
  hours: Record<string, number>;
  corrected: boolean;
}

const straight = vehicle('2026-11-23T08:00');
const inRecon = vehicle('2026-11-23T08:00');
const sentBack = vehicle('2026-11-23T08:00');
const sentBackNow = vehicle('2026-11-23T08:00');
const corrected = vehicle('2026-11-23T08:00');
const weekend = vehicle('2026-11-27T08:00');
const noInStock = vehicle(null);
const stockedLate = vehicle('2026-11-24T08:00');
const leftWorkflow = vehicle('2026-11-23T08:00');

const CASES: [string, ScoreboardVehicle, ScoreboardStay[], Expected][] = [
  [
    'straight through: Mon 08:00 in stock to Tue 13:00 front line',
    straight,
    [
      stay(straight, inspection, '2026-11-23T09:00', '2026-11-23T11:00', 'entered'),
      stay(straight, mechanical, '2026-11-23T11:00', '2026-11-24T11:00'),
      stay(straight, detail, '2026-11-24T11:00', '2026-11-24T13:00'),
      stay(straight, frontline, '2026-11-24T13:00', null),
    ],
    {
      startAt: '2026-11-23T08:00',
      reconStartAt: '2026-11-23T09:00',
      completedAt: '2026-11-24T13:00',
      inRecon: false,
      t2lDays: 29 / 24,
      // Monday 09–18 is 9/10 of its day, Tuesday 08–13 half of it.
      reconDays: 0.9 + 0.5,
      // Mechanical counts calendar time: 24 h; the others business hours.
      hours: { [inspection]: 2, [mechanical]: 24, [detail]: 2, [frontline]: 0 },
      corrected: false,
    },
  ],
  [
    'still in recon: no T2L yet',
    inRecon,
    [
      stay(inRecon, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered'),
      stay(inRecon, mechanical, '2026-11-23T10:00', null),
    ],
    {
      startAt: '2026-11-23T08:00',
      reconStartAt: '2026-11-23T09:00',
      completedAt: null,
      inRecon: true,
      t2lDays: null,
      reconDays: null,
      hours: { [inspection]: 1, [mechanical]: 0 },
      corrected: false,
    },
  ],
  [
    'sent back from Frontline to Detail: T2L ends when it last left Detail, both visits count',
    sentBack,
    [
      stay(sentBack, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered'),
      stay(sentBack, mechanical, '2026-11-23T10:00', '2026-11-23T12:00'),
      stay(sentBack, detail, '2026-11-23T12:00', '2026-11-23T14:00'),
      stay(sentBack, frontline, '2026-11-23T14:00', '2026-11-23T15:00'),
      stay(sentBack, detail, '2026-11-23T15:00', '2026-11-23T16:00', 'sent_back'),
      stay(sentBack, frontline, '2026-11-23T16:00', null),
    ],
    {
      startAt: '2026-11-23T08:00',
      reconStartAt: '2026-11-23T09:00',
      completedAt: '2026-11-23T16:00',
      inRecon: false,
      t2lDays: 8 / 24,
      reconDays: 0.7,
      hours: { [inspection]: 1, [mechanical]: 2, [detail]: 3, [frontline]: 1 },
      corrected: false,
    },
  ],
  [
    'sent back and in Detail again now: in recon, no T2L',
    sentBackNow,
    [
      stay(sentBackNow, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered'),
      stay(sentBackNow, detail, '2026-11-23T10:00', '2026-11-23T11:00', 'skipped'),
      stay(sentBackNow, frontline, '2026-11-23T11:00', '2026-11-23T12:00'),
      stay(sentBackNow, detail, '2026-11-23T12:00', null, 'sent_back'),
    ],
    {
      startAt: '2026-11-23T08:00',
      reconStartAt: '2026-11-23T09:00',
      completedAt: null,
      inRecon: true,
      t2lDays: null,
      reconDays: null,
      hours: { [inspection]: 1, [detail]: 1, [frontline]: 1 },
      corrected: false,
    },
  ],
  [
    'a correction: the stay closed at its own start spans nothing, the corrected one counts',
    corrected,
    [
      stay(corrected, inspection, '2026-11-23T09:00', '2026-11-23T09:00', 'entered'),
      stay(corrected, inspection, '2026-11-23T08:30', '2026-11-23T10:00', 'corrected'),
      stay(corrected, detail, '2026-11-23T10:00', '2026-11-23T12:00'),
      stay(corrected, frontline, '2026-11-23T12:00', null),
    ],
    {
      startAt: '2026-11-23T08:00',
      reconStartAt: '2026-11-23T08:30',
      completedAt: '2026-11-23T12:00',
      inRecon: false,
      t2lDays: 4 / 24,
      reconDays: 0.35,
      hours: { [inspection]: 1.5, [detail]: 2, [frontline]: 0 },
      corrected: true,
    },
  ],
  [
    'across a weekend: Friday 13:00 to Monday 13:00 is one business day, 3 calendar days',
    weekend,
    [
      stay(weekend, inspection, '2026-11-27T13:00', '2026-11-30T13:00', 'entered'),
      stay(weekend, frontline, '2026-11-30T13:00', null, 'skipped'),
    ],
    {
      startAt: '2026-11-27T08:00',
      reconStartAt: '2026-11-27T13:00',
      completedAt: '2026-11-30T13:00',
      inRecon: false,
      t2lDays: 3 + 5 / 24,
      reconDays: 1,
      // Friday 13–18 and Monday 08–13.
      hours: { [inspection]: 10, [frontline]: 0 },
      corrected: false,
    },
  ],
  [
    'no in-stock date: T2L counts from when the car was added',
    noInStock,
    [
      stay(noInStock, inspection, '2026-11-23T08:00', '2026-11-23T10:00', 'entered'),
      stay(noInStock, frontline, '2026-11-23T10:00', null, 'skipped'),
    ],
    {
      startAt: '2026-11-20T08:00',
      reconStartAt: '2026-11-23T08:00',
      completedAt: '2026-11-23T10:00',
      inRecon: false,
      t2lDays: 3 + 2 / 24,
      reconDays: 0.2,
      hours: { [inspection]: 2, [frontline]: 0 },
      corrected: false,
    },
  ],
  [
    'in stock after recon began (a late import): T2L counts from recon',
    stockedLate,
    [
      stay(stockedLate, inspection, '2026-11-23T08:00', '2026-11-23T12:00', 'entered'),
      stay(stockedLate, frontline, '2026-11-23T12:00', null, 'skipped'),
    ],
    {
      startAt: '2026-11-23T08:00',
      reconStartAt: '2026-11-23T08:00',
      completedAt: '2026-11-23T12:00',
      inRecon: false,
      t2lDays: 4 / 24,
      reconDays: 0.4,
      hours: { [inspection]: 4, [frontline]: 0 },
      corrected: false,
    },
  ],
  [
    'left the workflow from Mechanical: done when it left',
    leftWorkflow,
    [
      stay(leftWorkflow, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered'),
      stay(leftWorkflow, mechanical, '2026-11-23T10:00', '2026-11-23T20:00'),
    ],
    {
      startAt: '2026-11-23T08:00',
      reconStartAt: '2026-11-23T09:00',
      completedAt: '2026-11-23T20:00',
      inRecon: false,
      t2lDays: 12 / 24,
      reconDays: 0.9,
      hours: { [inspection]: 1, [mechanical]: 10 },
      corrected: false,
    },
  ],
];

const at = (wall: string | null) => (wall === null ? null : ny(wall));

describe('a car’s journey through recon (hand-checked)', () => {
  it.each(CASES)('%s', (_case, car, stays, expected) => {
    const journey = journeyOf(car, stays);
    expect({
      startAt: journey.startAt,
      reconStartAt: journey.reconStartAt,
      completedAt: journey.completedAt,
      inRecon: journey.inRecon,
      corrected: journey.corrected,
    }).toEqual({
      startAt: at(expected.startAt),
      reconStartAt: at(expected.reconStartAt),
      completedAt: at(expected.completedAt),
      inRecon: expected.inRecon,
      corrected: expected.corrected,
    });
    const t2l = t2lDaysOf(journey);
    const recon = reconBusinessDaysOf(journey, WEEKDAYS_8_TO_18);
    if (expected.t2lDays === null) expect(t2l).toBeNull();
    else expect(t2l).toBeCloseTo(expected.t2lDays, 10);
    if (expected.reconDays === null) expect(recon).toBeNull();
    else expect(recon).toBeCloseTo(expected.reconDays, 10);
    expect(
      Object.fromEntries([...journey.steps].map(([stepId, time]) => [stepId, time.ms / HOUR_MS])),
    ).toEqual(expected.hours);
  });

  it('keeps a step unfinished while the car is in it again, and its last leave otherwise', () => {
    const now = journeyOf(sentBackNow, CASES[3]?.[2] ?? []);
    expect(now.steps.get(detail)?.leftAt).toBeNull();
    expect(now.current).toEqual({ stepId: detail, enteredAt: ny('2026-11-23T12:00') });
    const done = journeyOf(sentBack, CASES[2]?.[2] ?? []);
    expect(done.steps.get(detail)).toEqual({
      ms: 3 * HOUR_MS,
      calendarMs: 3 * HOUR_MS,
      leftAt: ny('2026-11-23T16:00'),
      assigneeId: null,
    });
  });

  it('gives a step’s time to whoever had the car when it last left the step', () => {
    const [sam, dana] = ['sam-id', 'dana-id'];
    const car = vehicle('2026-11-23T08:00');
    const journey = journeyOf(car, [
      stay(car, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered', sam),
      stay(car, detail, '2026-11-23T10:00', '2026-11-23T11:00', 'moved', sam),
      stay(car, frontline, '2026-11-23T11:00', '2026-11-23T12:00', 'moved', null),
      stay(car, detail, '2026-11-23T12:00', '2026-11-23T13:00', 'sent_back', dana),
      stay(car, frontline, '2026-11-23T13:00', null, 'moved', null),
    ]);
    expect(
      Object.fromEntries([...journey.steps].map(([stepId, time]) => [stepId, time.assigneeId])),
    ).toEqual({ [inspection]: sam, [detail]: dana, [frontline]: null });
  });

  it('in a timed step that does not count, after the last counting one, the car is done', () => {
    const car = vehicle('2026-11-23T08:00');
    // Wash is timed but left out of T2L, and comes after Detail, the last counting step.
    const steps = [
      ...STEPS.slice(0, 3),
      step('wash', 'Wash', 3, { businessHours: true, countsTowardT2L: false }),
    ];
    const [journey] = carJourneys({
      steps,
      vehicles: [car],
      stays: [
        stay(car, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered'),
        stay(car, 'wash', '2026-11-23T10:00', null, 'skipped'),
      ],
      calendar: WEEKDAYS_8_TO_18,
    });
    expect([journey?.inRecon, journey?.completedAt]).toEqual([false, ny('2026-11-23T10:00')]);
    expect(t2lDaysOf(journey ?? journeyOf(car, []))).toBeCloseTo(2 / 24, 10);
  });

  it('gives no journey to a car without stays, and ignores stays of other workflows’ steps', () => {
    const car = vehicle('2026-11-23T08:00');
    expect(
      carJourneys({
        steps: STEPS,
        vehicles: [car],
        stays: [
          {
            vehicleId: car.id,
            stepId: 'service-step',
            enteredAt: 0,
            leftAt: DAY_MS,
            reason: 'entered',
            assigneeId: null,
          },
        ],
        calendar: WEEKDAYS_8_TO_18,
      }),
    ).toEqual([]);
  });
});
