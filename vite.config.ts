import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@i18n': fileURLToPath(new URL('./i18n/generated', import.meta.url)),
      // The Arabic pages' web font (decision 116): its Arabic-only subset, from npm, hashed with the build.
      '@arabic-font': fileURLToPath(new URL('./node_modules/@fontsource/ibm-plex-sans-arabic/files', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No preload helper in the bundle: the prerender writes <link rel="modulepreload"> for the
    // islands that hydrate with a page, and the rest load when the browser is idle, where a
    // round trip more costs nobody a wait (docs/decisions/077-islands.md).
    modulePreload: false,
    // One stylesheet, linked from both HTML entries: no chunk then carries CSS that a dynamic
    // import would have to load first, so the bundle needs no CSS preload helper either.
    cssCodeSplit: false,
    rolldownOptions: {
      // Public pages load index.html's islands runtime; the staff app (/auth, /admin) its own
      // entry, served as app-shell.html (docs/decisions/077-islands.md).
      input: {
        site: fileURLToPath(new URL('./web/index.html', import.meta.url)),
        staff: fileURLToPath(new URL('./web/staff.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/trpc': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000', '/admin/queues': 'http://127.0.0.1:3000' },
  },
});
