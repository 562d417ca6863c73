import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request the stand-in received: what a real push service would get. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback over HTTPS (web-push speaks nothing else). */
export interface TestPushService {
  origin: string;
  /** An agent that trusts the stand-in's self-signed certificate. */
  agent: Agent;
  requests: PushRequest[];
  /** The status the next requests get: 201 Created, or 404/410 for a forgotten subscription. */
  answer: (status: number) => void;
  close: () => Promise<void>;
}

/** A certificate for 127.0.0.1, made by openssl for this run and thrown away. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const requests: PushRequest[] = [];
  let status = 201;
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${String(port)}`,
    agent: new Agent({ ca: cert }),
    requests,
    answer: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its keys, and the decryption of what it is sent. */
export function testBrowserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    endpoint,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    /** RFC 8291 / RFC 8188: the aes128gcm body back to the sender's plaintext. */
    decrypt: (body: Buffer): string => {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and any zero padding after it.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}
