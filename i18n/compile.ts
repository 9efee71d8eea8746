/**
 * `npm run i18n`: checks the catalogues in i18n/messages/<namespace>/{en,ar}.json for parity and
 * compiles them with Paraglide JS into i18n/generated (decision 116). The plugin is passed in
 * rather than fetched from a CDN, so the build works offline.
 *
 * `make test` asks for the catalogues three times (install, build, typecheck): when nothing they
 * are compiled from has changed since the last compile, the parity check still runs and the
 * compile is skipped (INPUTS_DIGEST).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueProblems } from './catalogue-parity';

const root = path.dirname(fileURLToPath(import.meta.url));
const messagesDir = path.join(root, 'messages');
const outDir = path.join(root, 'generated');
/** The digest of everything the output is compiled from, written after each compile. */
const INPUTS_DIGEST = path.join(outDir, '.inputs.sha256');

/** The project's settings list one path pattern per namespace folder, so none is forgotten. */
function syncPathPatterns(): void {
  const settingsFile = path.join(root, 'project.inlang/settings.json');
  const settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as {
    'plugin.inlang.messageFormat': { pathPattern: string[] };
  };
  const patterns = fs
    .readdirSync(messagesDir)
    .sort()
    .map((namespace) => `./messages/${namespace}/{locale}.json`);
  if (JSON.stringify(settings['plugin.inlang.messageFormat'].pathPattern) === JSON.stringify(patterns)) return;
  settings['plugin.inlang.messageFormat'].pathPattern = patterns;
  fs.writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`);
}

/**
 * Writes only the files that changed and then removes the ones no longer produced, so a test
 * or build reading i18n/generated while this runs (make test runs suites side by side) never
 * finds it missing or half written.
 */
function writeOutput(output: Record<string, string>): void {
  for (const [file, content] of Object.entries(output)) {
    const target = path.join(outDir, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, target);
  }
  const produced = new Set(Object.keys(output).map((file) => path.join(outDir, file)));
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !produced.has(full)) fs.rmSync(full);
  }
}

/** This script, the parity check, the settings, Paraglide's version and every catalogue. */
function inputsDigest(): string {
  const hash = createHash('sha256');
  const paraglide = path.join(root, '../node_modules/@inlang/paraglide-js/package.json');
  const files = [
    fileURLToPath(import.meta.url),
    path.join(root, 'catalogue-parity.ts'),
    path.join(root, 'project.inlang/settings.json'),
    paraglide,
  ];
  for (const namespace of fs.readdirSync(messagesDir).sort()) {
    for (const file of fs.readdirSync(path.join(messagesDir, namespace)).sort())
      files.push(path.join(messagesDir, namespace, file));
  }
  for (const file of files)
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

function upToDate(digest: string): boolean {
  return (
    fs.existsSync(path.join(outDir, 'messages.js')) &&
    fs.existsSync(INPUTS_DIGEST) &&
    fs.readFileSync(INPUTS_DIGEST, 'utf8') === digest
  );
}

async function main(): Promise<void> {
  const problems = catalogueProblems(messagesDir);
  if (problems.length > 0) {
    console.error(`The catalogues differ:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  syncPathPatterns();
  const digest = inputsDigest();
  if (upToDate(digest)) {
    console.log('i18n: the catalogues agree and are compiled already.');
    return;
  }
  // Loaded only for a compile: they are most of this script's start-up time.
  const [{ compileProject }, { default: messageFormat }, { loadProjectFromDirectory }] = await Promise.all([
    import('@inlang/paraglide-js'),
    import('@inlang/plugin-message-format'),
    import('@inlang/sdk'),
  ]);
  const project = await loadProjectFromDirectory({
    path: path.join(root, 'project.inlang'),
    fs,
    providePlugins: [messageFormat],
  });
  try {
    const errors = await project.errors.get();
    if (errors.length > 0) throw new Error(`The catalogues could not be read:\n  ${errors.map(String).join('\n  ')}`);
    const output = await compileProject({
      project,
      compilerOptions: {
        outputStructure: 'message-modules',
        emitTsDeclarations: true,
        strategy: ['globalVariable', 'baseLocale'],
        isServer: 'false',
      },
    });
    writeOutput(output);
    fs.writeFileSync(INPUTS_DIGEST, digest);
  } finally {
    await project.close();
  }
}

await main();
// The inlang SDK leaves a timer running; the work is done.
process.exit(0);
