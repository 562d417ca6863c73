import { describe, expect, it } from 'vitest';
import {
  CONFIG_PRESETS,
  DEFAULT_DEALERSHIP_CONFIG,
  MAKE_READY_ORDER_MESSAGE,
  SERVICE_ORDER_MESSAGE,
  applyPreset,
  dealershipConfigSchema,
  defaultDealershipConfig,
  exportCapabilityOn,
  isWholeConfig,
  mergeWithDefaults,
  thresholdsFromConfig,
  userViewOfConfig,
  type DealershipConfig,
} from './dealership-config';
import { configSchema, configViewSchema, userConfigSchema } from './api/config-endpoints';

function issuesOf(value: unknown): string[][] {
  const result = dealershipConfigSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

function withChange(change: (config: DealershipConfig) => void): DealershipConfig {
  const config = defaultDealershipConfig();
  change(config);
  return config;
}

describe('DEFAULT_DEALERSHIP_CONFIG (spec 9)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_DEALERSHIP_CONFIG).toEqual({
      name: '',
      theme: { primaryColor: '#DC2626', headerBackground: '#FFFFFF', headerTextColor: '#111827' },
      workflows: {
        makeReady: {
          enabled: true,
          displayName: 'Make Ready',
          salespersonLabel: 'Salesperson',
          timeline: {
            newThreshold: 5,
            workingThreshold: 30,
            warningThreshold: 40,
            labels: { new: 'New', working: 'Working', warning: 'Wrap up', overdue: 'Overdue' },
          },
        },
        service: {
          enabled: true,
          displayName: 'Service',
          locationLabel: 'Location',
          timeline: {
            newThreshold: 0.5,
            goodThreshold: 2,
            attentionThreshold: 12,
            labels: { new: 'New', good: 'Good', attention: 'Attention', critical: 'Critical' },
          },
        },
      },
      features: {
        textEnlargement: true,
        vehicleLogging: true,
        timeEditing: true,
        advancedSearch: true,
        exportCapability: true,
      },
      grid: { maxVehicles: 16, showEmptySlots: false },
      inventoryViewMode: 'master-detail',
      regional: { distanceUnit: 'mi', dateOrder: 'month-first' },
      // Issue #26: the calendar a business-hours step counts by (the default step does not).
      businessHours: {
        timeZone: 'America/New_York',
        week: {
          monday: { open: '08:00', close: '18:00' },
          tuesday: { open: '08:00', close: '18:00' },
          wednesday: { open: '08:00', close: '18:00' },
          thursday: { open: '08:00', close: '18:00' },
          friday: { open: '08:00', close: '18:00' },
          saturday: { open: '09:00', close: '17:00' },
          sunday: null,
        },
        holidays: [],
      },
      // Issue #30: the scoreboard's target days in recon and holding cost per day ($37).
      scoreboard: { targetDays: 3, holdingCostPerDayCents: 3700 },
      // Issue #33: dollars at $120 an hour; up to $500 a car without asking, body and sublet ask.
      work: {
        currency: 'USD',
        locale: 'en-US',
        labourRateCents: 12_000,
        autoApproveLimitCents: 50_000,
        alwaysNeedApproval: ['body', 'sublet'],
        approverId: null,
        approverPhone: null,
        fallbackApproverId: null,
        escalateAfterMinutes: 60,
      },
    });
  });

  it('passes its own schema and the API schemas', () => {
    expect(dealershipConfigSchema.parse(DEFAULT_DEALERSHIP_CONFIG)).toEqual(
      DEFAULT_DEALERSHIP_CONFIG,
    );
    expect(configSchema.parse(DEFAULT_DEALERSHIP_CONFIG)).toEqual(DEFAULT_DEALERSHIP_CONFIG);
  });

  it('is frozen and hands out independent copies', () => {
    const copy = defaultDealershipConfig();
    copy.grid.maxVehicles = 4;
    expect(DEFAULT_DEALERSHIP_CONFIG.grid.maxVehicles).toBe(16);
    expect(Object.isFrozen(DEFAULT_DEALERSHIP_CONFIG.workflows.makeReady.timeline.labels)).toBe(
      true,
    );
  });

  it('gives the status thresholds', () => {
    expect(thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG)).toEqual({
      makeReady: { newThreshold: 5, workingThreshold: 30, warningThreshold: 40 },
      service: { newThreshold: 0.5, goodThreshold: 2, attentionThreshold: 12 },
    });
  });
});

