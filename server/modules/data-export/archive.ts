import { PassThrough, Readable } from 'node:stream';
import { activityCsvRows } from '@domain/api/activity';
import { CSV_BOM, CSV_LINE_END, toCsv } from '@domain/csv';
import { inventoryCsv } from '@domain/vehicle/inventory-csv';
import type { Tx } from '../../db/client';
import { toActivityLog } from '../activity/repository';
import { readConfig } from '../config/repository';
import { listDashboards } from '../dashboards/repository';
import { exportedVendors } from '../vendors/export';
import { exportedWork } from '../work/export';
import { exportedPhotos, photosCsv, readExportedPhoto } from '../photos/export';
import type { PhotoStores } from '../photos/photo-store';
import { dealershipStatus, readNotificationSettings } from '../platform/repository';
import { archiveReadme } from './readme';
import {
  activityPage,
  countDealershipRows,
  findDealershipRow,
  listAllVehicles,
  listExportedUsers,
  type ActivityCursor,
  type ActivityRow,
  type DealershipRow,
  type ExportedUser,
} from './repository';

/** Reads run scoped to the exported dealership: a tenant transaction (row-level security). */
export type ScopedRead = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const ACTIVITY_PAGE = 1000;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

function usersCsv(rows: readonly ExportedUser[]): string {
  const header = ['Username', 'Full Name', 'Email', 'Role', 'Disabled', 'Created', 'Updated'];
  const iso = (ms: number) => new Date(ms).toISOString();
  return toCsv(
    [
      header,
      ...rows.map((u) => [
        u.username,
        u.fullName,
        u.email,
        u.role,
        u.disabled ? 'yes' : 'no',
        iso(u.createdAt),
        iso(u.updatedAt),
      ]),
    ],
    { bom: true },
  );
}

/** Every activity row, newest first, a page per short read. */
async function* activityRows(
  read: ScopedRead,
  dealershipId: string,
): AsyncGenerator<ActivityRow[]> {
  let cursor: ActivityCursor | null = null;
  for (;;) {
    const page = await read((tx) => activityPage(tx, dealershipId, cursor, ACTIVITY_PAGE));
    if (page.length) yield page;
    if (page.length < ACTIVITY_PAGE) return;
    const last = page[page.length - 1]!;
    cursor = { timestamp: last.timestamp, id: last.id };
  }
}

async function* activityCsvChunks(read: ScopedRead, dealershipId: string): AsyncGenerator<string> {
  let first = true;
  for await (const page of activityRows(read, dealershipId)) {
    const rows = activityCsvRows(page.map(toActivityLog), 'UTC');
    yield first ? `${CSV_BOM}${toCsv(rows)}` : `${CSV_LINE_END}${toCsv(rows.slice(1))}`;
    first = false;
  }
  if (first) yield `${CSV_BOM}${toCsv(activityCsvRows([], 'UTC'))}`;
}

async function* activityJsonLines(read: ScopedRead, dealershipId: string): AsyncGenerator<string> {
  for await (const page of activityRows(read, dealershipId)) {
    yield page.map(({ dealershipId: _d, ...entry }) => `${JSON.stringify(entry)}\n`).join('');
  }
}

function dealershipJson(row: DealershipRow, now: number) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: dealershipStatus(row, now),
    trialEndsAt: row.trialEndsAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The archive's file name: `lotready-{slug}-{YYYY-MM-DD}.zip` (UTC date). */
export function archiveFileName(slug: string, now: number): string {
  return `lotready-${slug}-${new Date(now).toISOString().slice(0, 10)}.zip`;
}

/**
 * All of a dealership's data as a zip archive, streamed: the small files are read in one
 * transaction up front; the activity log, which may hold hundreds of thousands of entries, is
 * read page by page as the client takes the bytes. Null when there is no such dealership.
 */
export async function dealershipArchive(
  read: ScopedRead,
  dealershipId: string,
  now: number,
  photoStores: PhotoStores,
): Promise<{ fileName: string; stream: Readable } | null> {
  const snapshot = await read(async (tx) => {
    const dealership = await findDealershipRow(tx, dealershipId);
    if (!dealership) return null;
    return {
      dealership,
      counts: await countDealershipRows(tx, dealershipId),
      config: await readConfig(tx, dealershipId),
      notifications: await readNotificationSettings(tx, dealershipId),
      users: await listExportedUsers(tx, dealershipId),
      vehicles: await listAllVehicles(tx, dealershipId),
      dashboards: await listDashboards(tx, dealershipId),
      work: await exportedWork(tx, dealershipId),
      photos: await exportedPhotos(tx, dealershipId),
      vendors: await exportedVendors(tx, dealershipId),
    };
  });
  if (!snapshot) return null;
  const { dealership, counts } = snapshot;
  const mtime = new Date(now);
  // Loaded at the first export, not at start (docs/decisions/0066-lazy-start.md).
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(archiveReadme(dealership, counts, now)), 'README.txt', { mtime });
  zip.addBuffer(json(dealershipJson(dealership, now)), 'dealership.json', { mtime });
  zip.addBuffer(json(snapshot.config), 'configuration.json', { mtime });
  zip.addBuffer(json(snapshot.notifications), 'notification-settings.json', { mtime });
  zip.addBuffer(Buffer.from(usersCsv(snapshot.users)), 'users.csv', { mtime });
  zip.addBuffer(json(snapshot.users), 'users.json', { mtime });
  zip.addBuffer(Buffer.from(inventoryCsv(snapshot.vehicles)), 'vehicles.csv', { mtime });
  zip.addBuffer(json(snapshot.vehicles), 'vehicles.json', { mtime });
  zip.addReadStreamLazy('activity.csv', { mtime }, (done) =>
    done(null, Readable.from(activityCsvChunks(read, dealershipId))),
  );
  zip.addReadStreamLazy('activity.jsonl', { mtime }, (done) =>
    done(null, Readable.from(activityJsonLines(read, dealershipId))),
  );
  zip.addBuffer(json(snapshot.dashboards), 'dashboards.json', { mtime });
  zip.addBuffer(json(snapshot.work), 'work.json', { mtime });
  zip.addBuffer(json(snapshot.photos), 'photos/index.json', { mtime });
  zip.addBuffer(Buffer.from(photosCsv(snapshot.photos)), 'photos/index.csv', { mtime });
  // Each photo's bytes are read when the archive reaches it, one short read each.
  for (const photo of snapshot.photos) {
    zip.addReadStreamLazy(photo.file, { mtime, compress: false }, (done) => {
      read((tx) => readExportedPhoto(tx, photoStores, dealershipId, photo)).then(
        (data) => done(null, Readable.from([data ?? Buffer.alloc(0)])),
        (error: unknown) =>
          done(error instanceof Error ? error : new Error(String(error)), null as never),
      );
    });
  }
  zip.addBuffer(json(snapshot.vendors), 'vendors.json', { mtime });
  zip.end();
  const stream = new PassThrough();
  zip.outputStream.pipe(stream);
  // A failed read mid-way ends the download with an error, never with a valid-looking archive.
  zip.on('error', (error: Error) => stream.destroy(error));
  return { fileName: archiveFileName(dealership.slug, now), stream };
}
