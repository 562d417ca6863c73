import { request, type IncomingMessage } from 'node:http';

/** One parsed server-sent event. */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A minimal text/event-stream reader over node:http (which, unlike fetch, may set Host),
 * for tests: `next()` resolves with the next event, `comments` counts comment lines.
 */
export class SseTestClient {
  readonly events: ReceivedEvent[] = [];
  comments = 0;
  /** As a browser keeps it: the last `id:` field seen, even on a block with no data. */
  lastEventId = '';
  /** The latest `retry:` the server sent (the browser's reconnect delay), in ms. */
  retryMs: number | null = null;
  status = 0;
  ended = false;
  private waiters: (() => void)[] = [];
  private buffer = '';
  private response?: IncomingMessage;
  private destroyRequest?: () => void;

  static connect(url: string, headers: Record<string, string>): Promise<SseTestClient> {
    const client = new SseTestClient();
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        { headers: { accept: 'text/event-stream', ...headers } },
        (response) => {
          client.response = response;
          client.status = response.statusCode ?? 0;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => client.take(chunk));
          response.on('end', () => client.finish());
          response.on('close', () => client.finish());
          resolve(client);
        },
      );
      client.destroyRequest = () => req.destroy();
      req.on('error', reject);
      req.end();
    });
  }

  get headers() {
    return this.response?.headers ?? {};
  }

  /** Resolves when `predicate` holds (checked on every arrival); rejects after `timeoutMs`. */
  waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Timed out waiting for server-sent events')),
        timeoutMs,
      );
      const check = () => {
        if (!predicate()) {
          this.waiters.push(check);
          return;
        }
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(check);
    });
  }

  /** Waits until `count` events arrived in total and returns them. */
  async received(count: number): Promise<ReceivedEvent[]> {
    await this.waitFor(() => this.events.length >= count);
    return this.events;
  }

  close(): void {
    this.destroyRequest?.();
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.parse(block);
      end = this.buffer.indexOf('\n\n');
    }
    this.notify();
  }

  private parse(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments += 1;
        continue;
      }
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
    }
    if (fields.id !== undefined) this.lastEventId = fields.id;
    if (fields.retry !== undefined && /^\d+$/.test(fields.retry))
      this.retryMs = Number(fields.retry);
    if (fields.data === undefined) return;
    this.events.push({
      id: fields.id,
      event: fields.event ?? 'message',
      data: JSON.parse(fields.data),
    });
  }

  private finish(): void {
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
