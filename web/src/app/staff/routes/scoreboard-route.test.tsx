import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/api/common';
import type { Scoreboard, ScoreboardHeadline } from '@domain/api/scoreboard';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';
import { DAY_MS, HOUR_MS } from '@domain/time';
import { createManualClock } from '@/lib/clock';
import { json, renderStaff, stubFetch, type FetchCall } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { ScoreboardRoute } from './scoreboard-route';

afterEach(() => vi.unstubAllGlobals());

// Friday 2026-11-27, noon in New York (the dealership's zone).
const NOW = Date.parse('2026-11-27T17:00:00Z');
const INSPECTION = '00000000-0000-4000-8000-0000000000a1';
const MECHANICAL = '00000000-0000-4000-8000-0000000000a2';
const SLOW_CAR = buildVehicle({ stockNumber: 'R2041', make: 'Honda', model: 'Civic', year: 2019 });

function headline(overrides: Partial<ScoreboardHeadline> = {}): ScoreboardHeadline {
  return {
    carsCompleted: 12,
    t2lMedianDays: 6.04,
    t2lP90Days: 11.5,
    reconMedianBusinessDays: 2.46,
    reconP90BusinessDays: 4.1,
    shareWithin24h: 0.25,
    shareWithinTarget: 0.5833,
    holdingCostCents: 268_140,
    ...overrides,
  };
}

function scoreboard(overrides: Partial<Scoreboard> = {}): Scoreboard {
  return {
    period: { from: '2026-10-31', to: '2026-11-27' },
    previousPeriod: { from: '2026-10-03', to: '2026-10-30' },
    computedAt: NOW,
    timeZone: 'America/New_York',
    settings: { targetDays: 3, holdingCostPerDayCents: 3700 },
    minCars: 5,
    tooFewCars: false,
    current: headline(),
    previous: headline({ carsCompleted: 9, t2lMedianDays: 8.26 }),
    inReconNow: { cars: 4, overGoal: 2, holdingCostCents: 55_500 },
    approvals: {
      current: {
        requestsDecided: 8,
        waitMedianBusinessMs: 1.5 * HOUR_MS,
        carsDecided: 12,
        shareAutoApproved: 0.3333,
      },
      previous: {
        requestsDecided: 3,
        waitMedianBusinessMs: 4 * HOUR_MS,
        carsDecided: 9,
        shareAutoApproved: 0.2222,
      },
    },
    redCars: {
      current: { redCars: 3, takenInTime: 1, shareTakenInTime: 1 / 3 },
      previous: { redCars: 0, takenInTime: 0, shareTakenInTime: null },
    },
    correctedCars: 1,
    steps: [
      {
        stepId: INSPECTION,
        name: 'Inspection',
        archived: false,
        businessHours: true,
        countsTowardT2L: true,
        goalMs: 2 * HOUR_MS,
        cars: 12,
        medianMs: 1.5 * HOUR_MS,
        p90Ms: 3 * HOUR_MS,
        spreadMs: 2.5 * HOUR_MS,
        spreadOver24h: false,
        shareOnGoal: 0.75,
        carsNow: 1,
        overGoalNow: 0,
      },
      {
        stepId: MECHANICAL,
        name: 'Mechanical',
        archived: false,
        businessHours: false,
        countsTowardT2L: true,
        goalMs: 8 * HOUR_MS,
        cars: 11,
        medianMs: 20 * HOUR_MS,
        p90Ms: 3 * DAY_MS,
        spreadMs: 2.5 * DAY_MS,
        spreadOver24h: true,
        shareOnGoal: 0.1818,
        carsNow: 3,
        overGoalNow: 2,
      },
    ],
    slowest: [
      {
        vehicleId: SLOW_CAR.id,
        stockNumber: SLOW_CAR.stockNumber,
        year: 2019,
        make: 'Honda',
        model: 'Civic',
        t2lDays: 14.2,
        completedAt: NOW - DAY_MS,
        lostMostIn: { stepId: MECHANICAL, name: 'Mechanical', ms: 6 * DAY_MS },
        corrected: true,
      },
    ],
    owners: [
      {
        name: 'Sam Ortiz',
        userId: '00000000-0000-4000-8000-0000000000b1',
        role: null,
        steps: ['Mechanical'],
        cars: 11,
        medianMs: 20 * HOUR_MS,
        shareOnGoal: 0.1818,
      },
    ],
    assignees: [
      {
        userId: null,
        name: 'Unassigned',
        cars: 6,
        medianMs: 2 * 3_600_000,
        shareOnGoal: 0.5,
        carsNow: 4,
        overGoalNow: 2,
      },
    ],
    trend: Array.from({ length: 13 }, (_, index) => ({
      from: new Date(Date.UTC(2026, 7, 31) + index * 7 * DAY_MS).toISOString().slice(0, 10),
      to: new Date(Date.UTC(2026, 8, 6) + index * 7 * DAY_MS).toISOString().slice(0, 10),
      carsCompleted: index === 12 ? 3 : 0,
      t2lMedianDays: index === 12 ? 5.5 : null,
      steps: [
        { stepId: INSPECTION, medianMs: index === 12 ? HOUR_MS : null },
        { stepId: MECHANICAL, medianMs: null },
      ],
    })),
    belief: null,
    ...overrides,
  };
}

