import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A feed served on loopback for a test: set its file, read what its requests carried. */
export interface TestFeedServer {
  url: (path?: string) => string;
  /** The file the next request gets (CSV text), or a handler of its own. */
  serve: (body: string | ((response: ServerResponse) => void)) => void;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

/** Starts a feed server on 127.0.0.1 at a free port (the fetcher allows loopback outside production). */
export async function startFeedServer(): Promise<TestFeedServer> {
  let current: string | ((response: ServerResponse) => void) = '';
  const requests: TestFeedServer['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    if (typeof current === 'function') return current(response);
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end(current);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/feed.csv') => `http://127.0.0.1:${port}${path}`,
    serve: (body) => {
      current = body;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A feed file: a header line and one line per vehicle. */
export function feedCsv(rows: readonly (readonly (string | number)[])[]): string {
  return [['Stock', 'VIN', 'Year', 'Make', 'Model', 'Exterior', 'Price'], ...rows]
    .map((row) => row.join(','))
    .join('\n');
}

/** The mapping of feedCsv's columns. */
export const FEED_MAPPING = {
  headers: ['Stock', 'VIN', 'Year', 'Make', 'Model', 'Exterior', 'Price'],
  fields: ['stockNumber', 'vin', 'year', 'make', 'model', 'color', 'priceCents'],
};
