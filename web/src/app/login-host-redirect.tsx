import { useEffect } from 'react';
import { PageLoading } from '@/components/ui/spinner';
import { configuredDomains } from '@/lib/host';
import { loginHostUrl } from './access';
import { browserLocation } from '@/lib/browser-location';

/** On the marketing host, /login sends the browser to the main login host (spec 2.2). */
export function LoginHostRedirect() {
  useEffect(() => {
    browserLocation.replace(loginHostUrl(configuredDomains().mainDomain, window.location));
  }, []);
  return <PageLoading />;
}
