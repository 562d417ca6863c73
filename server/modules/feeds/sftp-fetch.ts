import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Client, type SFTPWrapper } from 'ssh2';
import { refusedAddress } from './address-rules';
import {
  FEED_FETCH_LIMITS,
  FeedFetchError,
  fetchErrorText,
  tooLarge,
  type FetchFeedOptions,
} from './safe-fetch';

/** An SFTP feed's file and the key its server showed (SHA256 fingerprint, as OpenSSH prints it). */
export interface SftpFeedFile {
  bytes: Buffer;
  hostKey: string;
}

export interface SftpFetchOptions extends FetchFeedOptions {
  /** The server's key trusted at the feed's first run; null trusts the key shown now. */
  hostKey: string | null;
}

export const SFTP_AUTH_MESSAGE = 'The SFTP server refused the user name or password';

/** The key's fingerprint as `ssh-keygen -l` shows it: SHA256, base64 without padding. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

export function hostKeyChangedMessage(trusted: string, shown: string): string {
  return (
    `The SFTP server's key changed (trusted ${trusted}, now ${shown}), so the feed was not read. ` +
    'If the provider changed its server, enter the feed’s password again to trust the new key.'
  );
}

/** The file's path on the server: `sftp://host/~/in.csv` is in the user's home, as curl reads it. */
function remotePath(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return path.startsWith('/~/') ? path.slice(3) : path;
}

/**
 * The one address the connection goes to: every address the name resolves to passes the
 * feeds' network rules (no server-side reach into our own network), and the first is used,
 * so a rebinding DNS cannot answer a second lookup differently.
 */
async function checkedAddress(host: string, production: boolean): Promise<string> {
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch (error) {
    throw new FeedFetchError(fetchErrorText(error as Error));
  }
  for (const address of addresses) {
    const problem = refusedAddress(address, production);
    if (problem) throw new FeedFetchError(problem);
  }
  const [first] = addresses;
  if (!first) throw new FeedFetchError(`${host} has no address`);
  return first;
}

function sftpSession(client: Client): Promise<SFTPWrapper> {
  return new Promise((resolve, reject) => {
    client.sftp((error, sftp) => (error ? reject(error) : resolve(sftp)));
  });
}

/** The file, read within the size limit (its size checked first, then while it streams). */
async function readRemote(sftp: SFTPWrapper, path: string, maxBytes: number): Promise<Buffer> {
  const size = await new Promise<number>((resolve, reject) => {
    sftp.stat(path, (error, stats) => (error ? reject(error) : resolve(stats.size)));
  });
  if (size > maxBytes) throw tooLarge(maxBytes);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const stream = sftp.createReadStream(path);
    stream.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) {
        stream.destroy();
        reject(tooLarge(maxBytes));
      } else chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** What an SSH or SFTP failure means to the admin reading the feed's runs. */
function sftpErrorText(error: Error, path: string): string {
  if (error instanceof FeedFetchError) return error.message;
  if (Reflect.get(error, 'level') === 'client-authentication') return SFTP_AUTH_MESSAGE;
  if (Reflect.get(error, 'level') === 'client-timeout') return 'The feed took too long to answer';
  // SFTP's status 2 is "no such file", 3 "permission denied".
  const code = Reflect.get(error, 'code');
  if (code === 2) return `The SFTP server has no file ${path}`;
  if (code === 3) return `The SFTP server does not let this user read ${path}`;
  return fetchErrorText(error);
}

/**
 * Reads a feed's file over SFTP (issue #27 item 6) under the same rules as HTTPS feeds: the
 * server's address checked after DNS, the size and time limited, and the server's key pinned
 * at the first run (trust on first use, as ssh's known_hosts), so a later run never sends the
 * feed's password to a server that took the provider's name.
 */
export async function fetchSftpFile(
  address: string,
  options: SftpFetchOptions,
): Promise<SftpFeedFile> {
  const limits = options.limits ?? FEED_FETCH_LIMITS;
  const url = new URL(address);
  const path = remotePath(url);
  if (!options.credentials)
    throw new FeedFetchError('An SFTP feed needs its user name and password');
  const host = await checkedAddress(url.hostname.replace(/^\[|\]$/g, ''), options.production);
  const client = new Client();
  let shown: string | null = null;
  const connected = new Promise<void>((resolve, reject) => {
    client.once('ready', resolve);
    client.once('error', reject);
  });
  const deadline = new Promise<never>((_, reject) => {
    const timer = setTimeout(
      () => reject(new FeedFetchError('The feed took too long to answer')),
      limits.totalTimeoutMs,
    );
    timer.unref();
    client.once('close', () => clearTimeout(timer));
  });
  client.connect({
    host,
    port: url.port === '' ? 22 : Number(url.port),
    username: options.credentials.username,
    password: options.credentials.password,
    readyTimeout: limits.answerTimeoutMs,
    // Keyboard-interactive would wait for prompts a scheduled run cannot answer.
    tryKeyboard: false,
    hostVerifier: (key: Buffer) => {
      shown = hostKeyFingerprint(key);
      return options.hostKey === null || options.hostKey === shown;
    },
  });
  try {
    const bytes = await Promise.race([
      connected.then(async () => readRemote(await sftpSession(client), path, limits.maxBytes)),
      deadline,
    ]);
    return { bytes, hostKey: shown! };
  } catch (error) {
    if (shown && options.hostKey && shown !== options.hostKey) {
      throw new FeedFetchError(hostKeyChangedMessage(options.hostKey, shown));
    }
    throw new FeedFetchError(sftpErrorText(error as Error, path));
  } finally {
    client.end();
  }
}
