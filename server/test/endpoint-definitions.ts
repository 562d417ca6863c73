import type { EndpointDefinition } from '@domain/api/endpoint';

/** Every endpoint definition in domain/api, by 'METHOD /path' (a new file is found by name). */
export function definedEndpoints(): Map<string, EndpointDefinition> {
  const modules = import.meta.glob<Record<string, Record<string, EndpointDefinition>>>(
    '../../domain/api/*-endpoints.ts',
    { eager: true },
  );
  const endpoints = new Map<string, EndpointDefinition>();
  for (const exported of Object.values(modules)) {
    for (const group of Object.values(exported)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const endpoint of Object.values(group)) {
        if (typeof endpoint?.operationId === 'string') {
          endpoints.set(`${endpoint.method} ${endpoint.path}`, endpoint);
        }
      }
    }
  }
  return endpoints;
}
