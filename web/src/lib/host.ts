import {
  LOCAL_DOMAINS,
  resolveHostMode,
  type HostDomains,
  type HostResolution,
} from '@domain/host-mode';

/** The domains the server configured, injected into index.html as a meta tag. */
export function configuredDomains(doc: Document = document): HostDomains {
  const content = doc.querySelector('meta[name="lotready-domains"]')?.getAttribute('content');
  if (!content) return LOCAL_DOMAINS;
  try {
    const parsed = JSON.parse(content) as Partial<HostDomains>;
    return { ...LOCAL_DOMAINS, ...parsed };
  } catch {
    return LOCAL_DOMAINS;
  }
}

export function currentHostMode(): HostResolution {
  return resolveHostMode(window.location.host, configuredDomains());
}
