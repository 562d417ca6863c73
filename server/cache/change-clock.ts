/**
 * Orders cache fills against changes, per dealership, without walking any map.
 *
 * Every change takes the next tick. A fill remembers the tick it began at, before it read the
 * database; its value stays valid only while no change of its dealership (or of everything)
 * has happened since. A fill that raced a change — read the old rows, finished after the
 * commit — is therefore never served, whatever order the two finish in.
 */
export class ChangeClock {
  private tick = 0;
  private everythingChangedAt = 0;
  private readonly changedAt = new Map<string, number>();
  private listening = true;

  /** The tick a fill begins at (read before the database is). */
  now(): number {
    return this.tick;
  }

  /** The dealership's cached data may be stale from now on. */
  changed(dealershipId: string): void {
    this.changedAt.set(dealershipId, ++this.tick);
  }

  /** Everything cached may be stale from now on (a change of unknown scope, a lost feed). */
  changedAll(): void {
    this.everythingChangedAt = ++this.tick;
    // The per-dealership ticks are all older now, so they no longer decide anything.
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

  /** Whether a fill that began at `filledAt` still holds for `dealershipId`. */
  isCurrent(dealershipId: string, filledAt: number): boolean {
    if (!this.listening) return false;
    const lastChange = Math.max(this.changedAt.get(dealershipId) ?? 0, this.everythingChangedAt);
    return filledAt >= lastChange;
  }
}
