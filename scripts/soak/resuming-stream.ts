import { openEventStream, type ServerSentEvent } from '../lib/server-process';

/**
 * A live-event client that behaves like the browser's EventSource: when the stream ends it
 * waits the server's `retry:` delay and reconnects with Last-Event-ID, so the server can replay
 * what it missed. It keeps every event id it received, to count losses and duplicates.
 */
export class ResumingStream {
  /** Event id → how many times it arrived (more than once is a duplicate). */
  readonly ids = new Map<string, number>();
  /** Vehicle ids named by `vehicle-change` events. */
  readonly vehicles = new Set<string>();
  resyncs = 0;
  reconnects = 0;
  /** Connection attempts refused or answered with anything but 200. */
  failures = 0;
  private lastEventId: string | undefined;
  private retryMs = 3000;
  private closed = false;
  private abort: (() => void) | undefined;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly cookie: string,
  ) {}

  /** Connects; resolves once the first answer's headers arrived. */
  open(): Promise<void> {
    return new Promise((resolve) => this.connect(resolve));
  }

  close(): void {
    this.closed = true;
    this.abort?.();
  }

  private connect(opened: () => void = () => undefined): void {
    if (this.closed) return;
    openEventStream({ port: this.port }, this.host, this.cookie, {
      ...(this.lastEventId ? { lastEventId: this.lastEventId } : {}),
      onEvent: (event) => this.take(event),
    }).then(
      (stream) => {
        opened();
        this.abort = stream.close;
        void stream.ended.then(() => this.again());
      },
      () => {
        // Refused, or answered with anything but 200.
        this.failures += 1;
        opened();
        this.again();
      },
    );
  }

  private again(): void {
    if (this.closed) return;
    this.reconnects += 1;
    setTimeout(() => this.connect(), this.retryMs);
  }

  private take(fields: ServerSentEvent): void {
    if (fields.retry) this.retryMs = Number(fields.retry);
    if (fields.event === 'resync') this.resyncs += 1;
    if (fields.id) this.lastEventId = fields.id;
    // Only vehicle changes count (a resync or a stream's first 'position' repeats a number).
    if (fields.id && fields.event === 'vehicle-change')
      this.ids.set(fields.id, (this.ids.get(fields.id) ?? 0) + 1);
    if (fields.event === 'vehicle-change' && fields.data) {
      const { vehicle } = JSON.parse(fields.data) as { vehicle?: { id: string } };
      if (vehicle) this.vehicles.add(vehicle.id);
    }
  }
}
