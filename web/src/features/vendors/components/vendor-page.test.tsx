import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Photo } from '@domain/api/photos';
import type { VendorQueue } from '@domain/api/vendors';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { PHOTO_MESSAGES } from '@domain/photos/rules';
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
  const photos: Photo[] = [];
  const uploads: { jobId: string; caption: string | undefined }[] = [];
  const transport = createMemoryTransport([
    memoryRoute(vendorApi.linkPhotos, ({ body }) => ({
      status: 200,
      body: { photos: photos.filter((photo) => photo.vendorJobId === body.jobId) },
    })),
    memoryRoute(vendorApi.addLinkPhoto, ({ query }) => {
      if (query.caption === 'refused') throw new MemoryHttpError(400, PHOTO_MESSAGES.notAnImage);
      uploads.push({ jobId: query.jobId, caption: query.caption });
      const photo: Photo = {
        id: `0196f000-0000-7000-8000-00000000000${String(photos.length)}`,
        vehicleId: '00000000-0000-4000-8000-0000000000c1',
        workItemId: null,
        vendorJobId: query.jobId,
        caption: query.caption ?? '',
        addedBy: { kind: 'vendor', name: 'Clearview Glass (vendor)' },
        addedAt: NOW,
        width: 1600,
        height: 1200,
        bytes: 200_000,
      };
      photos.unshift(photo);
      return { status: 201, body: photo };
    }),
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
  return { acted, uploads };
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

  it('follows the link in the address when only its fragment changes (a second link, same tab)', async () => {
    phone();
    const heading = { name: 'Jobs for Clearview Glass' };
    expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
    window.location.hash = '';
    expect(await screen.findByText("This page opens from a job mail's link.")).toBeInTheDocument();
    window.location.hash = `#token=${TOKEN}`;
    expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
  });

  it('says when the link has expired', async () => {
    phone(410);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired: its job was closed more than 14 days ago.',
    );
  });

  it("adds a photo to a job's car from the camera or a file and shows this job's photos", async () => {
    const { uploads } = phone();
    const card = within(
      await screen.findByRole('listitem', { name: 'Replace windshield, 2022 Toyota Camry' }),
    );
    const photos = within(card.getByRole('region', { name: 'Photos' }));
    expect(photos.getByLabelText('Add photo')).toHaveAttribute('capture', 'environment');
    expect(photos.getByLabelText('Choose file')).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup();
    await user.type(photos.getByLabelText('Caption for the next photo'), 'Chip in glass');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'chip.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(photos.getByLabelText('Choose file'), file);
    const thumb = await photos.findByRole('img', { name: 'Chip in glass' });
    expect(thumb).toHaveAttribute(
      'src',
      `/api/vendor-links/photos/0196f000-0000-7000-8000-000000000000/thumb?token=${TOKEN}`,
    );
    expect(uploads).toEqual([
      { jobId: '00000000-0000-4000-8000-000000000001', caption: 'Chip in glass' },
    ]);
    expect(photos.getByLabelText('Caption for the next photo')).toHaveValue('');
    // The other job's card shows none of this job's photos.
    const other = within(screen.getByRole('listitem', { name: 'Chip repair, 2022 Toyota Camry' }));
    expect(other.queryByRole('img')).not.toBeInTheDocument();

    // A file the server refuses: its message, on the card.
    await user.type(photos.getByLabelText('Caption for the next photo'), 'refused');
    await user.upload(photos.getByLabelText('Add photo'), file);
    expect(await photos.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.notAnImage);
  });
});
