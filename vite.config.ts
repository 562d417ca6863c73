import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export const aliases = {
  '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

// The web app lives in web/ and builds to dist/web, which the server serves in production.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { sourcemapExcludeSources: true } },
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
