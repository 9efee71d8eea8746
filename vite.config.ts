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
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The many tiny modules every public page draws on (content data, page blocks,
              // icons) as one cacheable chunk: a phone on a slow network pays per request.
              name: 'site',
              test: /web[\\/]src[\\/](content[\\/](courses[\\/]|course-cards|fees|money)|components[\\/](page|ui[\\/](card|badge)))/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/trpc': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000', '/admin/queues': 'http://127.0.0.1:3000' },
  },
});
