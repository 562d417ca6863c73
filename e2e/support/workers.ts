/**
 * How many spec files run side by side. Each worker has a server of its own (global-setup), so
 * the journeys that share the demo dealership never meet: a worker runs its files one at a time,
 * as the whole suite once did. Two halves the suite's time on two cores, where a journey mostly
 * waits on Chromium and the server; `E2E_WORKERS=1` runs it in series.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
