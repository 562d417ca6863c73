import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from './app-shell';
import { PAGE_META, SHELL_PAGE_META, type MetaPath } from './routes/page-meta-table';

export interface PrerenderPage {
  path: string;
  title: string;
  description: string;
  /** Aliases are rendered for visitors but kept out of the sitemap and search indexes. */
  alias: boolean;
  /** Only the head is written; the browser renders the body (SHELL_PAGE_META says why). */
  shellOnly?: boolean;
}

/** The marketing routes written to static HTML at build time (spec 2.2). */
export const PRERENDER_PAGES: readonly PrerenderPage[] = [
  ...(Object.keys(PAGE_META) as MetaPath[]).map((path) => ({
    path,
    ...PAGE_META[path],
    alias: false,
  })),
  { path: '/e60n62b48', ...PAGE_META['/pilot-program'], alias: true },
  ...Object.entries(SHELL_PAGE_META).map(([path, meta]) => ({
    path,
    ...meta,
    alias: false,
    shellOnly: true,
  })),
];

/** Renders one marketing route to HTML, waiting for every lazy screen. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppShell mode="marketing" />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
