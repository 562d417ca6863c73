import { globalAgent } from 'node:http';
import { call as callServer } from '../../scripts/lib/server-process';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request to the bench server on 127.0.0.1 with an explicit Host header (the tenant
 * hosts *.localhost need not resolve in Node), by the test tools' one request helper
 * (scripts/lib/server-process.ts) on Node's shared keep-alive agent, as a browser would reuse
 * its connections. State-changing calls get a same-host Origin.
 */
export async function call(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Answer> {
  const {
    status,
    headers,
    body: text,
  } = await callServer(
    { port },
    method,
    path,
    { host: `${host}:${port}`, body, ...(cookie ? { cookie } : {}) },
    globalAgent,
  );
  return { status, headers, body: text };
}

/** Throws unless the answer has the expected status; returns the parsed JSON body. */
export function expectJson<T>(answer: Answer, status = 200): T {
  if (answer.status !== status) {
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
  return (answer.body ? JSON.parse(answer.body) : null) as T;
}
