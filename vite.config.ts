import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export const aliases = {
  '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

/**
 * The chunks of the pre-rendered screens: the public site's (web/src/app/routes) and the
 * sandbox's boards. Their HTML has painted before their code loads, so Vite does not preload
 * their dependencies: appending those links while the page starts costs about 1 ms each on the
 * main thread, most of the landing page's blocking time (decision 0067). The staff app's chunks
 * keep theirs: without them its board's first tiles came 100-180 ms later.
 */
const PRERENDERED_SCREEN_CHUNKS = new Set([
  ...readdirSync(new URL('./web/src/app/routes', import.meta.url))
    .filter((file) => /\.tsx$/.test(file) && !file.includes('.test.'))
    .map((file) => file.replace(/\.tsx$/, '')),
  'sandbox-app',
  'sandbox-workspace',
]);

/** A chunk's source name: `assets/landing-route-DGuCQOTm.js` → `landing-route`. */
const chunkName = (file: string) => basename(file).replace(/-[\w-]{8}\.js$/, '');

// The web app lives in web/ and builds to dist/web, which the server serves in production.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No source maps in the build: they would hand anyone the app's whole source (issue #28
    // item 7); the server also refuses to serve a .map (server/plugins/web-app.ts).
    sourcemap: false,
    // lucide's icons as one chunk (12 kB brotli), not one request each: the board by step asked
    // for 112 scripts before its first tiles, 25 of them icons (decision 0129).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && PRERENDERED_SCREEN_CHUNKS.has(chunkName(file)) ? [] : deps,
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: true,
    allowedHosts: true,
    // In `npm run dev` the API server listens on API_PORT; the Host header is kept so that
    // tenant subdomains resolve the same way as in production.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
