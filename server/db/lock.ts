import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Thrown when another process (or this one) already serves the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another LotReady server (process ${pid}) is already using the data directory ${dataDir}. ` +
        'Embedded PGlite allows one process per directory: stop the other server, or start this ' +
        'one with a different DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

const heldLocks = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `DATA_DIR/lotready.lock` for this process, or throws DataDirLockedError naming the
 * holder. Two PGlite instances on one directory would corrupt it, so this runs before opening.
 * A lock left by a process that no longer runs (a crash, a container restart that reused the
 * pid) is taken over. Returns the release function (also run at process exit).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const directory = resolve(dataDir);
  const lockPath = join(directory, 'lotready.lock');
  mkdirSync(directory, { recursive: true });
  if (heldLocks.has(lockPath)) throw new DataDirLockedError(directory, process.pid);

  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' fails when the file exists: creating it is the atomic test-and-set.
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = readPid(lockPath);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(directory, holder);
      }
      unlinkSync(lockPath);
    }
  }
  heldLocks.add(lockPath);

  const release = () => {
    if (!heldLocks.delete(lockPath)) return;
    process.off('exit', release);
    if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return release;
}
