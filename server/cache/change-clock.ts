/**
 * Orders cache fills against changes, per scope, without walking any map. A scope names what
 * a change touched: a dealership as a whole, one user (their row and sessions), one
 * dealership's vehicles (read-caches.ts builds them).
 *
 * Every change takes the next tick. A fill remembers the tick it began at, before it read the
 * database; its value stays valid only while none of the scopes it depends on (nor everything)
 * has changed since. A fill that raced a change — read the old rows, finished after the
 * commit — is therefore never served, whatever order the two finish in.
 */
export class ChangeClock {
  private tick = 0;
  private everythingChangedAt = 0;
  private readonly changedAt = new Map<string, number>();
  private listening = true;
  private readonly listeners = new Map<string, Set<() => void>>();

  /** The tick a fill begins at (read before the database is). */
  now(): number {
    return this.tick;
  }

  /** What depends on `scope` may be stale from now on. */
  changed(scope: string): void {
    this.changedAt.set(scope, ++this.tick);
    for (const listener of this.listeners.get(scope) ?? []) listener();
  }

  /**
   * Calls `listener` whenever `scope` changes from now on (not on `changedAll`), for holders of
   * long-lived state — an open live-event stream — that must react at once. Keyed by scope, so
   * a change wakes only its own listeners, however many streams are open.
   */
  onChange(scope: string, listener: () => void): () => void {
    let forScope = this.listeners.get(scope);
    if (!forScope) this.listeners.set(scope, (forScope = new Set()));
    forScope.add(listener);
    return () => {
      forScope.delete(listener);
      if (forScope.size === 0 && this.listeners.get(scope) === forScope) {
        this.listeners.delete(scope);
      }
    };
  }

  /** Everything cached may be stale from now on (a change of unknown scope, a lost feed). */
  changedAll(): void {
    this.everythingChangedAt = ++this.tick;
    // The per-scope ticks are all older now, so they no longer decide anything.
    this.changedAt.clear();
  }

  /**
   * The change feed went quiet (its connection dropped): changes made elsewhere may go unheard,
   * so nothing cached is trusted until `resumed`.
   */
  suspended(): void {
    this.listening = false;
    this.changedAll();
  }

  /** The change feed is back; anything filled before now may have missed a change. */
  resumed(): void {
    this.listening = true;
    this.changedAll();
  }

  /** Whether a fill that began at `filledAt` still holds, given the scopes it depends on. */
  isCurrent(scopes: readonly string[], filledAt: number): boolean {
    if (!this.listening || filledAt < this.everythingChangedAt) return false;
    return scopes.every((scope) => filledAt >= (this.changedAt.get(scope) ?? 0));
  }
}
