import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { HostMode } from '@domain/host-mode';
import { serverApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app';
import { createAppRoutes } from './router';

import type { PageMeta } from '@/lib/page-meta';
import { SCREENS } from './route-table';

export { PRERENDER_PAGES } from './route-table';

/** The title and description of each login-host page (domain/login-host-pages) by its path. */
export const LOGIN_HOST_META: Readonly<Record<string, PageMeta>> = {
  '/': SCREENS.login.meta,
  '/forgot-password': SCREENS.forgotPassword.meta,
};

/**
 * Renders one route to HTML with the data router of a host mode (the marketing site, or the
 * login host's sign-in pages), waiting for its lazy screen.
 */
export async function renderPage(path: string, mode: HostMode = 'marketing'): Promise<string> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(
    createAppRoutes(mode, { queryClient, api: serverApi }),
  );
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A rendered query (the login page's last sign-in) keeps a garbage-collection timer that
  // would hold the build's process open for QUERY_GC_MS; clearing the cache ends it.
  queryClient.clear();
  return Buffer.concat(chunks).toString('utf8');
}
