import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@domain/api/endpoint';
import { photoApi } from '@domain/api/photo-endpoints';
import type { Photo } from '@domain/api/photos';
import { MINUTE_MS } from '@domain/time';
import type { ApiClient } from '@/lib/api-client';
import { createManualClock } from '@/lib/clock';
import { renderStaff } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { VehicleBoard } from '../board/vehicle-board';

const NOW = Date.UTC(2026, 0, 1, 12);

/** The sandbox, with the photo endpoints answered from a list the test can read. */
function photoApiOver(sandbox: ApiClient) {
  const photos: Photo[] = [];
  const uploads: { file: Blob; caption: string | undefined }[] = [];
  const client: ApiClient = {
    call: (async (endpoint: EndpointDefinition, options?: Record<string, unknown>) => {
      const params = options?.params as { id: string } | undefined;
      switch (endpoint.operationId) {
        case photoApi.list.operationId:
          return { photos: [...photos], storageBytes: photos.length * 200_000 };
        case photoApi.upload.operationId: {
          const query = options?.query as { caption?: string };
          uploads.push({ file: options?.file as Blob, caption: query.caption });
          const photo: Photo = {
            id: `0196f000-0000-7000-8000-00000000000${photos.length}`,
            vehicleId: params!.id,
            workItemId: null,
            vendorJobId: null,
            caption: query.caption ?? '',
            addedBy: { kind: 'user', name: 'pat' },
            addedAt: NOW,
            width: 1600,
            height: 1200,
            bytes: 200_000,
          };
          photos.unshift(photo);
          return photo;
        }
        case photoApi.remove.operationId:
          photos.splice(
            photos.findIndex((photo) => photo.id === params!.id),
            1,
          );
          return { ok: true };
        default:
          return sandbox.call(endpoint as never, options as never);
      }
    }) as ApiClient['call'],
  };
  return { client, uploads };
}

function renderPhotos() {
  const sandbox = createSandboxApi(() => NOW, {
    vehicles: [
      buildVehicle({
        stockNumber: 'P100',
        type: 'make-ready',
        inMakeReady: true,
        makeReadyAddedAt: NOW - 20 * MINUTE_MS,
      }),
    ],
  }).client;
  const api = photoApiOver(sandbox);
  renderStaff(<VehicleBoard workflow="make-ready" />, {
    api: api.client,
    role: 'user',
    clock: createManualClock(NOW),
  });
  return api;
}

async function openPhotos() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Open record: P100/ }));
  const record = await screen.findByRole('dialog', { name: /P100/ });
  return { user, photos: within(within(record).getByRole('region', { name: /Photos/ })) };
}

describe("the record's photos (issue #31)", () => {
  it('adds a photo with its caption from a file and shows it in the grid', async () => {
    const api = renderPhotos();
    const { user, photos } = await openPhotos();
    expect(await photos.findByText('No photos of this car yet.')).toBeInTheDocument();
    expect(photos.getByLabelText('Take photo')).toHaveAttribute('capture', 'environment');
    expect(photos.getByLabelText('Choose file')).toHaveAttribute('accept', 'image/*');
    await user.type(photos.getByLabelText('Caption for the next photo'), 'Driver door');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'door.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(photos.getByLabelText('Choose file'), file);
    const thumb = await photos.findByRole('img', { name: 'Driver door' });
    expect(thumb).toHaveAttribute(
      'src',
      `/api/photos/${'0196f000-0000-7000-8000-000000000000'}/thumb`,
    );
    expect(api.uploads).toEqual([{ file, caption: 'Driver door' }]);
    expect(photos.getByLabelText('Caption for the next photo')).toHaveValue('');
    expect(photos.getByText('1 · 195 KB')).toBeInTheDocument();
  });

  it('opens the full view, steps with the arrow keys and deletes from there', async () => {
    renderPhotos();
    const { user, photos } = await openPhotos();
    for (const caption of ['Front', 'Rear']) {
      await user.type(photos.getByLabelText('Caption for the next photo'), caption);
      await user.upload(
        photos.getByLabelText('Choose file'),
        new File(['x'], `${caption}.jpg`, { type: 'image/jpeg' }),
      );
      await photos.findByRole('img', { name: caption });
    }
    await user.click(photos.getByRole('button', { name: 'Open Rear' }));
    const viewer = await screen.findByRole('dialog', { name: 'Rear' });
    expect(within(viewer).getByRole('img', { name: 'Rear' }).getAttribute('src')).toMatch(
      /\/large$/,
    );
    expect(within(viewer).getByText(/1 of 2 · added by pat/)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Front' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    // The viewer stays open on the photo that is left.
    const left = await screen.findByRole('dialog', { name: 'Rear' });
    await user.click(within(left).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rear' })).toBeNull());
    expect(photos.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Rear']);
  });
});
