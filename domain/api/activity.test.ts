import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_CSV_COLUMNS,
  activityActionText,
  activityCsv,
  activityCsvFileName,
  activityCsvRows,
  activityLogSchema,
  activityQuerySchema,
  activitySince,
  formatCsvTimestamp,
  salespersonLabel,
  type ActivityLog,
} from './activity';

const NOW = Date.UTC(2026, 10, 22, 23, 30, 5);

const entry: ActivityLog = {
  id: '17',
  action: 'workflow_changed',
  stockNumber: 'A1',
  year: 2024,
  make: 'Ford',
  model: 'Focus',
  vehicleType: 'make-ready',
  performedBy: 'jane',
  performedByRole: 'manager',
  timestamp: NOW,
  salesperson: 'Import',
  additionalInfo: null,
};

describe('activity log contract (spec 3)', () => {
  it('has the seven actions', () => {
    expect(ACTIVITY_ACTIONS).toEqual([
      'added',
      'updated',
      'removed',
      'starred',
      'unstarred',
      'workflow_changed',
      'sold',
    ]);
  });

  it('parses an entry and strips unknown columns', () => {
    expect(activityLogSchema.parse({ ...entry, dealershipId: 'x' })).toEqual(entry);
    expect(activityLogSchema.safeParse({ ...entry, action: 'painted' }).success).toBe(false);
  });

  it('coerces query strings', () => {
    expect(
      activityQuerySchema.parse({ since: '1000', limit: '20', action: 'sold', q: ' a1 ' }),
    ).toEqual({
      since: 1000,
      limit: 20,
      action: 'sold',
      q: 'a1',
    });
    expect(activityQuerySchema.parse({})).toEqual({ limit: 500 });
    const bad = activityQuerySchema.safeParse({ limit: '0' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['limit must be between 1 and 5000']);
  });
});

describe('activitySince (spec 9 time filters)', () => {
  it.each([
    ['1h', NOW - 3_600_000],
    ['24h', NOW - 86_400_000],
    ['7d', NOW - 604_800_000],
    ['30d', NOW - 2_592_000_000],
    ['all', undefined],
  ] as const)('%s → %s', (filter, since) => {
    expect(activitySince(filter, NOW)).toBe(since);
  });
});

describe('activityActionText (spec 2.11)', () => {
  it.each([
    ['added', 'Added'],
    ['updated', 'Updated'],
    ['removed', 'Removed'],
    ['starred', 'Starred'],
    ['unstarred', 'Unstarred'],
    ['workflow_changed', 'Workflow changed'],
    ['sold', 'Marked sold'],
  ] as const)('%s → %s by default', (action, text) => {
    expect(activityActionText({ action, additionalInfo: null })).toBe(text);
    expect(activityActionText({ action, additionalInfo: {} })).toBe(text);
    expect(activityActionText({ action, additionalInfo: { detailedAction: '  ' } })).toBe(text);
  });

  it('uses additionalInfo.detailedAction when present', () => {
    expect(
      activityActionText({
        action: 'workflow_changed',
        additionalInfo: { detailedAction: 'Moved to Service' },
      }),
    ).toBe('Moved to Service');
  });
});

describe('salespersonLabel (spec 2.11)', () => {
  it.each([
    ['service', 'Vendor'],
    ['make-ready', 'Salesperson'],
    ['inventory', 'Salesperson'],
  ] as const)('%s → %s', (type, label) => {
    expect(salespersonLabel(type)).toBe(label);
  });
});

describe('activity CSV export (spec 9)', () => {
  it('has the spec columns', () => {
    expect(ACTIVITY_CSV_COLUMNS).toEqual([
      'Timestamp',
      'Action',
      'Vehicle',
      'Type',
      'Stock #',
      'Performed By',
      'Role',
    ]);
  });

  it('is named with the date in the zone', () => {
    expect(activityCsvFileName(NOW, 'UTC')).toBe('activity-log-2026-11-22.csv');
    expect(activityCsvFileName(NOW, 'Asia/Tokyo')).toBe('activity-log-2026-11-23.csv');
  });

  it('formats timestamps for spreadsheets', () => {
    expect(formatCsvTimestamp(NOW, 'UTC')).toBe('2026-11-22 23:30:05');
    expect(formatCsvTimestamp(Date.UTC(2026, 0, 2, 0, 4, 9), 'UTC')).toBe('2026-01-02 00:04:09');
  });

  it('writes one row per entry after the header', () => {
    const sold: ActivityLog = {
      ...entry,
      id: '18',
      action: 'sold',
      stockNumber: '=cmd',
      vehicleType: 'service',
      additionalInfo: { detailedAction: 'Sold, delivered' },
    };
    expect(activityCsvRows([entry, sold], 'UTC')).toEqual([
      ['Timestamp', 'Action', 'Vehicle', 'Type', 'Stock #', 'Performed By', 'Role'],
      [
        '2026-11-22 23:30:05',
        'Workflow changed',
        '2024 Ford Focus',
        'Make Ready',
        'A1',
        'jane',
        'manager',
      ],
      [
        '2026-11-22 23:30:05',
        'Sold, delivered',
        '2024 Ford Focus',
        'Service',
        '=cmd',
        'jane',
        'manager',
      ],
    ]);
    expect(activityCsv([sold], 'UTC')).toBe(
      '\uFEFFTimestamp,Action,Vehicle,Type,Stock #,Performed By,Role\r\n' +
        '2026-11-22 23:30:05,"Sold, delivered",2024 Ford Focus,Service,\'=cmd,jane,manager',
    );
  });
});
