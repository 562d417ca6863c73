import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { fillPath, queryString } from '@domain/api/paths';

/**
 * GET /api/scoreboard/cars.csv of a period: a plain link, so the browser downloads the file
 * with the name the server gives it (the period's days).
 */
export function scoreboardCsvHref(period: { from: string; to: string }): string {
  return fillPath(scoreboardApi.carsCsv.path, {}) + queryString(period);
}
