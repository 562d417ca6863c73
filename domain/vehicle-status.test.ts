import { describe, expect, it } from 'vitest';
import { DEFAULT_MAKE_READY_THRESHOLDS, DEFAULT_SERVICE_THRESHOLDS } from './constants';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';
import {
  deriveMakeReadyStatus,
  deriveServiceStatus,
  deriveVehicleStatus,
  formatVehicleAge,
  makeReadyAgeMinutes,
  nextStatusChangeAt,
  serviceAgeDays,
  sortBoardVehicles,
  statusIcon,
  statusLabel,
  statusTone,
  vehicleWorkflow,
  type DisplayStatus,
  type StatusThresholds,
  type StatusVehicle,
  type Workflow,
} from './vehicle-status';

const thresholds: StatusThresholds = {
  makeReady: { ...DEFAULT_MAKE_READY_THRESHOLDS },
  service: { ...DEFAULT_SERVICE_THRESHOLDS },
};
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function vehicle(overrides: Partial<StatusVehicle> = {}): StatusVehicle {
  return {
    checkInTime: NOW - 90 * DAY_MS,
    inMakeReady: false,
    makeReadyAddedAt: null,
    inService: false,
    serviceAddedAt: null,
    customDaysAgo: null,
    isShipping: false,
    ...overrides,
  };
}

describe('deriveMakeReadyStatus (spec 4.1, defaults 5/30/40 min)', () => {
  it.each([
    [-3, 'new'],
    [0, 'new'],
    [4.99, 'new'],
    [5, 'working'],
    [29.99, 'working'],
    [30, 'warning'],
    [39.99, 'warning'],
    [40, 'overdue'],
    [10_000, 'overdue'],
  ])('%s min → %s', (age, status) => {
    expect(deriveMakeReadyStatus(age, thresholds.makeReady)).toBe(status);
  });
});

describe('deriveServiceStatus (spec 4.1, defaults 0.5/2/12 days)', () => {
  it.each([
    [0, 'new'],
    [0.49, 'new'],
    [0.5, 'good'],
    [1.99, 'good'],
    [2, 'attention'],
    [11.99, 'attention'],
    [12, 'critical'],
    [400, 'critical'],
  ])('%s days → %s', (age, status) => {
    expect(deriveServiceStatus(age, thresholds.service)).toBe(status);
  });
});

describe('ages', () => {
  it('counts Make Ready minutes from makeReadyAddedAt, else from checkInTime', () => {
    const added = vehicle({ checkInTime: NOW - DAY_MS, makeReadyAddedAt: NOW - 7.5 * MINUTE_MS });
    expect(makeReadyAgeMinutes(added, NOW)).toBe(7.5);
    expect(makeReadyAgeMinutes(vehicle({ checkInTime: NOW - HOUR_MS }), NOW)).toBe(60);
  });

  it.each([
    [{ customDaysAgo: 3, serviceAddedAt: NOW - DAY_MS }, 3],
    [{ customDaysAgo: 0, serviceAddedAt: NOW - 5 * DAY_MS }, 0],
    [{ serviceAddedAt: NOW - 36 * HOUR_MS }, 1.5],
    [{ checkInTime: NOW - 720 * MINUTE_MS }, 0.5],
  ])('service age of %o is %s days (customDaysAgo overrides, 0 included)', (fields, days) => {
    expect(serviceAgeDays(vehicle(fields), NOW)).toBe(days);
  });
});

describe('deriveVehicleStatus', () => {
  it.each<[string, DisplayStatus, Partial<StatusVehicle>]>([
    ['neither workflow', 'inventory', {}],
    ['shipping in inventory', 'shipping', { isShipping: true }],
    [
      'shipping overrides an overdue Make Ready',
      'shipping',
      { isShipping: true, inMakeReady: true, makeReadyAddedAt: NOW - DAY_MS },
    ],
    ['Make Ready 4.99 min', 'new', { inMakeReady: true, makeReadyAddedAt: NOW - 4.99 * MINUTE_MS }],
    ['Make Ready 5 min', 'working', { inMakeReady: true, makeReadyAddedAt: NOW - 5 * MINUTE_MS }],
    [
      'Make Ready from checkInTime',
      'warning',
      { inMakeReady: true, checkInTime: NOW - 35 * MINUTE_MS },
    ],
    ['Make Ready 40 min', 'overdue', { inMakeReady: true, makeReadyAddedAt: NOW - 40 * MINUTE_MS }],
    ['service 11 h', 'new', { inService: true, serviceAddedAt: NOW - 11 * HOUR_MS }],
    ['service 12 h', 'good', { inService: true, serviceAddedAt: NOW - 12 * HOUR_MS }],
    [
      'service customDaysAgo 12',
      'critical',
      { inService: true, serviceAddedAt: NOW, customDaysAgo: 12 },
    ],
    [
      'service customDaysAgo 0',
      'new',
      { inService: true, checkInTime: NOW - 50 * DAY_MS, customDaysAgo: 0 },
    ],
    [
      'both workflows show Make Ready',
      'new',
      {
        inMakeReady: true,
        inService: true,
        makeReadyAddedAt: NOW,
        serviceAddedAt: NOW - 3 * DAY_MS,
      },
    ],
  ])('%s → %s', (_name, status, fields) => {
    expect(deriveVehicleStatus(vehicle(fields), thresholds, NOW)).toBe(status);
  });

  it('shows service on the service board for a vehicle in both workflows', () => {
    const both = vehicle({ inMakeReady: true, inService: true, serviceAddedAt: NOW - 3 * DAY_MS });
    expect(vehicleWorkflow(both, 'service')).toBe('service');
    expect(deriveVehicleStatus(both, thresholds, NOW, 'service')).toBe('attention');
    expect(vehicleWorkflow(vehicle({ inMakeReady: true }), 'service')).toBe('make-ready');
  });

  it('uses custom thresholds', () => {
    const custom: StatusThresholds = {
      ...thresholds,
      makeReady: { newThreshold: 1, workingThreshold: 2, warningThreshold: 3 },
    };
    const v = vehicle({ inMakeReady: true, makeReadyAddedAt: NOW - 2.5 * MINUTE_MS });
    expect(deriveVehicleStatus(v, custom, NOW)).toBe('warning');
  });
});

