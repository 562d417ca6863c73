import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SFTP_USER, startSftpServer, type TestSftpServer } from '../../test/sftp-server';
import { FEED_FETCH_LIMITS } from './safe-fetch';
import { SFTP_AUTH_MESSAGE, fetchSftpFile, hostKeyChangedMessage } from './sftp-fetch';

/** The SFTP reader against ssh2's own server on loopback (issue #27 item 6). */
describe('SFTP feed reader', () => {
  let sftp: TestSftpServer;
  const options = { production: false, credentials: SFTP_USER, hostKey: null };
  beforeAll(async () => {
    sftp = await startSftpServer();
    sftp.put('/exports/inventory.csv', 'Stock,VIN\nA1,\n');
    sftp.put('inventory.csv', 'Stock\nHOME1\n');
  });
  afterAll(() => sftp.close());

  it('reads the file, signs in with the feed user and shows the server key', async () => {
    const file = await fetchSftpFile(sftp.url(), options);
    expect(file.bytes.toString()).toBe('Stock,VIN\nA1,\n');
    expect(file.hostKey).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(sftp.logins.at(-1)).toBe(SFTP_USER.username);
  });

  it('reads a file in the user home from /~/', async () => {
    const file = await fetchSftpFile(sftp.url('/~/inventory.csv'), options);
    expect(file.bytes.toString()).toBe('Stock\nHOME1\n');
  });

  it.each([
    [
      'a wrong password',
      () => ({ ...options, credentials: { ...SFTP_USER, password: 'wrong' } }),
      () => sftp.url(),
      SFTP_AUTH_MESSAGE,
    ],
    [
      'a file that is not there',
      () => options,
      () => sftp.url('/exports/gone.csv'),
      'The SFTP server has no file /exports/gone.csv',
    ],
    [
      'loopback in production',
      () => ({ ...options, production: true }),
      () => sftp.url(),
      "The feed's address leads to a loopback address (127.0.0.1), which feeds may not reach",
    ],
    [
      'a file over the size limit',
      () => ({ ...options, limits: { ...FEED_FETCH_LIMITS, maxBytes: 4 } }),
      () => sftp.url(),
      "The feed's file is larger than 0 MB",
    ],
    [
      'no credentials',
      () => ({ ...options, credentials: null }),
      () => sftp.url(),
      'An SFTP feed needs its user name and password',
    ],
  ])('refuses %s', async (_name, given, url, message) => {
    await expect(fetchSftpFile(url(), given())).rejects.toThrow(message);
  });

  it('refuses a server whose key is not the trusted one, before sending the password', async () => {
    const trusted = (await fetchSftpFile(sftp.url(), options)).hostKey;
    const logins = sftp.logins.length;
    await sftp.changeHostKey();
    const shown = (await fetchSftpFile(sftp.url(), options).catch(() => null))?.hostKey;
    expect(shown).toBeDefined();
    await expect(fetchSftpFile(sftp.url(), { ...options, hostKey: trusted })).rejects.toThrow(
      hostKeyChangedMessage(trusted, shown!),
    );
    // The first reading after the change (trusting anew) signed in; the refused one did not.
    expect(sftp.logins.length).toBe(logins + 1);
  });
});
