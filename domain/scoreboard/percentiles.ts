/**
 * Percentiles of the scoreboard (issue #30). The method is linear interpolation between the
 * closest ranks, the one PostgreSQL's percentile_cont and Excel's PERCENTILE.INC use: over n
 * values sorted ascending, the p-th percentile sits at rank h = (n − 1)·p (0-based), and
 * between ranks ⌊h⌋ and ⌈h⌉ it moves in proportion to h − ⌊h⌋. So the median of 1, 2, 3, 10
 * is 2.5 and its p90 is 7.9; one value is every percentile of itself; none has none (null).
 */
export function percentile(values: readonly number[], p: number): number | null {
  return percentileOfSorted(sortedAscending(values), p);
}

/**
 * A copy of the values in ascending order, for several percentiles of one set: a typed array,
 * sorted numerically by the engine without a comparator call per pair (decision 0133).
 */
export function sortedAscending(values: readonly number[]): Float64Array {
  return Float64Array.from(values).sort();
}

/** `percentile` of values already in ascending order (sortedAscending): no sort again. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const low = sorted[lower] ?? 0;
  const high = sorted[upper] ?? low;
  return low + (rank - lower) * (high - low);
}

export function median(values: readonly number[]): number | null {
  return percentile(values, 0.5);
}

export function p90(values: readonly number[]): number | null {
  return percentile(values, 0.9);
}

/**
 * How much a step's times vary: p90 − p10, the width of the middle 80 % of cars. Unlike
 * max − min, one odd car (a part on back-order) does not make it; unlike a standard
 * deviation, it reads in hours like the times themselves. Null below two values.
 */
export function spread(values: readonly number[]): number | null {
  return spreadOfSorted(sortedAscending(values));
}

/** `spread` of values already in ascending order. */
export function spreadOfSorted(sorted: ArrayLike<number>): number | null {
  if (sorted.length < 2) return null;
  return (percentileOfSorted(sorted, 0.9) ?? 0) - (percentileOfSorted(sorted, 0.1) ?? 0);
}

/** The share (0–1) of values that pass, or null when there are none. */
export function shareOf<T>(values: readonly T[], passes: (value: T) => boolean): number | null {
  if (values.length === 0) return null;
  return values.filter(passes).length / values.length;
}