function renderRoute(options: { role?: Role; board?: Scoreboard; config?: DealershipConfig } = {}) {
  const { calls } = stubFetch({
    'GET /api/scoreboard': () => options.board ?? scoreboard(),
    'PUT /api/scoreboard/belief': (call) => ({ ...(call.body as object), answeredAt: NOW }),
    'GET /api/user/preferences': () => ({ onboardingCompleted: true }),
    'POST /api/user/preferences': (call) => ({
      onboardingCompleted: true,
      ...(call.body as object),
    }),
    'POST /api/scoreboard/weekly-mail': () =>
      json(
        {
          to: 'gm@example.test',
          subject: 'Recon scoreboard, week of Nov 16 – Nov 22: T2L 6.0 days',
          period: { from: '2026-11-16', to: '2026-11-22' },
        },
        202,
      ),
    [`GET /api/vehicles/${SLOW_CAR.id}`]: () => SLOW_CAR,
    [`GET /api/vehicles/${SLOW_CAR.id}/history`]: () => ({
      entries: [],
      hasMore: false,
      timeInWorkflow: { inventory: 0, 'make-ready': 0, service: 0 },
    }),
  });
  renderStaff(<ScoreboardRoute />, {
    workspace: true,
    role: options.role ?? 'manager',
    config: options.config,
    clock: createManualClock(NOW),
  });
  return { calls };
}

const scoreboardCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.path === '/api/scoreboard').map((call) => call.search);