describe('nextStatusChangeAt', () => {
  const start = NOW - 2 * MINUTE_MS;
  const inMakeReady = vehicle({ inMakeReady: true, makeReadyAddedAt: start });

  it.each([
    [NOW, start + 5 * MINUTE_MS],
    [start + 5 * MINUTE_MS - 1, start + 5 * MINUTE_MS],
    [start + 5 * MINUTE_MS, start + 30 * MINUTE_MS],
    [start + 35 * MINUTE_MS, start + 40 * MINUTE_MS],
    [start + 40 * MINUTE_MS, null],
    [start + 10 * DAY_MS, null],
  ])('Make Ready at %s → %s', (now, expected) => {
    expect(nextStatusChangeAt(inMakeReady, thresholds, now)).toBe(expected);
  });

  it('finds the service edges in days', () => {
    const inService = vehicle({ inService: true, serviceAddedAt: start });
    expect(nextStatusChangeAt(inService, thresholds, NOW)).toBe(start + DAY_MS / 2);
    expect(nextStatusChangeAt(inService, thresholds, start + DAY_MS)).toBe(start + 2 * DAY_MS);
  });

  it.each<[string, Partial<StatusVehicle>]>([
    ['shipping', { isShipping: true, inMakeReady: true, makeReadyAddedAt: start }],
    ['inventory', {}],
    ['a fixed customDaysAgo', { inService: true, serviceAddedAt: start, customDaysAgo: 1 }],
  ])('is null for %s', (_name, fields) => {
    expect(nextStatusChangeAt(vehicle(fields), thresholds, NOW)).toBeNull();
  });

  it('is exact: the status holds until the returned moment and changes at it', () => {
    const serviceSteps: StatusThresholds = {
      makeReady: { newThreshold: 1, workingThreshold: 7, warningThreshold: 13 },
      service: { newThreshold: 0.1, goodThreshold: 0.7, attentionThreshold: 2.3 },
    };
    for (const t of [thresholds, serviceSteps]) {
      for (const fields of [
        { inMakeReady: true, makeReadyAddedAt: NOW - 123_457 },
        { inService: true, serviceAddedAt: NOW - 40_000_000 },
        { inService: true, serviceAddedAt: NOW - 3_333 },
      ]) {
        const v = vehicle(fields);
        let now = NOW;
        let changes = 0;
        for (let next = nextStatusChangeAt(v, t, now); next !== null;) {
          const before = deriveVehicleStatus(v, t, now);
          expect(next).toBeGreaterThan(now);
          expect(deriveVehicleStatus(v, t, next - 1)).toBe(before);
          expect(deriveVehicleStatus(v, t, next)).not.toBe(before);
          now = next;
          next = nextStatusChangeAt(v, t, now);
          changes += 1;
        }
        expect(changes).toBeGreaterThan(0);
        expect(['overdue', 'critical']).toContain(deriveVehicleStatus(v, t, now));
      }
    }
  });
});

