import { copyFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Bundles only our code: node_modules stay external, so native addons (argon2) and
// packages that read their own files at run time keep working from node_modules.
// The './' matters: with `packages: 'external'` a bare 'server/main.ts' reads as a package.
const entries = {
  'server/main': './server/main.ts',
  'worker/main': './worker/main.ts',
};

await Promise.all([
  rm('dist/server', { recursive: true, force: true }),
  rm('dist/worker', { recursive: true, force: true }),
]);

const result = await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
}).catch(() => {
  // esbuild has already printed the errors with their locations.
  process.exit(1);
});

// Data files the bundle reads beside itself (new URL('./…', import.meta.url) in the source).
await copyFile('server/auth/common-passwords.txt', 'dist/server/common-passwords.txt');

for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!file.endsWith('.map')) console.log(`${file}  ${(output.bytes / 1024).toFixed(1)} kB`);
}