describe('Scoreboard (issue #30)', () => {
  it('shows each headline figure, how it is computed and the period before', async () => {
    const { calls } = renderRoute();
    const t2l = await screen.findByRole('region', { name: 'Time to line, median' });
    expect(within(t2l).getByText('6.0 days')).toBeInTheDocument();
    expect(within(t2l).getByText('Period before (Oct 3 – Oct 30): 8.3 days')).toBeInTheDocument();
    expect(
      within(t2l).getByText(/^From each car's in-stock date to leaving the last timed step/),
    ).toHaveTextContent('the middle of the 12 cars that reached the front line in the period.');
    const figures: [string, string, RegExp][] = [
      ['Time to line, p90', '11.5 days', /90th percentile/],
      ['Days in recon, median', '2.5 business days', /share of its opening hours/],
      ['Through recon within 24 h', '25%', /at most 24 clock hours/],
      ['Within your target', '58%', /at most 3 business days in recon/],
      ['Holding cost', '$2,681', /× \$37\.00 a day/],
      ['In recon now', '4 cars', /days since in stock × \$37\.00/],
    ];
    for (const [name, value, how] of figures) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getByText(value)).toBeInTheDocument();
      expect(within(card).getByText(how)).toBeInTheDocument();
    }
    expect(
      screen.getByText(/2 past their step's goal · holding cost so far \$555/),
    ).toBeInTheDocument();
    // The default period without its dates: the server's last 4 weeks, the same days as the
    // page's up to today in New York, and the answer the app's entry asked for early.
    expect(scoreboardCalls(calls)).toEqual([undefined]);
  });

  it('shows the approval wait and the share auto-approved beside the period before (#33)', async () => {
    renderRoute();
    const wait = await screen.findByRole('region', { name: 'Approval wait, median' });
    expect(within(wait).getByText('1.5 h')).toBeInTheDocument();
    expect(
      within(wait).getByText('Period before (Oct 3 – Oct 30): too few cars (3)'),
    ).toBeInTheDocument();
    expect(within(wait).getByText(/^From sending a car's work for approval/)).toHaveTextContent(
      'in business hours: the middle of the 8 requests decided in the period. Fewer than 5 read as too few.',
    );
    const auto = screen.getByRole('region', { name: 'Cars auto-approved' });
    expect(within(auto).getByText('33%')).toBeInTheDocument();
    expect(within(auto).getByText('Period before (Oct 3 – Oct 30): 22%')).toBeInTheDocument();
    expect(
      within(auto).getByText(/whose every item the auto-approve rule approved/),
    ).toHaveTextContent('Share of the 12 cars with work decided in the period');
  });

  it('says an approval figure has too few cars', async () => {
    const few = {
      requestsDecided: 2,
      waitMedianBusinessMs: 600_000,
      carsDecided: 4,
      shareAutoApproved: 0.5,
    };
    renderRoute({ board: scoreboard({ approvals: { current: few, previous: few } }) });
    const wait = await screen.findByRole('region', { name: 'Approval wait, median' });
    expect(within(wait).getByText('Too few cars (2)')).toBeInTheDocument();
    const auto = screen.getByRole('region', { name: 'Cars auto-approved' });
    expect(within(auto).getByText('Too few cars (4)')).toBeInTheDocument();
    expect(within(auto).queryByText('50%')).toBeNull();
  });

  it('tables the steps against their goals, with the spread marker', async () => {
    renderRoute();
    const steps = await screen.findByRole('region', { name: 'Time in each step table' });
    const rows = within(steps).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StepGoalCarsMedianp90SpreadOn goalIn step nowOver goal now',
      'Inspectionbusiness hours2.0 h121.5 h3.0 h2.5 h75%10',
      'Mechanical8.0 h1120.0 h3.0 days2.5 days, over 24 hours18%32',
    ]);
    expect(screen.getByText(/⚠ marks a spread over 24 hours/)).toBeInTheDocument();
  });

  it('opens a slow car’s record from its stock number', async () => {
    const user = userEvent.setup();
    renderRoute();
    const slowest = await screen.findByRole('region', { name: 'Slowest cars table' });
    expect(within(slowest).getByText('Mechanical: 6.0 days')).toBeInTheDocument();
    expect(within(slowest).getByText('start time corrected')).toBeInTheDocument();
    await user.click(within(slowest).getByRole('button', { name: 'Open R2041' }));
    expect(
      await screen.findByRole('dialog', { name: 'R2041 · 2019 Honda Civic' }),
    ).toBeInTheDocument();
  });

  it('shows the 13 weeks as a table, step owners and the assignees', async () => {
    renderRoute();
    const trend = await screen.findByRole('region', { name: 'Trend: the last 13 weeks table' });
    const rows = within(trend).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(rows[0]?.textContent).toBe('Week ofCarsMedian T2LInspectionMechanical');
    expect(rows[13]?.textContent).toBe('Nov 2335.5 days1.0 h—');
    const owners = screen.getByRole('region', { name: 'Step owners table' });
    expect(within(owners).getByRole('row', { name: /Sam Ortiz/ })).toHaveTextContent(
      'Sam OrtizMechanical1120.0 h18%',
    );
    const assigned = screen.getByRole('region', { name: 'Assignees table' });
    expect(within(assigned).getByRole('row', { name: /Unassigned/ })).toHaveTextContent(
      'Unassigned62.0 h50%42',
    );
  });

  it('charts the weeks with enough cars, each named and described', async () => {
    const trend = scoreboard().trend.map((week, index) =>
      index === 11
        ? {
            ...week,
            carsCompleted: 6,
            t2lMedianDays: 4,
            steps: [
              { stepId: INSPECTION, medianMs: 2 * HOUR_MS },
              { stepId: MECHANICAL, medianMs: null },
            ],
          }
        : week,
    );
    renderRoute({ board: scoreboard({ trend }) });
    const chart = await screen.findByRole('figure', { name: 'Median time to line by week' });
    expect(chart).toHaveAccessibleDescription(
      '4.0 days in the week of Nov 16, 1 of 13 weeks plotted. Weeks with fewer than 5 cars done are left out; the table below has every week.',
    );
    expect(
      screen.getByRole('figure', { name: 'Inspection: median time by week' }),
    ).toHaveAccessibleDescription(/^2\.0 h in the week of Nov 16/);
    expect(screen.queryByRole('figure', { name: /^Mechanical/ })).toBeNull();
    expect(
      screen.getByText('No chart for Mechanical: no week with enough cars left it.'),
    ).toBeInTheDocument();
  });

  it('says no week has enough cars to chart', async () => {
    renderRoute();
    expect(
      await screen.findByText(/^No week of the 13 had 5 cars or more reach the front line/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says a period has too few cars instead of showing its figures', async () => {
    renderRoute({
      board: scoreboard({ tooFewCars: true, current: headline({ carsCompleted: 3 }) }),
    });
    expect(
      await screen.findByText(/^Too few cars to read: 3 reached the front line in this period/),
    ).toHaveTextContent('fewer than 5, so medians and shares would be noise');
    expect(screen.queryByRole('region', { name: 'Time to line, median' })).toBeNull();
    expect(screen.getByRole('region', { name: 'In recon now' })).toBeInTheDocument();
    const steps = await screen.findByRole('region', { name: 'Time in each step table' });
    expect(within(steps).getAllByRole('row')[0]?.textContent).toBe(
      'StepGoalIn step nowOver goal now',
    );
  });

  it('asks for the chosen period: a preset, or custom days once they make one', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute();
    await screen.findByRole('region', { name: 'Time to line, median' });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 13 weeks');
    await user.selectOptions(screen.getByLabelText('Period'), 'This week');
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-20');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The last day must not be before the first.',
    );
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-02');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(scoreboardCalls(calls)).toEqual([
      undefined,
      '?from=2026-08-29&to=2026-11-27',
      '?from=2026-11-23&to=2026-11-27',
      '?from=2026-11-02&to=2026-11-20',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/scoreboard/cars.csv?from=2026-11-02&to=2026-11-20',
    );
  });

  it("asks for the default period by its dates when the server's days are not the page's", async () => {
    // The server past midnight already: its last 4 weeks end tomorrow in the page's eyes.
    const { calls } = renderRoute({
      board: scoreboard({ period: { from: '2026-11-01', to: '2026-11-28' } }),
    });
    await screen.findByRole('region', { name: 'Time to line, median' });
    expect(scoreboardCalls(calls)).toEqual([undefined, '?from=2026-10-31&to=2026-11-27']);
  });

  it.each([
    ['manager', true, true],
    ['admin', true, true],
    ['manager', false, false],
  ] as const)(
    'a %s with the export feature %s sees Download CSV: %s',
    async (role, exportCapability, shown) => {
      renderRoute({
        role,
        config: {
          ...DEFAULT_DEALERSHIP_CONFIG,
          features: { ...DEFAULT_DEALERSHIP_CONFIG.features, exportCapability },
        },
      });
      await screen.findByRole('region', { name: 'Time to line, median' });
      expect(Boolean(screen.queryByRole('link', { name: 'Download CSV' }))).toBe(shown);
    },
  );

  it('tells a user it is for managers and admins, and asks nothing', () => {
    const { calls } = renderRoute({ role: 'user' });
    expect(
      screen.getByText('The scoreboard is available to managers and admins.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks an admin once for a guess at T2L, and keeps it; a manager is not asked', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute({ role: 'admin' });
    const form = await screen.findByRole('form', { name: 'Your guess' });
    const days = within(form).getByLabelText(
      'How many days do you think a car takes from purchase to front line?',
    );
    await user.click(within(form).getByRole('button', { name: 'Keep my answer' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Enter a number of days between 0.5 and 365.',
    );
    await user.type(days, '6,5');
    await user.click(within(form).getByRole('button', { name: 'Keep my answer' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/api/scoreboard/belief', body: { days: 6.5 } }),
      ]),
    );
  });

  it('sets the guess beside the measured median once 20 cars have gone through', async () => {
    const belief = {
      guessDays: 5,
      answeredAt: NOW - 30 * DAY_MS,
      from: '2026-08-31',
      to: '2026-11-29',
      cars: 19,
      minCars: 20,
      measuredMedianDays: null,
    };
    renderRoute({ board: scoreboard({ belief }) });
    const early = await screen.findByRole('region', { name: 'Your guess against the measurement' });
    expect(early).toHaveTextContent(
      'Guessed 5.0 days · measured once 20 cars have gone through (19 so far)',
    );
    expect(screen.queryByRole('form', { name: 'Your guess' })).toBeNull();
  });

  it('shows the measured median beside the guess', async () => {
    const belief = {
      guessDays: 5,
      answeredAt: NOW - 30 * DAY_MS,
      from: '2026-08-31',
      to: '2026-11-29',
      cars: 42,
      minCars: 20,
      measuredMedianDays: 11.04,
    };
    renderRoute({ role: 'admin', board: scoreboard({ belief }) });
    const card = await screen.findByRole('region', { name: 'Your guess against the measurement' });
    expect(card).toHaveTextContent('Guessed 5.0 days · measured 11.0 days');
    expect(card).toHaveTextContent(
      'the 42 cars that reached the front line in the 13 weeks Aug 31 – Nov 29',
    );
  });

  it('opts in to Monday’s mail, and sends this week’s summary now', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute();
    const panel = await screen.findByRole('region', { name: 'Weekly mail' });
    const toggle = within(panel).getByRole('switch', { name: 'Mail me the summary every Monday' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(within(panel).getByRole('button', { name: /Send this week's summary/ }));
    await vi.waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Sent to gm@example.test: “Recon scoreboard, week of Nov 16 – Nov 22: T2L 6.0 days”.',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/user/preferences', { weeklyScoreboardMail: true }],
      ['/api/scoreboard/weekly-mail', undefined],
    ]);
  });
});
