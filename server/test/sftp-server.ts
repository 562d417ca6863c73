import { timingSafeEqual } from 'node:crypto';
import { constants } from 'node:fs';
import type { AddressInfo } from 'node:net';
import ssh2, { type Connection, type SFTPWrapper } from 'ssh2';

// ssh2 is CommonJS: Node's ESM loader finds only some of its names, so take them off the module.
const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/**
 * An SFTP server on loopback for a test (ssh2's own server: the real protocol, its
 * handshake, password check and host key), serving files from memory. The fetcher allows
 * loopback outside production, as for the HTTPS feed server beside it.
 */
export interface TestSftpServer {
  url: (path?: string) => string;
  /** Puts a file at a path (CSV text or bytes). */
  put: (path: string, body: string | Buffer) => void;
  /** Restarts on the same port with a new host key, as a server taken over would show. */
  changeHostKey: () => Promise<void>;
  /** The user names that signed in, in order. */
  logins: string[];
  close: () => Promise<void>;
}

export const SFTP_USER = { username: 'dealer-feed', password: 'correct horse battery staple' };

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Answers OPEN, READ, STAT and CLOSE for files in memory: what a download needs. */
function serveFiles(sftp: SFTPWrapper, files: Map<string, Buffer>): void {
  const open = new Map<number, Buffer>();
  let next = 0;
  const fileOf = (handle: Buffer) => open.get(handle.readUInt32BE(0));
  const attrsOf = (file: Buffer) => ({
    mode: constants.S_IFREG | 0o644,
    uid: 0,
    gid: 0,
    size: file.length,
    atime: 0,
    mtime: 0,
  });
  const stat = (reqid: number, path: string) => {
    const file = files.get(path);
    if (!file) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
    sftp.attrs(reqid, attrsOf(file));
  };
  sftp
    .on('OPEN', (reqid, path, flags) => {
      const file = files.get(path);
      if (!file) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
      if (!(flags & OPEN_MODE.READ)) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
      const handle = Buffer.alloc(4);
      handle.writeUInt32BE(next, 0);
      open.set(next, file);
      next += 1;
      sftp.handle(reqid, handle);
    })
    .on('READ', (reqid, handle, offset, length) => {
      const file = fileOf(handle);
      if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE);
      if (offset >= file.length) return sftp.status(reqid, STATUS_CODE.EOF);
      sftp.data(reqid, file.subarray(offset, offset + length));
    })
    .on('FSTAT', (reqid, handle) => {
      const file = fileOf(handle);
      if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE);
      sftp.attrs(reqid, attrsOf(file));
    })
    .on('STAT', stat)
    .on('LSTAT', stat)
    .on('CLOSE', (reqid, handle) => {
      open.delete(handle.readUInt32BE(0));
      sftp.status(reqid, STATUS_CODE.OK);
    });
}

export async function startSftpServer(): Promise<TestSftpServer> {
  const files = new Map<string, Buffer>();
  const logins: string[] = [];
  const clients = new Set<Connection>();
  let port = 0;
  let server: InstanceType<typeof Server>;

  const listen = async () => {
    server = new Server(
      { hostKeys: [utils.generateKeyPairSync('ed25519').private] },
      (client: Connection) => {
        clients.add(client);
        client.on('close', () => clients.delete(client));
        client.on('error', () => clients.delete(client));
        client.on('authentication', (ctx) => {
          if (
            ctx.method === 'password' &&
            same(ctx.username, SFTP_USER.username) &&
            same(ctx.password, SFTP_USER.password)
          ) {
            logins.push(ctx.username);
            return ctx.accept();
          }
          ctx.reject(['password']);
        });
        client.on('ready', () => {
          client.on('session', (accept) => {
            accept().on('sftp', (acceptSftp) => serveFiles(acceptSftp(), files));
          });
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const close = () =>
    new Promise<void>((resolve) => {
      for (const client of clients) client.end();
      server.close(() => resolve());
    });

  await listen();
  return {
    url: (path = '/exports/inventory.csv') => `sftp://127.0.0.1:${port}${path}`,
    put: (path, body) => files.set(path, Buffer.isBuffer(body) ? body : Buffer.from(body)),
    changeHostKey: async () => {
      await close();
      await listen();
    },
    logins,
    close,
  };
}
