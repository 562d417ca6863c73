import { request } from 'node:http';

/** One raw SSE stream that stamps when the first event naming each vehicle id arrived. */
export interface TimedStream {
  arrivals: Map<string, number>;
  close: () => void;
}

/** Opens GET /api/events on 127.0.0.1:port; resolves once the 200 headers arrived. */
export function openTimedStream(port: number, host: string, cookie: string): Promise<TimedStream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: { host, cookie, accept: 'text/event-stream' },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const now = performance.now();
          for (const match of chunk.matchAll(/"id":"([0-9a-f-]{36})"/g)) {
            if (!arrivals.has(match[1]!)) arrivals.set(match[1]!, now);
          }
        });
        response.on('error', () => undefined);
        resolve({ arrivals, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
