import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { serverApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app';
import { createAppRoutes } from './router';

export { PRERENDER_PAGES } from './route-table';

/** Renders one marketing route to HTML with the data router, waiting for its lazy screen. */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(
    createAppRoutes('marketing', { queryClient, api: serverApi }),
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
  return Buffer.concat(chunks).toString('utf8');
}
