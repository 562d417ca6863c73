import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  initialTourState,
  isLastStep,
  transitionTour,
  type TourState,
} from './tour-machine';

const all = () => true;
const running = (index: number, size = 4): TourState => ({ status: 'running', index, size });

describe('tour state machine (spec 4.3)', () => {
  it('starts idle and runs from the first step', () => {
    const idle = initialTourState(4);
    expect(idle.status).toBe('idle');
    expect(transitionTour(idle, { type: 'start' }, all).state).toEqual(running(0));
  });

  it('advances by Next and Back', () => {
    const next = transitionTour(running(0), { type: 'next' }, all).state;
    expect(next.index).toBe(1);
    expect(transitionTour(next, { type: 'back' }, all).state.index).toBe(0);
  });

  it('Back on the first step stays put', () => {
    expect(transitionTour(running(0), { type: 'back' }, all).state).toEqual(running(0));
  });

  it('Next on the last step finishes', () => {
    expect(transitionTour(running(3), { type: 'next' }, all).state.status).toBe('finished');
  });

  it('skip, close (button, Escape, overlay) end as skipped', () => {
    expect(transitionTour(running(1), { type: 'skip' }, all).state.status).toBe('skipped');
    expect(transitionTour(running(1), { type: 'close' }, all).state.status).toBe('skipped');
  });

  it('skips steps whose target is missing, and reports them', () => {
    const present = (index: number) => index !== 1 && index !== 2;
    const result = transitionTour(running(0), { type: 'next' }, present);
    expect(result.state.index).toBe(3);
    expect(result.skippedSteps).toEqual([1, 2]);
    const back = transitionTour(result.state, { type: 'back' }, present);
    expect(back.state.index).toBe(0);
    expect(back.skippedSteps).toEqual([2, 1]);
  });

  it('starts at the first present step', () => {
    const result = transitionTour(initialTourState(3), { type: 'start' }, (i) => i === 2);
    expect(result.state).toEqual(running(2, 3));
    expect(result.skippedSteps).toEqual([0, 1]);
  });

  it('stays idle when no target is on the page', () => {
    const result = transitionTour(initialTourState(2), { type: 'start' }, () => false);
    expect(result.state.status).toBe('idle');
    expect(result.skippedSteps).toEqual([0, 1]);
  });

  it('finishes when every later target is missing', () => {
    const result = transitionTour(running(1), { type: 'next' }, (i) => i <= 1);
    expect(result.state.status).toBe('finished');
  });

  it('knows the last and first shown steps', () => {
    const present = (index: number) => index !== 3;
    expect(isLastStep(running(2), present)).toBe(true);
    expect(isLastStep(running(1), present)).toBe(false);
    expect(canGoBack(running(0), present)).toBe(false);
    expect(canGoBack(running(2), present)).toBe(true);
  });

  it('ignores events when not running, and reset returns to idle', () => {
    const finished: TourState = { status: 'finished', index: 3, size: 4 };
    expect(transitionTour(finished, { type: 'next' }, all).state).toBe(finished);
    expect(transitionTour(finished, { type: 'reset' }, all).state).toEqual(initialTourState(4));
  });
});
