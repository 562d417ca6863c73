import { config } from 'zod/v4/core';

/**
 * Zod 4 compiles a fast object parser with `new Function`, and probes whether eval is allowed
 * when an object schema is built. The site's CSP (script-src 'self') forbids eval, so the probe
 * alone fired a CSP violation on every page with a form. Jitless skips the probe and the
 * compiled path; it must run before the first schema is built, so the browser's entry
 * (web/src/main.tsx) imports this module first. `zod/v4/core` owns the config Zod reads and
 * keeps the entry chunk small. The server has no CSP and keeps the compiled path.
 */
config({ jitless: true });
