import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feed, FeedRun } from '@domain/api/feeds';
import { FEED_URL_SCHEME_MESSAGE } from '@domain/feeds/rules';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { HEADER_LINE_REQUIRED } from '../model/feed-form';
import { FeedsPage } from './feeds-page';

const FEED_ID = '00000000-0000-4000-8000-0000000000f1';
const RUN_ID = '00000000-0000-4000-8000-0000000000a1';
const AT = 1_790_000_000_000;

const FEED: Feed = {
  id: FEED_ID,
  name: 'Dealer site',
  url: 'https://dealer.example.com/inventory.csv',
  hasCredentials: true,
  hostKey: null,
  intervalMinutes: 120,
  graceDays: 3,
  mapping: { headers: ['Stock', 'VIN', 'Colour'], fields: ['stockNumber', 'vin', 'ignore'] },
  stockNumberFromVin: null,
  nextRunAt: AT + 7_200_000,
  createdAt: AT,
  lastRun: null,
};

const run = (overrides: Partial<FeedRun>): FeedRun => ({
  id: RUN_ID,
  feedId: FEED_ID,
  startedAt: AT,
  state: 'applied',
  rows: 12,
  added: 12,
  updated: 0,
  unchanged: 0,
  missing: 0,
  archived: 0,
  errors: [],
  decidedAt: null,
  decidedBy: null,
  ...overrides,
});

const HELD = run({
  state: 'held',
  rows: 5,
  added: 0,
  unchanged: 5,
  missing: 7,
  errors: ['Held: 5 rows, fewer than 80 % of the usual 12'],
});

afterEach(() => vi.unstubAllGlobals());

/** Types by pasting: a keystroke at a time re-maps the header line on every key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('Inventory feeds', () => {
  it('explains an empty page, and names the field of each problem before and after sending', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/feeds': () => [],
      'POST /api/feeds': () =>
        json(
          {
            error: 'Bad Request',
            message: 'graceDays: graceDays must be at most 90',
            field: 'graceDays',
          },
          400,
        ),
    });
    renderStaff(<FeedsPage />);
    expect(await screen.findByText('No feeds yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first feed' }));
    const form = screen.getByRole('form', { name: 'Add a feed' });
    await user.click(within(form).getByRole('button', { name: 'Add feed' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('The name is required'),
    );
    expect(within(form).getByText(HEADER_LINE_REQUIRED)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await fill(user, within(form).getByLabelText('Name'), 'Dealer site');
    await fill(user, within(form).getByLabelText('Feed address'), 'ftp://files');
    await fill(
      user,
      within(form).getByLabelText("The file's header line"),
      'Stock,VIN,Exterior,Odometer',
    );
    await user.click(within(form).getByRole('button', { name: 'Add feed' }));
    expect(within(form).getByLabelText('Feed address')).toHaveAccessibleDescription(
      expect.stringContaining(FEED_URL_SCHEME_MESSAGE),
    );
    expect(within(form).getByRole('combobox', { name: 'Column "VIN"' })).toHaveValue('vin');
    expect(within(form).getByText(/Not read \(set to Ignore\): Exterior/)).toBeInTheDocument();

    await fill(
      user,
      within(form).getByLabelText('Feed address'),
      'https://dealer.example.com/a.csv',
    );
    const grace = within(form).getByLabelText(/Archive a car missing/);
    await fill(user, grace, '400');
    await user.click(within(form).getByRole('button', { name: 'Add feed' }));
    expect(await within(form).findByText('graceDays must be at most 90')).toBeInTheDocument();
    expect(grace).toHaveAttribute('aria-invalid', 'true');
  });

  it('runs a feed now and says what the run did', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/feeds': () => [FEED],
      [`GET /api/feeds/${FEED_ID}/runs`]: () => [],
      [`POST /api/feeds/${FEED_ID}/runs`]: () =>
        json(run({ updated: 2, unchanged: 10, added: 0 }), 201),
    });
    renderStaff(<FeedsPage />);
    const card = await screen.findByRole('region', { name: 'Dealer site' });
    expect(await within(card).findByText(/No runs yet/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Run now' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'The run was applied. 12 rows: 2 updated, 10 unchanged.',
    );
  });

  it('explains a held run and applies it', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/feeds': () => [FEED],
      [`GET /api/feeds/${FEED_ID}/runs`]: () => [HELD],
      [`POST /api/feeds/${FEED_ID}/runs/${RUN_ID}/apply`]: () =>
        run({ ...HELD, state: 'applied', decidedAt: AT, decidedBy: 'admin' }),
    });
    renderStaff(<FeedsPage />);
    const runs = await screen.findByRole('list', { name: 'Runs' });
    expect(within(runs).getByText('Held')).toBeInTheDocument();
    expect(
      within(runs).getByText('Held: 5 rows, fewer than 80 % of the usual 12'),
    ).toBeInTheDocument();
    expect(
      within(runs).getByText(
        /Nothing has changed yet\. Applying it would add 0 vehicles, update 0, mark 7 missing/,
      ),
    ).toBeInTheDocument();
    await user.click(within(runs).getByRole('button', { name: 'Apply this run' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/feeds/${FEED_ID}/runs/${RUN_ID}/apply`, body: undefined },
    ]);
  });

  it('changes a feed keeping its credentials, and deletes it after asking', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/feeds': () => [FEED],
      [`GET /api/feeds/${FEED_ID}/runs`]: () => [],
      [`PATCH /api/feeds/${FEED_ID}`]: ({ body }) => ({ ...FEED, ...(body as object) }),
      [`DELETE /api/feeds/${FEED_ID}`]: () => ({ ok: true }),
    });
    renderStaff(<FeedsPage />);
    const card = await screen.findByRole('region', { name: 'Dealer site' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Change Dealer site' });
    expect(within(form).getByLabelText("The file's header line")).toHaveValue('Stock,VIN,Colour');
    await user.selectOptions(within(form).getByLabelText('Runs'), 'every 4 hours');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: 'Dealer site',
      url: FEED.url,
      intervalMinutes: 240,
      graceDays: 3,
      mapping: FEED.mapping,
      stockNumberFromVin: null,
    });

    const again = await screen.findByRole('region', { name: 'Dealer site' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(within(again).getByText(/the vehicles it added stay on the lot/)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Delete the feed' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
