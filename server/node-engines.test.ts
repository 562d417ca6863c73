import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** The parts of package.json and package-lock.json the check reads. */
const enginesSchema = z.looseObject({ node: z.string().optional() });
const packageJsonSchema = z.looseObject({ engines: z.object({ node: z.string() }) });
const lockSchema = z.looseObject({
  packages: z.record(
    z.string(),
    z.looseObject({
      version: z.string().optional(),
      // A few old packages write engines as a list of strings; only an object names Node.
      engines: enginesSchema.optional().catch(undefined),
    }),
  ),
});

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const supported = packageJsonSchema.parse(readJson('package.json')).engines.node;
const oldest = semver.minVersion(supported)?.version ?? '';
const locked = Object.entries(lockSchema.parse(readJson('package-lock.json')).packages);

/**
 * Issue #28 item 4 (decision 0086): the project runs on Node.js 20.19, as package.json's
 * engines, the README and CI say, so every installed package must run there too. A dependency
 * whose new version moves to a later Node.js fails this test instead of the next install.
 */
describe('the Node.js version', () => {
  it('is one version everywhere: package.json says it and the README names it', () => {
    expect(oldest).toBe('20.19.0');
    const [major, minor] = oldest.split('.');
    expect(readFileSync('README.md', 'utf8')).toContain(`Node.js ${major}.${minor} or newer`);
  });

  it('runs every package in package-lock.json', () => {
    const refusing = locked
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path}@${entry.version} needs Node.js ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
