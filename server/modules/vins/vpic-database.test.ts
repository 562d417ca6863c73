import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patternReach, prepareVpicDatabase } from './vpic-database';

describe('patternReach: the VIN positions after the WMI a vPIC pattern key reads', () => {
  it.each([
    ['CM8', 3],
    ['CM826', 5],
    // A wildcard reads nothing: a key ending in '*' reads only up to its last named position.
    ['CM826*', 5],
    ['*****', 0],
    ['**[AB]***', 3],
    ['****[0-4FLNS]', 5],
    ['[A-Z][0-9]*', 2],
    // A key with '|' is read at position 11 only when its first part has five characters…
    ['*****|***1', 0],
    ['CM826|*A', 0],
    // …and by its first part otherwise (corgi's model ranking).
    ['CM82|*A', 4],
    ['[AB]M8264|*A', 6],
    // An unclosed class stops the match where it starts.
    ['CM[AB', 2],
  ])('%s reads %i', (keys, reach) => {
    expect(patternReach(keys)).toBe(reach);
  });
});

describe('prepareVpicDatabase', () => {
  it('unpacks, indexes and renames into place, leaving only the finished file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lotready-vpic-test-'));
    try {
      // An older corgi's copy goes; another process's preparation under way stays.
      writeFileSync(join(folder, 'vpic-1.2.2-p1.db'), '');
      writeFileSync(join(folder, 'vpic-2.0.1-p9.db.1234.partial'), '');
      const prepared = await prepareVpicDatabase(folder);
      expect(readdirSync(folder).sort()).toEqual(
        [prepared.path.slice(folder.length + 1), 'vpic-2.0.1-p9.db.1234.partial'].sort(),
      );
      expect(prepared.patternReach).toBe(5);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('prepares one file per corgi version and notes how far its patterns reach', async () => {
    const first = await prepareVpicDatabase();
    const again = await prepareVpicDatabase();
    expect(again).toEqual(first);
    expect(first.path).toMatch(/vpic-2\.0\.1-p\d+\.db$/);
    // No pattern of the vPIC data reads past position 8: neither the check digit nor the
    // serial number ever decides a decode.
    expect(first.patternReach).toBe(5);
  });
});
