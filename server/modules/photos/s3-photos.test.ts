import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Photo, VehiclePhotos } from '@domain/api/photos';
import { describeEachDatabase } from '../../test/harness';
import { phonePhoto } from '../../test/photo-fixtures';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { request } from '../../test/http';
import { api, signedInSuperAdmin, staffOf, type SignedInUser } from '../../test/staff';
import { unzipFiles } from '../../test/unzip';
import { workSteps } from '../../test/work-steps';

describeEachDatabase('photos in an S3-compatible store (PHOTO_S3_*)', (t) => {
  const steps = workSteps(t);
  let s3: TestS3Server;
  let app: FastifyInstance;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await t.buildApp({ photoS3: s3.config });
  });
  afterAll(async () => {
    await s3.close();
  });

  it('puts both sizes as signed objects, serves, exports and deletes them', async () => {
    const { admin, user } = await staffOf(t);
    const car = await steps.addCar(user);
    const upload = await api(t, user, app).post(
      `/api/vehicles/${car.id}/photos?caption=Wheel`,
      await phonePhoto({ width: 800, height: 600 }),
      { headers: { 'content-type': 'image/jpeg' } },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const photo = upload.json<Photo>();
    const keys = ['large', 'thumb'].map((size) => `${user.dealership.id}/${photo.id}/${size}.jpg`);
    expect([...s3.objects.keys()].sort()).toEqual(keys);
    expect(s3.objects.get(keys[1]!)?.contentType).toBe('image/jpeg');
    // Nothing of the file is in the database: only the row that names the store.
    const listed = (
      await api(t, user, app).get(`/api/vehicles/${car.id}/photos`)
    ).json<VehiclePhotos>();
    expect(listed.storageBytes).toBe(
      s3.objects.get(keys[0]!)!.data.length + s3.objects.get(keys[1]!)!.data.length,
    );

    const thumb = await api(t, user, app).get(`/api/photos/${photo.id}/thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.equals(s3.objects.get(keys[1]!)!.data)).toBe(true);
    expect((await sharp(thumb.rawPayload).metadata()).height).toBe(320);

    const archive = await api(t, admin, app).get('/api/dealership/export.zip');
    const files = await unzipFiles(archive.rawPayload);
    expect(
      files.get(`photos/${car.id}/${photo.id}.jpg`)?.equals(s3.objects.get(keys[0]!)!.data),
    ).toBe(true);

    expect((await api(t, user, app).delete(`/api/photos/${photo.id}`)).statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.every((request) => request.status < 400)).toBe(true);
  });

  it('refuses a bad file before anything reaches the store', async () => {
    const { user } = await staffOf(t);
    const car = await steps.addCar(user);
    const before = s3.requests.length;
    const response = await api(t, user, app).post(
      `/api/vehicles/${car.id}/photos`,
      Buffer.from('not a photo'),
      { headers: { 'content-type': 'image/png' } },
    );
    expect(response.statusCode).toBe(400);
    expect(s3.requests.length).toBe(before);
  });

  it('takes the objects from the bucket when the cars are cleared, and the rest with the dealership', async () => {
    const { admin, user, dealership } = await staffOf(t);
    const withPhoto = async (who: SignedInUser) => {
      const car = await steps.addCar(who);
      const upload = await api(t, who, app).post(
        `/api/vehicles/${car.id}/photos`,
        await phonePhoto({ width: 640, height: 480 }),
        { headers: { 'content-type': 'image/jpeg' } },
      );
      expect(upload.statusCode, upload.body).toBe(201);
      return { car, photo: upload.json<Photo>() };
    };
    const theirs = () =>
      [...s3.objects.keys()].filter((key) => key.startsWith(`${dealership.id}/`)).sort();
    const [cleared, trashed] = [await withPhoto(user), await withPhoto(user)];
    // A deleted car keeps its photo's files for its undo, until the purge.
    expect((await api(t, admin, app).delete(`/api/vehicles/${trashed.car.id}`)).statusCode).toBe(
      200,
    );
    expect(theirs()).toHaveLength(4);

    const confirmed = await request(app).post(
      '/api/auth/login',
      { username: admin.user.username, password: admin.password },
      { host: admin.host, cookie: admin.cookie },
    );
    expect(confirmed.statusCode).toBe(200);
    const clear = await api(t, admin, app).delete('/api/dev/clear-demo-vehicles');
    expect(clear.json()).toEqual({ removed: 1 });
    expect(theirs().some((key) => key.includes(cleared.photo.id))).toBe(false);
    expect(theirs().every((key) => key.includes(trashed.photo.id))).toBe(true);
    expect(theirs()).toHaveLength(2);

    const root = await signedInSuperAdmin(t);
    const gone = await request(app).delete(`/api/super-admin/dealerships/${dealership.id}`, root, {
      confirmName: dealership.name.trim(),
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(theirs()).toEqual([]);
    expect(s3.requests.every((sent) => sent.status < 400)).toBe(true);
  });
});
