import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A plain document template with the markers the prerender fills, as web/index.html has them. */
const TEMPLATE =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n    <!--app-head-->\n  </head>\n  <body>\n    <div id="root"><!--app-html--></div>\n  </body>\n</html>\n';

/**
 * The build's page renderer, built for a test into a directory of its own: the real SSR build of
 * web/src/entry-prerender.tsx (about a second), with document parts around a plain template, so
 * the worker's publishing runs as in production without a full `npm run build`.
 */
export async function buildSiteRenderer(buildId = 'test-build'): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '../../..');
  // Inside the repository (under the ignored .data/), where the bundle finds react and the rest in node_modules.
  const parent = path.join(root, '.data/test-prerender');
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'build-'));
  await run('npx', ['vite', 'build', '--ssr', 'src/entry-prerender.tsx', '--outDir', dir, '--logLevel', 'error'], {
    cwd: root,
  });
  await writeFile(
    path.join(dir, 'site-document.json'),
    JSON.stringify({ buildId, template: TEMPLATE, fontPreloads: [], islandPreloads: {} }),
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
