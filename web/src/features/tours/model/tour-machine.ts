/**
 * The guided-tour state machine (spec 4.3): idle → running → finished | skipped.
 * Pure: whether a step's target is on the page is passed in, so it is unit-tested without a DOM.
 */
export type TourStatus = 'idle' | 'running' | 'finished' | 'skipped';

export interface TourState {
  status: TourStatus;
  index: number;
  size: number;
}

export type TourEvent =
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'skip' }
  /** The close button, Escape or an overlay click (spec 2.14). */
  | { type: 'close' }
  | { type: 'reset' };

export interface TourTransition {
  state: TourState;
  /** Steps passed over because their target is missing (spec 8: a console warning each). */
  skippedSteps: number[];
}

export function initialTourState(size: number): TourState {
  return { status: 'idle', index: 0, size };
}

/** The first step from `from` in `direction` whose target is present, and those passed over. */
function seek(
  from: number,
  direction: 1 | -1,
  size: number,
  isAvailable: (index: number) => boolean,
): { index: number | null; skipped: number[] } {
  const skipped: number[] = [];
  for (let index = from; index >= 0 && index < size; index += direction) {
    if (isAvailable(index)) return { index, skipped };
    skipped.push(index);
  }
  return { index: null, skipped };
}

export function transitionTour(
  state: TourState,
  event: TourEvent,
  isAvailable: (index: number) => boolean,
): TourTransition {
  const unchanged = { state, skippedSteps: [] };
  switch (event.type) {
    case 'reset':
      return { state: initialTourState(state.size), skippedSteps: [] };
    case 'start': {
      if (state.status === 'running') return unchanged;
      const found = seek(0, 1, state.size, isAvailable);
      // Nothing to show yet: stay idle (not finished, so the tour can run once targets exist).
      if (found.index === null)
        return { state: { ...state, status: 'idle', index: 0 }, skippedSteps: found.skipped };
      return {
        state: { ...state, status: 'running', index: found.index },
        skippedSteps: found.skipped,
      };
    }
    case 'next': {
      if (state.status !== 'running') return unchanged;
      const found = seek(state.index + 1, 1, state.size, isAvailable);
      if (found.index === null)
        return { state: { ...state, status: 'finished' }, skippedSteps: found.skipped };
      return { state: { ...state, index: found.index }, skippedSteps: found.skipped };
    }
    case 'back': {
      if (state.status !== 'running') return unchanged;
      const found = seek(state.index - 1, -1, state.size, isAvailable);
      if (found.index === null) return unchanged;
      return { state: { ...state, index: found.index }, skippedSteps: found.skipped };
    }
    case 'skip':
    case 'close':
      if (state.status !== 'running') return unchanged;
      return { state: { ...state, status: 'skipped' }, skippedSteps: [] };
  }
}

/** Whether the running step is the last one that can be shown (its primary button reads Last). */
export function isLastStep(state: TourState, isAvailable: (index: number) => boolean): boolean {
  return seek(state.index + 1, 1, state.size, isAvailable).index === null;
}

/** Whether a Back button makes sense on the running step. */
export function canGoBack(state: TourState, isAvailable: (index: number) => boolean): boolean {
  return seek(state.index - 1, -1, state.size, isAvailable).index !== null;
}