describe('statusLabel (spec 4.2)', () => {
  it.each<[DisplayStatus | string, string]>([
    ['new', 'NEW'],
    ['working', 'WORKING'],
    ['warning', 'WRAP UP'],
    ['overdue', 'OVERDUE'],
    ['good', 'GOOD'],
    ['attention', 'ATTENTION'],
    ['critical', 'CRITICAL'],
    ['shipping', 'SHIPPING'],
    ['inventory', 'INVENTORY'],
    ['parked', 'UNKNOWN'],
    ['constructor', 'UNKNOWN'],
  ])('%s → %s by default', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each<[DisplayStatus, string | undefined, string]>([
    ['warning', 'Wrap up', 'WRAP UP'],
    ['new', ' fresh in ', 'FRESH IN'],
    ['critical', 'Stuck', 'STUCK'],
    ['working', '', 'WORKING'],
    ['working', '   ', 'WORKING'],
    ['good', undefined, 'GOOD'],
  ])('%s with custom label %j → %s', (status, custom, label) => {
    expect(statusLabel(status, { [status]: custom })).toBe(label);
  });
});

describe('statusIcon (spec 4.2)', () => {
  it.each<[DisplayStatus, Workflow, string]>([
    ['shipping', 'make-ready', 'truck'],
    ['shipping', 'service', 'truck'],
    ['new', 'make-ready', 'clock'],
    ['new', 'service', 'clock'],
    ['working', 'make-ready', 'wrench'],
    ['working', 'service', 'tools'],
    ['good', 'service', 'tools'],
    ['warning', 'make-ready', 'triangle'],
    ['attention', 'service', 'triangle'],
    ['overdue', 'make-ready', 'cross'],
    ['critical', 'service', 'cross'],
    ['inventory', 'inventory', 'box'],
  ])('%s on %s → %s', (status, workflow, icon) => {
    expect(statusIcon(status, workflow)).toBe(icon);
  });
});

describe('statusTone (spec 4.2)', () => {
  it.each<[DisplayStatus | string, string, boolean]>([
    ['new', 'purple', true],
    ['working', 'green', false],
    ['good', 'green', false],
    ['warning', 'yellow', false],
    ['attention', 'yellow', false],
    ['overdue', 'red', true],
    ['critical', 'red', true],
    ['shipping', 'shipping', false],
    ['inventory', 'neutral', false],
    ['parked', 'neutral', false],
  ])('%s → %s, flashing %s', (status, tone, flashing) => {
    expect(statusTone(status)).toEqual({ tone, flashing });
  });
});

describe('formatVehicleAge', () => {
  it.each<[string, string, Partial<StatusVehicle>, Workflow]>([
    ['make-ready entry', '12 min ago', { makeReadyAddedAt: NOW - 12 * MINUTE_MS }, 'make-ready'],
    ['make-ready from check-in', '2 hours ago', { checkInTime: NOW - 2 * HOUR_MS }, 'make-ready'],
    ['service entry', '1 day ago', { serviceAddedAt: NOW - 26 * HOUR_MS }, 'service'],
    ['service customDaysAgo', '4 days ago', { serviceAddedAt: NOW, customDaysAgo: 4 }, 'service'],
    ['service customDaysAgo 1', '1 day ago', { customDaysAgo: 1 }, 'service'],
    ['service customDaysAgo 0', '0 days ago', { customDaysAgo: 0 }, 'service'],
    [
      'customDaysAgo ignored off service',
      '1 hour ago',
      { customDaysAgo: 4, checkInTime: NOW - HOUR_MS },
      'inventory',
    ],
    ['future check-in', 'in 5 min', { checkInTime: NOW + 5 * MINUTE_MS }, 'inventory'],
  ])('%s → %s', (_name, text, fields, workflow) => {
    expect(formatVehicleAge(vehicle(fields), workflow, NOW)).toBe(text);
  });
});

describe('sortBoardVehicles (starred first, then newest)', () => {
  const board = [
    {
      id: 'old',
      starred: false,
      ...vehicle({ inMakeReady: true, makeReadyAddedAt: NOW - HOUR_MS }),
    },
    {
      id: 'new',
      starred: false,
      ...vehicle({ inMakeReady: true, makeReadyAddedAt: NOW - MINUTE_MS }),
    },
    {
      id: 'star-old',
      starred: true,
      ...vehicle({ inMakeReady: true, makeReadyAddedAt: NOW - DAY_MS }),
    },
    {
      id: 'checkin',
      starred: false,
      ...vehicle({ inMakeReady: true, checkInTime: NOW - 10 * MINUTE_MS }),
    },
    { id: 'star-new', starred: true, ...vehicle({ inMakeReady: true, makeReadyAddedAt: NOW }) },
  ];

  it('orders by star, then by the time the vehicle entered the workflow', () => {
    expect(sortBoardVehicles(board, NOW).map((v) => v.id)).toEqual([
      'star-new',
      'star-old',
      'new',
      'checkin',
      'old',
    ]);
  });

  it('does not mutate its input and keeps ties in input order', () => {
    const ties = [
      { id: 'a', starred: false, ...vehicle({ checkInTime: NOW }) },
      { id: 'b', starred: false, ...vehicle({ checkInTime: NOW }) },
    ];
    expect(sortBoardVehicles(ties, NOW).map((v) => v.id)).toEqual(['a', 'b']);
    expect(sortBoardVehicles(board, NOW)).not.toBe(board);
    expect(board[0]?.id).toBe('old');
  });

  it('counts a service customDaysAgo back from now', () => {
    const service = [
      {
        id: 'three-days',
        starred: false,
        ...vehicle({ inService: true, customDaysAgo: 3, serviceAddedAt: NOW }),
      },
      {
        id: 'one-day',
        starred: false,
        ...vehicle({ inService: true, serviceAddedAt: NOW - DAY_MS }),
      },
    ];
    expect(sortBoardVehicles(service, NOW).map((v) => v.id)).toEqual(['one-day', 'three-days']);
  });
});
