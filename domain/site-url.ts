/**
 * The public site's own address (canonical links, og:url, og:image, robots.txt, sitemap.xml).
 * Pages are pre-rendered once at build time, so they carry this token, which the server
 * replaces with its configured SITE_URL when it serves them (as it does the support contact).
 */
export const SITE_URL_TOKEN = '__LOTREADY_SITE_URL__';

/** The picture link previews show for every page: web/public/og-image.png, 1200×630. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
