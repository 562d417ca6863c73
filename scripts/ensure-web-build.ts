/**
 * Builds the web app when dist/web is missing or older than any of its sources, so that
 * `npm start` always serves what is in the tree without rebuilding on every start.
 */
import { buildWeb, webBuildIsStale } from './web-build';

if (webBuildIsStale()) {
  console.log('Building the web app (dist/web is missing or stale)…');
  buildWeb();
}
