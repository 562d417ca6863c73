import { EARLY_API_PATHS, queryString } from '@domain/api/paths';
import type { VehiclePageSort } from '@domain/api/vehicles';
import type { Workflow } from '@domain/vehicle-status';

/**
 * The page order a workflow is read in. Make Ready reads the board's own order ('board'), so
 * its first page already holds the tiles the board shows first; the Service board's order
 * moves with the clock (a fixed "days ago" counts back from now), so it reads the list order
 * and its first tiles may still change places as the later pages arrive.
 */
export function pageSort(workflow: Workflow): VehiclePageSort {
  return workflow === 'make-ready' ? 'board' : 'newest';
}

/**
 * A board's first page: a screenful of tiles (a board shows at most 36) and some, so the first
 * tiles wait for a small answer; the rest comes in pages of the most an answer holds.
 */
export const FIRST_PAGE_SIZE = 50;

/** The query of a workflow's first page (GET /api/vehicles/page). */
export function firstPageQuery(workflow: Workflow) {
  return { workflow, sort: pageSort(workflow), limit: FIRST_PAGE_SIZE };
}

/** The first page's address, as the API client writes it (so the client takes its early answer). */
export function firstPageUrl(workflow: Workflow): string {
  return EARLY_API_PATHS.vehiclePage + queryString(firstPageQuery(workflow));
}
