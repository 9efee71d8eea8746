// After `npm ci`: every package of the lockfile built for this machine (its `os`, `cpu` and
// `libc` match) is installed. npm skips an optional package whose download fails without an
// error, and the platform binaries (esbuild, rolldown, TypeScript 7, argon2...) are all optional
// packages: a slow registry once left @typescript/typescript-linux-x64 out of a clone, and the
// first tool to need it failed minutes later. Exits 1, naming what is missing.
import { readFileSync } from 'node:fs';

const packagesOf = (file) => JSON.parse(readFileSync(file, 'utf8')).packages ?? {};

/** npm's rule for `os`, `cpu` and `libc`: no list, or a list naming this value and not excluding it ("!x"). */
function allows(list, value) {
  if (!Array.isArray(list)) return true;
  if (list.includes(`!${value}`)) return false;
  const named = list.filter((entry) => !entry.startsWith('!'));
  return named.length === 0 || named.includes(value);
}

const libc = process.platform === 'linux' ? (process.report.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl') : undefined;
const builtForThisMachine = (entry) =>
  (entry.os || entry.cpu) && allows(entry.os, process.platform) && allows(entry.cpu, process.arch) && (libc === undefined || allows(entry.libc, libc));

const installed = packagesOf('node_modules/.package-lock.json');
const missing = Object.entries(packagesOf('package-lock.json'))
  .filter(([path, entry]) => path.startsWith('node_modules/') && builtForThisMachine(entry) && !(path in installed))
  .map(([path]) => path.slice('node_modules/'.length));

if (missing.length > 0) {
  console.error(`npm ci left out ${missing.join(', ')}, built for this machine (most likely a download that failed).`);
  process.exit(1);
}