describe('dealershipConfigSchema ranges (spec 5)', () => {
  const MR = 'workflows.makeReady.timeline';
  const SV = 'workflows.service.timeline';
  it.each<[string, (c: DealershipConfig) => void, string[][]]>([
    ['maxVehicles 4', (c) => void (c.grid.maxVehicles = 4), []],
    ['maxVehicles 36', (c) => void (c.grid.maxVehicles = 36), []],
    [
      'maxVehicles 3',
      (c) => void (c.grid.maxVehicles = 3),
      [['grid.maxVehicles', 'grid.maxVehicles must be between 4 and 36 vehicles']],
    ],
    [
      'maxVehicles 37',
      (c) => void (c.grid.maxVehicles = 37),
      [['grid.maxVehicles', 'grid.maxVehicles must be between 4 and 36 vehicles']],
    ],
    [
      'maxVehicles 12.5',
      (c) => void (c.grid.maxVehicles = 12.5),
      [['grid.maxVehicles', 'grid.maxVehicles must be a whole number']],
    ],
    ['make-ready new 1', (c) => void (c.workflows.makeReady.timeline.newThreshold = 1), []],
    [
      'make-ready new 0.5',
      (c) => void (c.workflows.makeReady.timeline.newThreshold = 0.5),
      [[`${MR}.newThreshold`, `${MR}.newThreshold must be between 1 and 60 minutes`]],
    ],
    [
      'make-ready working 121',
      (c) => {
        c.workflows.makeReady.timeline.workingThreshold = 121;
        c.workflows.makeReady.timeline.warningThreshold = 180;
      },
      [[`${MR}.workingThreshold`, `${MR}.workingThreshold must be between 5 and 120 minutes`]],
    ],
    [
      'make-ready warning 181',
      (c) => void (c.workflows.makeReady.timeline.warningThreshold = 181),
      [[`${MR}.warningThreshold`, `${MR}.warningThreshold must be between 15 and 180 minutes`]],
    ],
    ['service new 0.1', (c) => void (c.workflows.service.timeline.newThreshold = 0.1), []],
    [
      'service new 0.05',
      (c) => void (c.workflows.service.timeline.newThreshold = 0.05),
      [[`${SV}.newThreshold`, `${SV}.newThreshold must be between 0.1 and 2 days`]],
    ],
    [
      'service good 10.5',
      (c) => void (c.workflows.service.timeline.goodThreshold = 10.5),
      [[`${SV}.goodThreshold`, `${SV}.goodThreshold must be between 0.5 and 10 days`]],
    ],
    [
      'service attention 61',
      (c) => void (c.workflows.service.timeline.attentionThreshold = 61),
      [[`${SV}.attentionThreshold`, `${SV}.attentionThreshold must be between 2 and 60 days`]],
    ],
    [
      'make-ready new = working',
      (c) => void (c.workflows.makeReady.timeline.newThreshold = 30),
      [[`${MR}.workingThreshold`, MAKE_READY_ORDER_MESSAGE]],
    ],
    [
      'make-ready working > warning',
      (c) => void (c.workflows.makeReady.timeline.workingThreshold = 50),
      [[`${MR}.warningThreshold`, MAKE_READY_ORDER_MESSAGE]],
    ],
    [
      'service good = attention',
      (c) => {
        c.workflows.service.timeline.goodThreshold = 2;
        c.workflows.service.timeline.attentionThreshold = 2;
      },
      [[`${SV}.attentionThreshold`, SERVICE_ORDER_MESSAGE]],
    ],
    [
      'service new > good',
      (c) => void (c.workflows.service.timeline.newThreshold = 2),
      [[`${SV}.goodThreshold`, SERVICE_ORDER_MESSAGE]],
    ],
    [
      'a bad view mode',
      (c) => Object.assign(c, { inventoryViewMode: 'carousel' }),
      [['inventoryViewMode', 'inventoryViewMode must be one of master-detail, grid, table, board']],
    ],
    [
      'an hsl primary colour',
      (c) => void (c.theme.primaryColor = 'hsl(0 72% 51%)'),
      [['theme.primaryColor', 'theme.primaryColor must be a hex colour such as #DC2626']],
    ],
    [
      'an empty display name',
      (c) => void (c.workflows.service.displayName = '  '),
      [['workflows.service.displayName', 'workflows.service.displayName is required']],
    ],
    [
      'an unknown time zone',
      (c) => void (c.businessHours.timeZone = 'Mars/Olympus'),
      [
        [
          'businessHours.timeZone',
          'businessHours.timeZone must be an IANA time zone such as America/Chicago',
        ],
      ],
    ],
    [
      'a Sunday opening',
      (c) => void (c.businessHours.week.sunday = { open: '10:00', close: '16:00' }),
      [],
    ],
    [
      'closing before opening',
      (c) => void (c.businessHours.week.monday = { open: '18:00', close: '08:00' }),
      [
        [
          'businessHours.week.monday.close',
          'businessHours.week.monday.close must be after businessHours.week.monday.open',
        ],
      ],
    ],
    [
      'an hour 25:00',
      (c) => void (c.businessHours.week.friday = { open: '08:00', close: '25:00' }),
      [
        [
          'businessHours.week.friday.close',
          'businessHours.week.friday.close must be a time such as 08:00',
        ],
      ],
    ],
    [
      'a holiday that is no date',
      (c) => void (c.businessHours.holidays = ['Christmas']),
      [['businessHours.holidays.0', 'businessHours.holidays must be dates such as 2026-12-25']],
    ],
    ['a target of half a day', (c) => void (c.scoreboard.targetDays = 0.5), []],
    [
      'a target of no days',
      (c) => void (c.scoreboard.targetDays = 0),
      [['scoreboard.targetDays', 'scoreboard.targetDays must be between 0.5 and 60 days']],
    ],
    [
      'a holding cost in dollars and cents',
      (c) => void (c.scoreboard.holdingCostPerDayCents = 37.5),
      [
        [
          'scoreboard.holdingCostPerDayCents',
          'scoreboard.holdingCostPerDayCents must be a whole number of cents between 0 and 100000',
        ],
      ],
    ],
    [
      'a holding cost as text',
      (c) => Object.assign(c.scoreboard, { holdingCostPerDayCents: '37' }),
      [['scoreboard.holdingCostPerDayCents', 'scoreboard.holdingCostPerDayCents must be a number']],
    ],
    [
      'a string feature flag',
      (c) => Object.assign(c.features, { timeEditing: 'yes' }),
      [['features.timeEditing', 'features.timeEditing must be true or false']],
    ],
  ])('%s', (_name, change, issues) => {
    expect(issuesOf(withChange(change))).toEqual(issues);
  });

  it('refuses unknown keys', () => {
    expect(issuesOf({ ...DEFAULT_DEALERSHIP_CONFIG, plan: 'gold' })).toEqual([
      ['', 'Unrecognized key: "plan"'],
    ]);
  });

  it('names a missing section', () => {
    const { grid: _grid, ...rest } = DEFAULT_DEALERSHIP_CONFIG;
    expect(issuesOf(rest).map(([path]) => path)).toEqual(['grid']);
  });

  it('keeps a configuration without businessHours valid (a client that predates it)', () => {
    const { businessHours: _businessHours, ...rest } = DEFAULT_DEALERSHIP_CONFIG;
    expect(dealershipConfigSchema.parse(rest).businessHours).toEqual(
      DEFAULT_DEALERSHIP_CONFIG.businessHours,
    );
  });

  it('keeps a configuration without scoreboard valid, with the defaults', () => {
    const { scoreboard: _scoreboard, ...rest } = DEFAULT_DEALERSHIP_CONFIG;
    expect(dealershipConfigSchema.parse(rest).scoreboard).toEqual({
      targetDays: 3,
      holdingCostPerDayCents: 3700,
    });
  });

  it('trims text', () => {
    const parsed = dealershipConfigSchema.parse(
      withChange((c) => void (c.name = '  Acme Motors ')),
    );
    expect(parsed.name).toBe('Acme Motors');
  });
});

