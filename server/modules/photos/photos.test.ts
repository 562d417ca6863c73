import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import type { Photo, VehiclePhotos } from '@domain/api/photos';
import type { Vehicle } from '@domain/api/vehicles';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@domain/photos/rules';
import { describeEachDatabase } from '../../test/harness';
import { decompressionBomb, hasGpsTags, phonePhoto } from '../../test/photo-fixtures';
import { api, signedIn, staffOf, type SignedInUser } from '../../test/staff';
import { workSteps } from '../../test/work-steps';
import type { TestContext } from '../../test/harness';

const JPEG = { headers: { 'content-type': 'image/jpeg' } };

function photoSteps(t: TestContext) {
  const upload = (who: SignedInUser, vehicleId: string, body: Buffer, query = '') =>
    api(t, who).post(`/api/vehicles/${vehicleId}/photos${query}`, body, JPEG);
  const list = async (who: SignedInUser, vehicleId: string) => {
    const response = await api(t, who).get(`/api/vehicles/${vehicleId}/photos`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VehiclePhotos>();
  };
  return { upload, list };
}

describeEachDatabase('photos: /api/vehicles/{id}/photos, /api/photos/{id}', (t) => {
  const steps = workSteps(t);
  const photos = photoSteps(t);
  let landscape: Buffer;
  beforeAll(async () => {
    // Stored 1200 × 900 with orientation 6: upright it is 900 wide and 1200 tall.
    landscape = await phonePhoto({ width: 1200, height: 900 });
  });

  it('keeps a thumbnail and a large view, upright, with no metadata', async () => {
    expect(await hasGpsTags(landscape)).toBe(true);
    const { user } = await staffOf(t);
    const car = await steps.addCar(user);
    const response = await photos.upload(user, car.id, landscape, '?caption=Driver%20door');
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<Photo>();
    expect(photo).toMatchObject({
      vehicleId: car.id,
      caption: 'Driver door',
      addedBy: { kind: 'user', name: user.user.username },
      addedAt: t.clock(),
      width: 900,
      height: 1200,
    });
    for (const [size, longEdge] of [
      ['thumb', 320],
      ['large', 1200],
    ] as const) {
      const file = await api(t, user).get(`/api/photos/${photo.id}/${size}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.height, meta.orientation, meta.exif]).toEqual([
        'jpeg',
        longEdge,
        undefined,
        undefined,
      ]);
      expect(meta.width).toBe(Math.round((longEdge * 3) / 4));
      expect(await hasGpsTags(file.rawPayload)).toBe(false);
    }
    const listed = await photos.list(user, car.id);
    expect(listed.photos).toEqual([photo]);
    expect(listed.storageBytes).toBe(photo.bytes);
    expect(photo.bytes).toBeGreaterThan(0);
  });

  it('says so in the history and moves the car on, so open records read again', async () => {
    const { user, manager } = await staffOf(t);
    const car = await steps.addCar(user);
    const added = (await photos.upload(user, car.id, landscape, '?caption=Scratch')).json<Photo>();
    const after = (await api(t, user).get(`/api/vehicles/${car.id}`)).json<Vehicle>();
    expect(after.version).toBe(car.version + 1);
    expect((await api(t, user).delete(`/api/photos/${added.id}`)).statusCode).toBe(200);
    expect((await photos.list(user, car.id)).photos).toEqual([]);
    expect((await api(t, user).get(`/api/photos/${added.id}/thumb`)).statusCode).toBe(404);
    const log = (await api(t, manager).get('/api/activity-logs')).json<ActivityLog[]>();
    expect(
      log
        .filter((entry) => entry.stockNumber === car.stockNumber)
        .map((entry) => entry.additionalInfo?.detailedAction),
    ).toEqual(['Photo removed: Scratch', 'Photo added: Scratch', undefined]);
  });

  it.each([
    [
      'not an image',
      () => Buffer.from('%PDF-1.7 not a photo at all'),
      400,
      PHOTO_MESSAGES.notAnImage,
    ],
    ['empty', () => Buffer.alloc(0), 400, PHOTO_MESSAGES.empty],
    ['a decompression bomb', () => decompressionBomb(), 400, PHOTO_MESSAGES.tooManyPixels],
    ['over 15 MB', () => Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), 413, PHOTO_MESSAGES.tooLarge],
    ['a cut-off JPEG', () => landscape.subarray(0, 2000), 400, PHOTO_MESSAGES.notAnImage],
  ])('refuses %s with a message naming it, keeping nothing', async (_, body, status, message) => {
    const { user } = await staffOf(t);
    const car = await steps.addCar(user);
    const response = await photos.upload(user, car.id, body());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message, field: 'body' });
    expect((await photos.list(user, car.id)).photos).toEqual([]);
    const after = (await api(t, user).get(`/api/vehicles/${car.id}`)).json<Vehicle>();
    expect(after.version).toBe(car.version);
  });

  it('refuses a body that is not an image type, naming the types it takes', async () => {
    const { user } = await staffOf(t);
    const car = await steps.addCar(user);
    const response = await api(t, user).post(`/api/vehicles/${car.id}/photos`, 'hello', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ field: 'content-type' });
    expect(response.json<{ message: string }>().message).toContain('image/jpeg');
  });

  it.each([
    ['caption', `?caption=${'x'.repeat(201)}`, 'caption: must be at most 200 characters'],
    ['workItemId', '?workItemId=nope', 'workItemId: must be a work item id'],
  ])('refuses a bad %s naming it', async (field, query, message) => {
    const { user } = await staffOf(t);
    const car = await steps.addCar(user);
    const response = await photos.upload(user, car.id, landscape, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it("ties a photo to one of the car's work items, never another car's", async () => {
    const { user } = await staffOf(t);
    const car = await steps.addCar(user);
    const other = await steps.addCar(user);
    const item = await steps.addItem(user, car.id, { description: 'Dent', category: 'body' });
    const tied = await photos.upload(user, car.id, landscape, `?workItemId=${item.id}`);
    expect(tied.json<Photo>().workItemId).toBe(item.id);
    const wrong = await photos.upload(user, other.id, landscape, `?workItemId=${item.id}`);
    expect([wrong.statusCode, wrong.json<{ field: string }>().field]).toEqual([400, 'workItemId']);
  });

  it("never shows or changes another dealership's photos", async () => {
    const { user } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const car = await steps.addCar(user);
    const photo = (await photos.upload(user, car.id, landscape)).json<Photo>();
    expect((await api(t, stranger).get(`/api/vehicles/${car.id}/photos`)).statusCode).toBe(404);
    expect((await api(t, stranger).get(`/api/photos/${photo.id}/large`)).statusCode).toBe(404);
    expect((await api(t, stranger).delete(`/api/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await photos.upload(stranger, car.id, landscape)).statusCode).toBe(404);
    expect((await photos.list(user, car.id)).photos).toHaveLength(1);
  });

  it('lets only signed-in users see photos and users who may edit add them', async () => {
    const { user, dealership } = await staffOf(t);
    const car = await steps.addCar(user);
    const photo = (await photos.upload(user, car.id, landscape)).json<Photo>();
    const anonymous = await api(t, { ...user, as: { host: user.host } }).get(
      `/api/photos/${photo.id}/thumb`,
    );
    expect(anonymous.statusCode).toBe(401);
    const viewer = await signedIn(t, 'user', dealership);
    expect((await api(t, viewer).get(`/api/photos/${photo.id}/thumb`)).statusCode).toBe(200);
    const crossSite = await api(t, user).post(`/api/vehicles/${car.id}/photos`, landscape, {
      ...JPEG,
      origin: 'http://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
