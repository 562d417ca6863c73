import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FEED_KEY_FILE, feedKeyLoader, openCredentials, sealCredentials } from './credentials';

describe('feed credentials', () => {
  it('seals with a key the server makes once in its data directory', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lotready-feed-key-'));
    try {
      const key = feedKeyLoader({ feedCredentialsKey: undefined, dataDir })();
      expect(statSync(join(dataDir, FEED_KEY_FILE)).mode & 0o777).toBe(0o600);
      // Another process (or a restart) reads the same key.
      const again = feedKeyLoader({ feedCredentialsKey: undefined, dataDir })();
      const sealed = sealCredentials(key, { username: 'dealer', password: 's3cret' });
      expect(sealed).not.toContain('s3cret');
      expect(openCredentials(again, sealed)).toEqual({ username: 'dealer', password: 's3cret' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses another key and a short FEED_CREDENTIALS_KEY', () => {
    const sealed = sealCredentials(randomBytes(32), { username: 'a', password: 'b' });
    expect(() => openCredentials(randomBytes(32), sealed)).toThrow();
    expect(() => feedKeyLoader({ feedCredentialsKey: 'c2hvcnQ=', dataDir: '.' })()).toThrow(
      'FEED_CREDENTIALS_KEY must be 32 bytes, base64 (openssl rand -base64 32)',
    );
  });
});