describe('presets (spec 9)', () => {
  const branded = withChange((c) => {
    c.name = 'Acme';
    c.theme.primaryColor = '#1D4ED8';
    c.grid.maxVehicles = 20;
  });

  it('Luxury: max 12, grid view', () => {
    const config = applyPreset(branded, 'luxury');
    expect(config).toEqual(
      withChange((c) => {
        c.name = 'Acme';
        c.theme.primaryColor = '#1D4ED8';
        c.grid.maxVehicles = 12;
        c.inventoryViewMode = 'grid';
      }),
    );
  });

  it('Volume: max 32, empty slots, table view, text enlargement and time editing off', () => {
    expect(applyPreset(DEFAULT_DEALERSHIP_CONFIG, 'volume')).toEqual(
      withChange((c) => {
        c.grid.maxVehicles = 32;
        c.grid.showEmptySlots = true;
        c.inventoryViewMode = 'table';
        c.features.textEnlargement = false;
        c.features.timeEditing = false;
      }),
    );
  });

  it('Service center: Make Ready off, advanced search off, board view, Bay #', () => {
    expect(applyPreset(DEFAULT_DEALERSHIP_CONFIG, 'serviceCenter')).toEqual(
      withChange((c) => {
        c.workflows.makeReady.enabled = false;
        c.features.advancedSearch = false;
        c.inventoryViewMode = 'board';
        c.workflows.service.locationLabel = 'Bay #';
      }),
    );
  });

  it('does not mix presets or mutate its input', () => {
    const serviceCenter = applyPreset(DEFAULT_DEALERSHIP_CONFIG, 'serviceCenter');
    const luxury = applyPreset(serviceCenter, 'luxury');
    expect(luxury.workflows.makeReady.enabled).toBe(true);
    expect(serviceCenter.inventoryViewMode).toBe('board');
    expect(DEFAULT_DEALERSHIP_CONFIG.inventoryViewMode).toBe('master-detail');
  });

  it('labels every preset, and every preset is valid', () => {
    expect(Object.values(CONFIG_PRESETS).map((p) => [p.id, p.label])).toEqual([
      ['luxury', 'Luxury'],
      ['volume', 'Volume'],
      ['serviceCenter', 'Service center'],
    ]);
    for (const preset of Object.values(CONFIG_PRESETS)) {
      expect(issuesOf(preset.apply(branded))).toEqual([]);
    }
  });
});

