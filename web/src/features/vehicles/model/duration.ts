import { DAY_MS, HOUR_MS, MINUTE_MS } from '@domain/time';

/** A span as the record's workflow totals show it: '0 min', '45 min', '3 h 5 min', '2 d 4 h'. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (ms < HOUR_MS) return `${minutes} min`;
  if (ms < DAY_MS) {
    const rest = minutes % 60;
    return rest ? `${Math.floor(ms / HOUR_MS)} h ${rest} min` : `${Math.floor(ms / HOUR_MS)} h`;
  }
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  return hours ? `${Math.floor(ms / DAY_MS)} d ${hours} h` : `${Math.floor(ms / DAY_MS)} d`;
}
