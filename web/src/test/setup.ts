import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait for lazy chunks and answers; on a shared, loaded machine (CI runs five
// suites on two cores) the default 1 s is not enough for a screen's first lazy import. Waiting
// longer changes nothing when the element appears at once; it is not a budget.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; Radix measures some controls (switches in forms) with it.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// jsdom has no pointer capture; Radix's toast (swipe to dismiss) calls it on pointer events.
if (!('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  });
}
