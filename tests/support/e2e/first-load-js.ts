import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The file-name rule of web/src/pages: '/' -> home-page, '/courses/a-level' -> a-level-page. */
export function pageSourceForPath(routePath: string): string {
  const name = routePath === '/' ? 'home' : routePath.split('/').filter(Boolean).at(-1);
  return `src/pages/${name}-page.tsx`;
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export interface FirstLoad {
  files: string[];
  gzipBytes: number;
}

/**
 * The JavaScript a first visit to a public route must fetch before the page is interactive:
 * the entry chunk, the route's page chunk, and everything either imports statically
 * (lazy chunks, such as the form validation or the toaster, are fetched only on use).
 */
export function firstLoadJs(webDir: string, routePath: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const page = pageSourceForPath(routePath);
  if (!manifest[page]) throw new Error(`No chunk for ${routePath} (${page})`);
  const keys = staticClosure(manifest, page, staticClosure(manifest, entry, new Set()));
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDir, file))).length, 0);
  return { files, gzipBytes };
}
