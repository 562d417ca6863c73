/**
 * The weekly check against the "every repair order at $799" pattern NCM warns about: when
 * more than 20 % of the cars approved by the rule land within 5 % under the limit, work is
 * being sized to the limit rather than to the car.
 */
export const CLUSTER_BAND_PERCENT = 5;
export const CLUSTER_SHARE_PERCENT = 20;

export interface ClusteringCheck {
  cars: number;
  nearLimit: number;
  flagged: boolean;
}

/**
 * `totals` are the week's auto-approved cars' approved totals. Near the limit means at or
 * under it and at or above 95 % of it; flagged means strictly more than 20 % of the cars.
 */
export function checkClustering(totals: readonly number[], limitCents: number): ClusteringCheck {
  const floor = limitCents * (100 - CLUSTER_BAND_PERCENT);
  const nearLimit = totals.filter((total) => total <= limitCents && total * 100 >= floor).length;
  const flagged = totals.length > 0 && nearLimit * 100 > totals.length * CLUSTER_SHARE_PERCENT;
  return { cars: totals.length, nearLimit, flagged };
}
