import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A feed's basic credentials, as kept (encrypted) and as the fetcher sends them. */
export interface FeedCredentials {
  username: string;
  password: string;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
export const FEED_KEY_FILE = 'feed-credentials.key';

/**
 * The key feed credentials are sealed with (decision 0099): FEED_CREDENTIALS_KEY (32 bytes,
 * base64) when set, which every process of a cluster must share; else a key the server
 * generates once into its data directory, readable by its owner only. Read at first use, so a
 * server without feeds never makes one.
 */
export function feedKeyLoader(config: {
  feedCredentialsKey: string | undefined;
  dataDir: string;
}): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    key ??= config.feedCredentialsKey
      ? keyFromText(config.feedCredentialsKey)
      : keyFromDataDir(config.dataDir);
    return key;
  };
}

function keyFromText(text: string): Buffer {
  const key = Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error('FEED_CREDENTIALS_KEY must be 32 bytes, base64 (openssl rand -base64 32)');
  }
  return key;
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = join(dataDir, FEED_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': a second process racing to create it loses and reads the winner's key.
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (!existsSync(file)) throw error;
    }
    chmodSync(file, 0o600);
  }
  return keyFromText(readFileSync(file, 'utf8').trim());
}

/** AES-256-GCM: iv.tag.ciphertext, base64url; a fresh iv for every sealing. */
export function sealCredentials(key: Buffer, credentials: FeedCredentials): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url')).join('.');
}

/** The credentials sealed by sealCredentials; throws when the key or the text is not theirs. */
export function openCredentials(key: Buffer, sealed: string): FeedCredentials {
  const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !text) throw new Error('Sealed credentials are malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  const json = Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  const value: unknown = JSON.parse(json);
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'username') === 'string' &&
    typeof Reflect.get(value, 'password') === 'string'
  ) {
    return { username: Reflect.get(value, 'username'), password: Reflect.get(value, 'password') };
  }
  throw new Error('Sealed credentials are malformed');
}
