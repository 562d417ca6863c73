/**
 * Who must hear of a change at once: holders of long-lived state, such as an open live-event
 * stream whose session may just have ended. Fed by the `lotready_changes` notifications
 * (migration 0003) and by the process's own changes. Caches do not depend on it: they check
 * versions (cache/versions.ts), so a lost notification delays a wake-up, never a correct answer.
 */
export class ChangeFeed {
  private readonly listeners = new Map<string, Set<() => void>>();

  /** Wakes the listeners of `scope` (`user:<id>`, `dealership:<id>`, `vehicles:<id>`). */
  changed(scope: string): void {
    for (const listener of this.listeners.get(scope) ?? []) listener();
  }

  /** Wakes every listener: notifications may have been lost (the feed reconnected). */
  everythingChanged(): void {
    for (const forScope of [...this.listeners.values()]) {
      for (const listener of [...forScope]) listener();
    }
  }

  /**
   * Calls `listener` whenever `scope` changes from now on. Keyed by scope, so a change wakes
   * only its own listeners, however many streams are open.
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
}
