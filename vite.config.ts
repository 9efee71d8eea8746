import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Decision 077 wants no preload helper in the bundle. Vite 8 wraps every dynamic import in
 * `__vitePreload(() => import(…), deps)` even with `build.modulePreload` off; with one stylesheet
 * (`cssCodeSplit: false`) and no module preloading, `deps` is always empty, so the wrapper only
 * calls the import. This gives it that one line instead of Vite's helper (about 0.9 KB gzipped
 * in every public page's first load), and fails the build should a dynamic import ever need a
 * dependency loaded first.
 */
function withoutPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'academy:without-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === helperId ? helperId : null),
    load: (id) => (id === helperId ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) {
          this.error(
            `${chunk.fileName}: a dynamic import has dependencies to preload, which the build's one-line preload helper ignores`,
          );
        }
      }
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [withoutPreloadHelper(), react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@i18n': fileURLToPath(new URL('./i18n/generated', import.meta.url)),
      // The Arabic pages' web font (decisions 116 and 117), cut down by web/scripts/arabic-font.ts.
      '@arabic-font': fileURLToPath(new URL('./web/generated/arabic-font', import.meta.url)),
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
    proxy: {
      '/trpc': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/admin/queues': 'http://127.0.0.1:3000',
    },
  },
});
