import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { VendorQueue } from '@domain/api/vendors';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { HOUR_MS } from '@domain/time';
import { createApiClient } from '@/lib/api-client';
import { createMemoryTransport, MemoryHttpError, memoryRoute } from '@/lib/memory-transport';
import { renderStaff } from '@/test/staff-render';
import { VendorPage } from './vendor-page';

const NOW = Date.UTC(2026, 10, 23, 15);
const TOKEN = 'a'.repeat(43);

const job = (id: string, what: string, stockNumber: string): VendorQueue['jobs'][number] => ({
  id,
  what,
  quoteCents: 35_000,
  billedCents: null,
  dueAt: NOW + 48 * HOUR_MS,
  state: 'sent',
  backAt: null,
  notes: null,
  doneAt: null,
  vehicle: { stockNumber, vin: null, year: 2022, make: 'Toyota', model: 'Camry', color: 'Silver' },
});

/** A phone's view of one vendor's queue: two open jobs; acting changes the job in memory. */
function phone(answer: 'queue' | 410 = 'queue') {
  const queue: VendorQueue = {
    dealershipName: 'Main Street Motors',
    vendorName: 'Clearview Glass',
    currency: 'USD',
    locale: 'en-US',
    timeZone: 'America/New_York',
    linkJobId: '00000000-0000-4000-8000-000000000001',
    expiresAt: NOW + 365 * 24 * HOUR_MS,
    jobs: [
      job('00000000-0000-4000-8000-000000000001', 'Replace windshield', 'G100'),
      job('00000000-0000-4000-8000-000000000002', 'Chip repair', 'G200'),
    ],
  };
  const acted: string[] = [];
  const transport = createMemoryTransport([
    memoryRoute(vendorApi.viewLink, () => {
      if (answer === 410) throw new MemoryHttpError(410, 'token: this link has expired', 'token');
      return { status: 200, body: queue };
    }),
    memoryRoute(vendorApi.actLink, ({ body }) => {
      acted.push(
        `${body.action} ${body.jobId}${body.billedCents ? ` ${String(body.billedCents)}` : ''}`,
      );
      queue.jobs = queue.jobs.map((j) =>
        j.id !== body.jobId
          ? j
          : body.action === 'accept'
            ? { ...j, state: 'accepted' }
            : body.action === 'done'
              ? { ...j, state: 'done', doneAt: NOW }
              : j,
      );
      return { status: 200, body: queue };
    }),
  ]);
  window.location.hash = `#token=${TOKEN}`;
  renderStaff(<VendorPage />, { api: createApiClient(transport) });
  return { acted };
}

afterEach(() => {
  window.location.hash = '';
});

describe("the vendor's page (issue #31)", () => {
  it('lists the queue and accepts and marks a job done without signing in', async () => {
    const { acted } = phone();
    expect(
      await screen.findByRole('heading', { name: 'Jobs for Clearview Glass' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 open jobs with Main Street Motors')).toBeInTheDocument();
    const card = () =>
      within(screen.getByRole('listitem', { name: 'Replace windshield, 2022 Toyota Camry' }));
    const windshield = card();
    expect(windshield.getByText(/Stock G100/)).toBeInTheDocument();
    expect(windshield.getByText('$350')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(windshield.getByRole('button', { name: 'Accept job' }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    await user.clear(card().getByLabelText('Amount you bill'));
    await user.type(card().getByLabelText('Amount you bill'), 'lots');
    await user.click(card().getByRole('button', { name: 'Mark done' }));
    expect(card().getByRole('alert')).toHaveTextContent('Amount');
    await user.clear(card().getByLabelText('Amount you bill'));
    await user.type(card().getByLabelText('Amount you bill'), '380');
    await user.click(card().getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText(/Marked done/)).toBeInTheDocument();
    expect(screen.getByText('1 open job with Main Street Motors')).toBeInTheDocument();
    expect(acted).toEqual([
      'accept 00000000-0000-4000-8000-000000000001',
      'done 00000000-0000-4000-8000-000000000001 38000',
    ]);
  });

  it('says when the link has expired', async () => {
    phone(410);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired: its job was closed more than 14 days ago.',
    );
  });
});
