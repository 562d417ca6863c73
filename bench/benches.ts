import type { Figure } from './lib/figure';
import { measureApi } from './api.bench';
import { measureBoardRender } from './board-render.bench';
import { measureConcurrency } from './concurrency.bench';
import { measureLive } from './live.bench';
import { measureLot } from './lot.bench';
import { measurePages } from './pages.bench';
import { measurePhotos } from './photos.bench';
import { measurePublicPages } from './public-pages.bench';
import { measureRecon } from './recon.bench';
import { measureScoreboard } from './scoreboard.bench';
import { measureStart } from './start.bench';
import { measureVins } from './vins.bench';

/** Every benchmark, by name (`npm run bench -- api` runs one and leaves docs/performance.md alone). */
export const BENCHES: Record<string, () => Promise<Figure[]>> = {
  api: measureApi,
  live: measureLive,
  concurrency: measureConcurrency,
  lot: measureLot,
  recon: measureRecon,
  scoreboard: measureScoreboard,
  pages: measurePages,
  'public-pages': measurePublicPages,
  board: measureBoardRender,
  start: measureStart,
  vins: measureVins,
  photos: measurePhotos,
};
