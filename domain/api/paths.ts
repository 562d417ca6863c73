/**
 * Addresses of the API without its schemas. The staff app's entry asks for a lot's first reads
 * before its code arrives (web/src/app/early-requests.ts, decision 0060); importing the endpoint
 * definitions for their paths pulled Zod and every schema of those endpoints in front of the
 * first request (decision 0129). So the paths those early reads need are written here, once,
 * and the endpoint definitions take them from here.
 */
export const EARLY_API_PATHS = {
  session: '/api/auth/session',
  config: '/api/config',
  tenantInfo: '/api/tenant/info',
  preferences: '/api/user/preferences',
  billingStatus: '/api/billing/status',
  workflows: '/api/workflows',
  vehicles: '/api/vehicles',
  vehiclePage: '/api/vehicles/page',
  /** Without a query: the default period, the last 4 weeks in the dealership's zone. */
  scoreboard: '/api/scoreboard',
} as const;

/** '/api/vehicles/:id' with { id } → '/api/vehicles/0196…' (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call ('' when there is none); undefined values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
