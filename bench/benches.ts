import type { Figure } from './lib/figure';
import { measureBoardRender } from './board-render.bench';
import { measureStart } from './start.bench';

/** Every benchmark, by name (`npm run bench -- start` runs one). */
export const BENCHES: Record<string, () => Promise<Figure[]>> = {
  start: measureStart,
  board: measureBoardRender,
};
