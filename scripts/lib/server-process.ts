import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Agent, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/test/free-port';
import { ensureServerBuild, SERVER_COMMAND } from '../build-server.mjs';

/** The first line server/main.ts prints once it listens. */
const READY_BANNER = 'LotReady is running';

/**
 * A real `server/main.ts` process: the one launcher of the test tools (issue #28 item 3) for
 * the browser journeys, the benches, the soak, the cluster, the shutdown test and the demo
 * recorder. Unlike app.inject, it has sockets, signals and a data directory that outlives the
 * process. Requests go through node:http with an explicit Host header, because `*.localhost`
 * names need not resolve outside a browser.
 */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts the server on `env` (DATA_DIR or DATABASE_URL) and waits until /api/health answers;
 * on `port` when given (a cluster member restarting in its place), else on a free one.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  await ensureServerBuild();
  if (port !== undefined) return launch(env, port);
  // A free port can be taken by someone else before the child listens on it: then another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(env, await freePort());
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function launch(env: Record<string, string>, port: number): Promise<ServerProcess> {
  let log = '';
  const child = spawn(process.execPath, SERVER_COMMAND, {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server = { port, child, output: () => log, exited };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    const health = await call(server, 'GET', '/api/health', { host: `localhost:${port}` }).catch(
      () => undefined,
    );
    // Only once this child has printed its banner is the port its own: a 200 before that could
    // come from another test's server that took the port between freePort() and this listen.
    if (health?.status === 200 && log.includes(READY_BANNER)) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 90 s:\n${log}`);
    }
    // Polling a child process that is starting up; there is no event to wait on instead.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A server on a database of its own, made for it and removed again by `stop`. */
export interface FreshServer extends ServerProcess {
  baseUrl: string;
  database: 'PGlite' | 'PostgreSQL';
  /** The PostgreSQL database it runs on; null on PGlite (inside the server process). */
  databaseUrl: string | null;
  /** Its DATA_DIR (its PGlite under `pglite/`). */
  dataDir: string;
  /** Ends the process; `keepData` leaves its directory and database for a restart on them. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

let freshDatabases = 0;

/**
 * Starts the server on a fresh PGlite data directory or, given a PostgreSQL admin URL, on a
 * fresh database of that server; `stop` ends the process (SIGTERM, as a deploy would) and
 * removes the directory and the database. `reuse` starts it again on those of a server
 * stopped with `keepData` (a bench that writes history while the server is down).
 */
export async function startFreshServer(
  options: {
    postgres?: string | null;
    env?: Record<string, string>;
    reuse?: { dataDir: string; databaseUrl: string | null };
  } = {},
): Promise<FreshServer> {
  const { postgres, reuse } = options;
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'lotready-server-'));
  const databaseUrl = reuse
    ? reuse.databaseUrl
    : postgres
      ? await createDatabase(postgres, `lotready_fresh_${process.pid}_${freshDatabases++}`)
      : null;
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    ...options.env,
  });
  return {
    ...server,
    baseUrl: `http://localhost:${server.port}`,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    databaseUrl,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      if (keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (postgres && databaseUrl) {
        const name = new URL(databaseUrl).pathname.slice(1);
        await asAdmin(postgres, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  };
}

/** Runs SQL as the PostgreSQL admin (pg is loaded only when a PostgreSQL server is asked for). */
async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the admin URL's server; returns its URL. */
async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface CallOptions {
  host: string;
  cookie?: string;
  body?: unknown;
}

export interface CallResult {
  status: number;
  body: string;
  headers: IncomingMessage['headers'];
  ms: number;
}

/**
 * One request with Host (and, for writes, a same-host Origin and a JSON body), on a connection of
 * its own unless an `agent` (keep-alive) is given.
 */
export function call(
  server: { port: number },
  method: string,
  path: string,
  options: CallOptions,
  agent: Agent | false = false,
): Promise<CallResult> {
  return sendRequest(server, method, path, options, agent).answer;
}

export interface SentRequest {
  /** Resolves once the whole request has been handed to the operating system (or has failed). */
  written: Promise<void>;
  answer: Promise<CallResult>;
}

/** `call`, telling also when the request has left this process: from then on it is in flight. */
export function sendRequest(
  server: { port: number },
  method: string,
  path: string,
  options: CallOptions,
  agent: Agent | false = false,
): SentRequest {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: options.host };
  if (method !== 'GET') headers.origin = `http://${options.host}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  let markWritten = () => {};
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const answer = new Promise<CallResult>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers, agent },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            headers: res.headers,
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('finish', markWritten);
    req.on('error', (error) => {
      markWritten();
      reject(error);
    });
    req.end(payload);
  });
  return { written, answer };
}

/** Signs in on a tenant host; returns the Cookie header value. */
export async function signInProcess(
  server: { port: number },
  host: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await call(server, 'POST', '/api/auth/login', {
    host,
    body: { username, password },
  });
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((value) => value.split(';')[0]).find((c) => c?.includes('session'));
  if (response.status !== 200 || !cookie) {
    throw new Error(`Sign-in failed: ${response.status} ${response.body}`);
  }
  return cookie;
}

/** One server-sent event as the stream carried it (fields absent from its block are absent). */
export interface ServerSentEvent {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
}

export interface EventStream {
  response: IncomingMessage;
  /** Everything received so far. */
  text: () => string;
  /** Resolves 'end' when the server closed the stream cleanly, 'error' on a reset. */
  ended: Promise<'end' | 'error'>;
  close: () => void;
}

export interface EventStreamOptions {
  /** Resumes after this event id, as EventSource does when it reconnects. */
  lastEventId?: string;
  /** Called for each event as it completes (its blank line arrived). */
  onEvent?: (event: ServerSentEvent) => void;
}

/**
 * Opens GET /api/events and resolves once the 200 headers have arrived: the test tools' one
 * live-stream reader (the soak, the cluster, the benches, the shutdown test).
 */
export function openEventStream(
  server: { port: number },
  host: string,
  cookie: string,
  options: EventStreamOptions = {},
): Promise<EventStream> {
  const headers: Record<string, string> = { host, cookie, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, path: '/api/events', headers, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          return;
        }
        let text = '';
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (!options.onEvent) return;
          pending += chunk;
          for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
            options.onEvent(parseEventBlock(pending.slice(0, end)));
            pending = pending.slice(end + 2);
          }
        });
        const ended = new Promise<'end' | 'error'>((done) => {
          response.once('end', () => done('end'));
          response.once('error', () => done('error'));
          response.once('aborted', () => done('error'));
        });
        resolve({ response, text: () => text, ended, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The fields of one event block (comment lines, which start with ':', are keep-alives). */
function parseEventBlock(block: string): ServerSentEvent {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
  }
  return fields;
}
