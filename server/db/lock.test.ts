import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('the PGlite data directory lock', () => {
  const directories: string[] = [];
  const tempDir = () => {
    const directory = mkdtempSync(join(tmpdir(), 'lotready-lock-'));
    directories.push(directory);
    return directory;
  };
  afterEach(() => {
    for (const directory of directories.splice(0))
      rmSync(directory, { recursive: true, force: true });
  });

  it('stops a second opener of the same directory with a clear message', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Another LotReady server (process ${process.pid}) is already using the data directory ${dataDir}. ` +
          'Embedded PGlite allows one process per directory: stop the other server, or start this ' +
          'one with a different DATA_DIR (or a DATABASE_URL).',
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'lotready.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('names the other process that holds the lock', () => {
    const dataDir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dataDir, 'lotready.lock'), `${other.pid}\n`);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`(process ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'lotready.lock'), '999999999\n');
    const release = acquireDataDirLock(dataDir);
    release();
    expect(existsSync(join(dataDir, 'lotready.lock'))).toBe(false);
  });
});
