import { beforeAll, expect, it } from 'vitest';
import type { Photo, VehiclePhotos } from '@domain/api/photos';
import { PHOTO_MESSAGES } from '@domain/photos/rules';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { request } from '../../test/http';
import { phonePhoto } from '../../test/photo-fixtures';
import { api, staffOf } from '../../test/staff';
import { vendorSteps } from '../../test/vendor-steps';
import { workSteps } from '../../test/work-steps';

/** The vendor's phone adding and reading photos through its link (no cookie). */
function linkPhotos(t: TestContext, host: string) {
  const http = request(t.app);
  return {
    add: (token: string, jobId: string, body: Buffer, caption?: string) => {
      const query = new URLSearchParams({ token, jobId, ...(caption ? { caption } : {}) });
      return http.post(`/api/vendor-links/photos?${query.toString()}`, body, {
        host,
        headers: { 'content-type': 'image/jpeg' },
      });
    },
    list: (token: string, jobId: string) =>
      http.post('/api/vendor-links/photos/list', { token, jobId }, { host }),
    file: (token: string, photoId: string, size = 'thumb') =>
      http.get(`/api/vendor-links/photos/${photoId}/${size}?token=${token}`, { host }),
  };
}

describeEachDatabase('vendor photos from the link (#31 items 2 and 5)', (t) => {
  const { addCar } = workSteps(t);
  const { addVendor, sendJob, lastMailTo } = vendorSteps(t);
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await phonePhoto({ width: 800, height: 600 });
  });

  it('adds a photo to the job’s car as the vendor, seen in the staff record', async () => {
    const { manager, user } = await staffOf(t);
    const vendor = await addVendor(manager);
    const car = await addCar(user);
    const job = await sendJob(user, car.id, { vendorId: vendor.id });
    const { token } = await lastMailTo(vendor.email);
    const phone = linkPhotos(t, user.host);
    // A photo staff took of the same car is not the vendor's to see.
    const staffPhoto = await api(t, user).post(`/api/vehicles/${car.id}/photos`, jpeg, {
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(staffPhoto.statusCode, staffPhoto.body).toBe(201);

    const added = await phone.add(token, job.id, jpeg, 'Chip in glass');
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json<Photo>();
    expect(photo).toMatchObject({
      vehicleId: car.id,
      vendorJobId: job.id,
      caption: 'Chip in glass',
      addedBy: { kind: 'vendor', name: `${vendor.name} (vendor)` },
    });

    const record = await api(t, user).get(`/api/vehicles/${car.id}/photos`);
    const staffList = record.json<VehiclePhotos>().photos;
    expect(staffList.map((entry) => entry.id)).toContain(photo.id);
    expect(staffList.find((entry) => entry.id === photo.id)?.addedBy.kind).toBe('vendor');

    const listed = await phone.list(token, job.id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ photos: Photo[] }>().photos.map((entry) => entry.id)).toEqual([photo.id]);
    const thumb = await phone.file(token, photo.id);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await phone.file(token, photo.id, 'large')).statusCode).toBe(200);
    const notTheirs = await phone.file(token, staffPhoto.json<Photo>().id);
    expect([notTheirs.statusCode, notTheirs.json<{ message: string }>().message]).toEqual([
      404,
      PHOTO_MESSAGES.notFound,
    ]);
  });

  it('keeps each job’s photos to its own vendor and dealership', async () => {
    const { manager, user } = await staffOf(t);
    const other = await staffOf(t);
    const [mine, theirs] = [await addVendor(manager), await addVendor(manager)];
    const [carA, carB] = [await addCar(user), await addCar(user)];
    const jobA = await sendJob(user, carA.id, { vendorId: mine.id });
    const tokenA = (await lastMailTo(mine.email)).token;
    const jobB = await sendJob(user, carB.id, { vendorId: theirs.id });
    const tokenB = (await lastMailTo(theirs.email)).token;
    const phone = linkPhotos(t, user.host);
    const photo = (await phone.add(tokenA, jobA.id, jpeg)).json<Photo>();

    // Another vendor's token can neither list, read nor add to this job.
    const list = await phone.list(tokenB, jobA.id);
    expect([list.statusCode, list.json<{ field: string }>().field]).toEqual([404, 'jobId']);
    expect((await phone.file(tokenB, photo.id)).statusCode).toBe(404);
    expect((await phone.add(tokenB, jobA.id, jpeg)).statusCode).toBe(404);
    // Its own job shows none of them.
    expect((await phone.list(tokenB, jobB.id)).json<{ photos: Photo[] }>().photos).toEqual([]);

    // Tampered, or on another dealership's host: the link is not found.
    const tampered = `${tokenA.slice(0, -2)}${tokenA.endsWith('aa') ? 'bb' : 'aa'}`;
    expect((await phone.list(tampered, jobA.id)).statusCode).toBe(404);
    expect((await phone.file(tampered, photo.id)).statusCode).toBe(404);
    expect((await phone.add(tampered, jobA.id, jpeg)).statusCode).toBe(404);
    const elsewhere = linkPhotos(t, other.user.host);
    expect((await elsewhere.list(tokenA, jobA.id)).statusCode).toBe(404);
    expect((await elsewhere.file(tokenA, photo.id)).statusCode).toBe(404);
    expect((await elsewhere.add(tokenA, jobA.id, jpeg)).statusCode).toBe(404);
    // Staff of another dealership do not reach the file either.
    expect((await api(t, other.user).get(`/api/photos/${photo.id}/thumb`)).statusCode).toBe(404);
  });

  it('refuses a bad file with the message, keeping nothing', async () => {
    const { manager, user } = await staffOf(t);
    const vendor = await addVendor(manager);
    const car = await addCar(user);
    const job = await sendJob(user, car.id, { vendorId: vendor.id });
    const { token } = await lastMailTo(vendor.email);
    const phone = linkPhotos(t, user.host);

    const bad = await phone.add(token, job.id, Buffer.from('not a photo at all'));
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([
      400,
      PHOTO_MESSAGES.notAnImage,
    ]);
    const query = new URLSearchParams({ token, jobId: job.id }).toString();
    const pdf = await request(t.app).post(`/api/vendor-links/photos?${query}`, jpeg, {
      host: user.host,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(415);
    expect((await phone.list(token, job.id)).json<{ photos: Photo[] }>().photos).toEqual([]);
  });
});
