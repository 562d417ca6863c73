import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Photo } from '@domain/api/photos';
import { describeEachDatabase } from '../../test/harness';
import { hasGpsTags, phonePhoto } from '../../test/photo-fixtures';
import { api, signedIn, staffOf } from '../../test/staff';
import { unzipFiles } from '../../test/unzip';
import { workSteps } from '../../test/work-steps';

describeEachDatabase("photos in the dealership's data export", (t) => {
  const steps = workSteps(t);

  it('holds each photo as a file and in an index, and no other dealership sees them', async () => {
    const { admin, user } = await staffOf(t);
    const car = await steps.addCar(user, { stockNumber: `P/${t.clock()}` });
    const upload = async (caption: string) => {
      const response = await api(t, user).post(
        `/api/vehicles/${car.id}/photos?caption=${encodeURIComponent(caption)}`,
        await phonePhoto({ width: 800, height: 600 }),
        { headers: { 'content-type': 'image/jpeg' } },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Photo>();
    };
    const first = await upload('Front');
    const second = await upload('=Rear');

    const response = await api(t, admin).get('/api/dealership/export.zip');
    expect(response.statusCode).toBe(200);
    const files = await unzipFiles(response.rawPayload);
    const index = JSON.parse(files.get('photos/index.json')!.toString('utf8')) as unknown[];
    const fileOf = (photo: Photo) => `photos/${car.id}/${photo.id}.jpg`;
    expect(index).toEqual([
      { ...first, stockNumber: car.stockNumber, file: fileOf(first), storage: 'database' },
      { ...second, stockNumber: car.stockNumber, file: fileOf(second), storage: 'database' },
    ]);
    const csv = files.get('photos/index.csv')!.toString('utf8').split('\r\n');
    expect(csv[0]).toBe('\uFEFFFile,Stock Number,Caption,Added By,Added,Width,Height');
    expect(csv[2]).toContain(`${fileOf(second)},${car.stockNumber},'=Rear,`);
    for (const photo of [first, second]) {
      const jpeg = files.get(fileOf(photo))!;
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 800]);
      expect(await hasGpsTags(jpeg)).toBe(false);
    }

    const stranger = await signedIn(t, 'admin');
    const theirs = await api(t, stranger).get('/api/dealership/export.zip');
    const theirFiles = await unzipFiles(theirs.rawPayload);
    expect(theirFiles.get('photos/index.json')!.toString('utf8')).toBe('[]\n');
    expect([...theirFiles.keys()].filter((name) => name.endsWith('.jpg'))).toEqual([]);
  });
});
