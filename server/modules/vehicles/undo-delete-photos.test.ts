import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Photo, VehiclePhotos } from '@domain/api/photos';
import type { Vehicle } from '@domain/api/vehicles';
import type { VendorJob } from '@domain/api/vendors';
import { DELETED_VEHICLE_KEPT_DAYS, restoreOf } from '@domain/vehicle/undo';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import { deletedPhotoFiles, deletedVehicles } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import { phonePhoto } from '../../test/photo-fixtures';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { api, signedIn, staffOf, type SignedInUser } from '../../test/staff';
import { vendorSteps } from '../../test/vendor-steps';
import { workSteps } from '../../test/work-steps';
import { purgeDeletedVehicles } from './trash-purge';

/** Issue #31: an undone delete brings back the car's photos and sublet jobs as they were. */
describeEachDatabase('undo a delete: photos and sublet jobs', (t) => {
  const { addCar } = workSteps(t);
  const { addVendor, sendJob, lastMailTo, queue } = vendorSteps(t);
  let s3: TestS3Server;
  let s3App: FastifyInstance;
  beforeAll(async () => {
    s3 = await startS3Server();
    s3App = await t.buildApp({ photoS3: s3.config });
  });
  afterAll(async () => {
    await s3.close();
  });

  const addPhoto = async (who: SignedInUser, app: FastifyInstance, car: Vehicle, query = '') => {
    const response = await api(t, who, app).post(
      `/api/vehicles/${car.id}/photos?caption=Chip${query}`,
      await phonePhoto({ width: 800, height: 600 }),
      { headers: { 'content-type': 'image/jpeg' } },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Photo>();
  };
  const bytesOf = async (who: SignedInUser, app: FastifyInstance, photo: Photo) =>
    Promise.all(
      (['thumb', 'large'] as const).map(
        async (size) => (await api(t, who, app).get(`/api/photos/${photo.id}/${size}`)).rawPayload,
      ),
    );
  const remove = async (who: SignedInUser, app: FastifyInstance, car: Vehicle) => {
    const response = await api(t, who, app).delete(`/api/vehicles/${car.id}`);
    expect(response.statusCode, response.body).toBe(200);
  };
  const undo = async (who: SignedInUser, app: FastifyInstance, car: Vehicle) =>
    (await api(t, who, app).post('/api/vehicles/restore', { vehicles: [restoreOf(car)] })).json<{
      affected: number;
    }>().affected;
  const keptFiles = (dealershipId: string) =>
    t.db.select().from(deletedPhotoFiles).where(eq(deletedPhotoFiles.dealershipId, dealershipId));

  it('puts back photos (their bytes from the database) and jobs, then lets go', async () => {
    const { dealership, manager, user } = await staffOf(t);
    const vendor = await addVendor(manager);
    const car = await addCar(user);
    const job = await sendJob(user, car.id, { vendorId: vendor.id });
    const { token } = await lastMailTo(vendor.email);
    const photo = await addPhoto(user, t.app, car);
    const bytes = await bytesOf(user, t.app, photo);
    const before = (await api(t, user).get(`/api/vehicles/${car.id}`)).json<Vehicle>();
    expect(before.sublet).toMatchObject({ trade: 'glass', state: 'sent' });

    await remove(user, t.app, before);
    expect((await api(t, user).get(`/api/photos/${photo.id}/thumb`)).statusCode).toBe(404);
    expect((await keptFiles(dealership.id)).length).toBe(2);
    expect(await undo(user, t.app, before)).toBe(1);

    const back = (await api(t, user).get(`/api/vehicles/${car.id}`)).json<Vehicle>();
    expect(back.sublet).toEqual(before.sublet);
    const listed = (await api(t, user).get(`/api/vehicles/${car.id}/photos`)).json<VehiclePhotos>();
    expect(listed.photos.map((entry) => [entry.id, entry.caption])).toEqual([[photo.id, 'Chip']]);
    const bytesBack = await bytesOf(user, t.app, photo);
    expect(bytesBack.map((data, i) => data.equals(bytes[i]!))).toEqual([true, true]);
    const jobs = (await api(t, user).get(`/api/vehicles/${car.id}/vendor-jobs`)).json<{
      jobs: VendorJob[];
    }>().jobs;
    expect(jobs).toEqual([job]);
    // The vendor's link opens the job again.
    expect((await queue(user.host, token)).jobs.map((entry) => entry.id)).toEqual([job.id]);
    expect(await keptFiles(dealership.id)).toEqual([]);

    // Deleted again and kept past the window: no undo, and the purge lets go of the files.
    await remove(user, t.app, back);
    t.clock.advance(DELETED_VEHICLE_KEPT_DAYS * DAY_MS + MINUTE_MS);
    const later = await signedIn(t, 'user', dealership);
    expect(await undo(later, t.app, back)).toBe(0);
    expect(await purgeDeletedVehicles(t.app, t.clock())).toBeGreaterThanOrEqual(1);
    expect(await keptFiles(dealership.id)).toEqual([]);
    const trash = await t.db
      .select()
      .from(deletedVehicles)
      .where(eq(deletedVehicles.dealershipId, dealership.id));
    expect(trash).toEqual([]);
  });

  it('keeps an S3 store’s objects for the undo, and removes them when the trash lets go', async () => {
    const { dealership, user } = await staffOf(t);
    const car = await addCar(user);
    const photo = await addPhoto(user, s3App, car);
    const keys = ['large', 'thumb'].map((size) => `${dealership.id}/${photo.id}/${size}.jpg`);
    const bytes = await bytesOf(user, s3App, photo);

    await remove(user, s3App, car);
    expect(keys.every((key) => s3.objects.has(key))).toBe(true);
    expect(await undo(user, s3App, car)).toBe(1);
    const bytesBack = await bytesOf(user, s3App, photo);
    expect(bytesBack.map((data, i) => data.equals(bytes[i]!))).toEqual([true, true]);

    await remove(user, s3App, car);
    // Within the window the purge keeps it.
    t.clock.advance(DELETED_VEHICLE_KEPT_DAYS * DAY_MS - MINUTE_MS);
    await purgeDeletedVehicles(s3App, t.clock());
    expect(keys.every((key) => s3.objects.has(key))).toBe(true);
    t.clock.advance(2 * MINUTE_MS);
    expect(await purgeDeletedVehicles(s3App, t.clock())).toBeGreaterThanOrEqual(1);
    expect(keys.some((key) => s3.objects.has(key))).toBe(false);
    expect(s3.requests.every((request) => request.status < 400)).toBe(true);
  });
});
