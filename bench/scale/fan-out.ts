import { openEventStream } from '../../scripts/lib/server-process';

/** One raw SSE stream that stamps when the first event naming each vehicle id arrived. */
export interface TimedStream {
  arrivals: Map<string, number>;
  close: () => void;
}

/** Opens GET /api/events on 127.0.0.1:port; resolves once the 200 headers arrived. */
export async function openTimedStream(
  port: number,
  host: string,
  cookie: string,
): Promise<TimedStream> {
  const arrivals = new Map<string, number>();
  const stream = await openEventStream({ port }, host, cookie, {
    onEvent: ({ data }) => {
      const now = performance.now();
      for (const match of (data ?? '').matchAll(/"id":"([0-9a-f-]{36})"/g)) {
        if (!arrivals.has(match[1]!)) arrivals.set(match[1]!, now);
      }
    },
  });
  stream.response.on('error', () => undefined);
  return { arrivals, close: stream.close };
}
