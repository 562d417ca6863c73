import type { ServerResponse } from 'node:http';
import {
  POSITION_EVENT,
  RESYNC_EVENT,
  type LiveEvent,
  type LiveMessage,
} from '@domain/api/event-endpoints';
import type { FeedMessage } from './vehicle-feed';
import { MINUTE_MS } from '@domain/time';

/** How long the browser waits before reconnecting (the stream's `retry:` field). */
export const SSE_RETRY_MS = 3000;
/** The least delay before a stream ended by a stopping process comes back (and up to twice it). */
const RECONNECT_SOON_MS = 1000;
/** How long a stream closed for a newer one of its session waits before it comes back. */
const SUPERSEDED_RETRY_MS = MINUTE_MS;
/** A slow reader with this much unsent data is cut off rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1_000_000;

/** A message's `event:` (its type, which the client listens for) and its `data:` line. */
function frame(message: LiveMessage): string {
  return `event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;
}

/**
 * One text/event-stream response. Writes are framed per the HTML server-sent events format:
 * `id:` (what the browser sends back as Last-Event-ID), `event:` (the listener it reaches)
 * and one `data:` line of JSON.
 */
export class SseStream {
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(private readonly response: ServerResponse) {
    response.on('close', () => this.markClosed());
  }

  /** Sends the headers and the reconnect delay. */
  open(): void {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    this.write(`retry: ${SSE_RETRY_MS}\n\n`);
  }

  /** An activity or config event: no id, so the client's Last-Event-ID stays its sequence. */
  send(event: LiveEvent): void {
    this.write(frame(event));
  }

  /** Vehicle changes and resyncs, each with its sequence number as the id to resume from. */
  sendFeed(messages: readonly FeedMessage[]): void {
    if (messages.length === 0) return;
    this.write(messages.map((message) => `id: ${message.seq}\n${frame(message)}`).join(''));
  }

  /**
   * Tells a stream opened without a position where it goes on from: the client's Last-Event-ID
   * becomes `seq`, and its lists read at an older number know they must be read again.
   */
  startAt(seq: number): void {
    this.write(`id: ${seq}\n${frame({ type: POSITION_EVENT, seq })}`);
  }

  /** Tells the client its copy may be stale: refetch everything. */
  resync(seq?: number): void {
    if (seq === undefined) this.write(frame({ type: RESYNC_EVENT }));
    else this.sendFeed([{ type: RESYNC_EVENT, seq }]);
  }

  /** A comment line: keeps proxies and the browser from timing the connection out. */
  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /**
   * Ends the stream asking the client to come back within a second or two (the `retry:` field),
   * spread out so that a stopping process's streams do not all reconnect at once; by then the
   * load balancer sends them to another process, and Last-Event-ID resumes them.
   */
  reconnectSoon(): void {
    this.write(`retry: ${RECONNECT_SOON_MS + Math.floor(Math.random() * RECONNECT_SOON_MS)}\n\n`);
    this.end();
  }

  /**
   * Ends the stream because its session opened too many newer ones: if its tab is still there
   * it comes back after a minute rather than at once, so tabs over the cap do not take turns
   * closing each other.
   */
  supersede(): void {
    this.write(`retry: ${SUPERSEDED_RETRY_MS}\n\n`);
    this.end();
  }

  end(): void {
    if (this.closed) return;
    this.response.end();
    this.markClosed();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  private write(text: string): void {
    if (this.closed) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.response.destroy();
      this.markClosed();
      return;
    }
    this.response.write(text);
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