describe('mergeWithDefaults', () => {
  it('keeps a stored value where the default is null, and resets a bad one', () => {
    const id = '0196a000-0000-7000-8000-000000000001';
    const stored = { work: { approverId: id, fallbackApproverId: 'not an id' } };
    const merged = mergeWithDefaults(stored);
    expect([merged.work.approverId, merged.work.fallbackApproverId]).toEqual([id, null]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'config'],
    ['an array', []],
    ['an empty object', {}],
  ])('gives the defaults for %s', (_name, stored) => {
    expect(mergeWithDefaults(stored)).toEqual(DEFAULT_DEALERSHIP_CONFIG);
  });

  it('keeps valid fields and repairs each invalid one', () => {
    const stored = {
      name: 'Acme',
      theme: { primaryColor: 'hsl(0 72% 51%)', headerTextColor: '#000' },
      workflows: {
        makeReady: {
          displayName: 'Recon',
          timeline: { newThreshold: 2, labels: { warning: 'Hurry' } },
        },
        service: { enabled: false, timeline: { attentionThreshold: 99 } },
      },
      features: { timeEditing: false, vehicleLogging: 'yes' },
      grid: { maxVehicles: 64, showEmptySlots: true },
      inventoryViewMode: 'table',
      legacy: { x: 1 },
    };
    expect(mergeWithDefaults(stored)).toEqual(
      withChange((c) => {
        c.name = 'Acme';
        c.theme.headerTextColor = '#000';
        c.workflows.makeReady.displayName = 'Recon';
        c.workflows.makeReady.timeline.newThreshold = 2;
        c.workflows.makeReady.timeline.labels.warning = 'Hurry';
        c.workflows.service.enabled = false;
        c.features.timeEditing = false;
        c.grid.showEmptySlots = true;
        c.inventoryViewMode = 'table';
      }),
    );
  });

  it('resets thresholds out of order together and keeps the labels', () => {
    const stored = withChange((c) => {
      c.workflows.makeReady.timeline = {
        newThreshold: 50,
        workingThreshold: 20,
        warningThreshold: 100,
        labels: { new: 'Fresh', working: 'Working', warning: 'Wrap up', overdue: 'Late' },
      };
    });
    const repaired = mergeWithDefaults(stored);
    expect(repaired.workflows.makeReady.timeline).toEqual({
      newThreshold: 5,
      workingThreshold: 30,
      warningThreshold: 40,
      labels: { new: 'Fresh', working: 'Working', warning: 'Wrap up', overdue: 'Late' },
    });
  });

  it('returns a valid configuration unchanged', () => {
    const config = applyPreset(DEFAULT_DEALERSHIP_CONFIG, 'volume');
    expect(mergeWithDefaults(config)).toEqual(config);
  });
});

describe("a user's view of the configuration (issue #28 item 7)", () => {
  const whole = withChange((c) => {
    c.features.exportCapability = true;
    c.features.vehicleLogging = false;
  });
  const view = userViewOfConfig(whole);

  it('leaves out exactly the manager-only switches and keeps everything else', () => {
    const { exportCapability: _exports, vehicleLogging: _logging, ...features } = whole.features;
    expect(view).toEqual({ ...whole, features });
    expect(userConfigSchema.parse(view)).toEqual(view);
  });

  it.each([
    ['the whole configuration', whole, true, true],
    ['exports switched off', withChange((c) => (c.features.exportCapability = false)), true, false],
    ["a user's view", view, false, false],
  ])('%s: whole %s, exports on %s', (_name, config, wholeConfig, exportsOn) => {
    expect([isWholeConfig(config), exportCapabilityOn(config)]).toEqual([wholeConfig, exportsOn]);
  });

  it('GET /api/config answers either shape, and no hybrid', () => {
    expect(configViewSchema.safeParse(whole).success).toBe(true);
    expect(configViewSchema.safeParse(view).success).toBe(true);
    // A user's view with one manager-only switch is neither shape.
    const hybrid = { ...view, features: { ...view.features, vehicleLogging: true } };
    expect(configViewSchema.safeParse(hybrid).success).toBe(false);
  });
});
