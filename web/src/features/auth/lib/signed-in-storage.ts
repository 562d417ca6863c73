import type { SessionUser, Tenant } from '@domain/api/auth';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { storage } from '@/lib/storage';

/** Stores the signed-in user, the dealership derived from the tenant and the tenant slug (spec 3). */
export function storeSignedIn(user: SessionUser, tenant: Tenant): void {
  storage.set(LOCAL_STORAGE_KEYS.user, user);
  storage.set(LOCAL_STORAGE_KEYS.dealership, {
    id: tenant.id,
    name: tenant.name,
    subdomain: tenant.slug,
  });
  storage.set(LOCAL_STORAGE_KEYS.selectedTenant, tenant.slug);
}

export function forgetSignedIn(): void {
  storage.remove(LOCAL_STORAGE_KEYS.user);
  storage.remove(LOCAL_STORAGE_KEYS.dealership);
}
