import { describe, expect, it } from 'vitest';
import type { HostMode } from '@domain/host-mode';
import { PATHS } from '@/lib/paths';
import { decideScreen } from './access';
import { PRERENDER_PAGES, ROUTES } from './route-table';

const MODES: HostMode[] = ['marketing', 'login', 'app', 'local'];
const KNOWN_PATHS = new Set<string>(Object.values(PATHS));

describe('the route table', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s is written from PATHS',
    (path) => {
      expect(path === '*' || KNOWN_PATHS.has(path.replace(/\/\*$/, ''))).toBe(true);
    },
  );

  it.each(ROUTES.filter((route) => route.access !== 'staff').map((route) => [route.path]))(
    'public route %s is public on some host kind',
    (path) => {
      expect(MODES.some((mode) => decideScreen(mode, path, 'anonymous') === 'public')).toBe(true);
    },
  );

  it.each(ROUTES.filter((route) => route.access === 'staff').map((route) => [route.path]))(
    'staff route %s needs a session on app hosts',
    (path) => {
      expect(decideScreen('app', path.replace(':id', 'x'), 'authenticated')).toBe('app');
    },
  );

  it('lists each path once', () => {
    const paths = ROUTES.map((route) => `${route.access === 'staff'}:${route.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('pre-renders pages with their own paths and titles', () => {
    const pages = PRERENDER_PAGES.filter((page) => !page.alias);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    // Out of the sitemap and search indexes: an alias, the thank-you pages, a layout study.
    expect(PRERENDER_PAGES.filter((page) => page.alias).map((page) => page.path)).toEqual([
      PATHS.pricingLayouts,
      PATHS.demoRequested,
      PATHS.pilotProgramAlias,
      PATHS.pilotSuccess,
    ]);
  });
});
