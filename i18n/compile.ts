/**
 * `npm run i18n`: checks the catalogues in i18n/messages/<namespace>/{en,ar}.json for parity and
 * compiles them with Paraglide JS into i18n/generated (decision 116). The plugin is passed in
 * rather than fetched from a CDN, so the build works offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileProject } from '@inlang/paraglide-js';
import messageFormat from '@inlang/plugin-message-format';
import { loadProjectFromDirectory } from '@inlang/sdk';
import { catalogueDifferences, type Catalogue } from './catalogue-parity';

const root = path.dirname(fileURLToPath(import.meta.url));
const messagesDir = path.join(root, 'messages');
const outDir = path.join(root, 'generated');

function readCatalogue(file: string): Catalogue {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}

function parityProblems(): string[] {
  const problems: string[] = [];
  for (const namespace of fs.readdirSync(messagesDir).sort()) {
    const dir = path.join(messagesDir, namespace);
    const en = readCatalogue(path.join(dir, 'en.json'));
    const ar = fs.existsSync(path.join(dir, 'ar.json')) ? readCatalogue(path.join(dir, 'ar.json')) : {};
    problems.push(...catalogueDifferences(namespace, en, ar, 'ar'));
  }
  return problems;
}

/** The project's settings list one path pattern per namespace folder, so none is forgotten. */
function syncPathPatterns(): void {
  const settingsFile = path.join(root, 'project.inlang/settings.json');
  const settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as { 'plugin.inlang.messageFormat': { pathPattern: string[] } };
  const patterns = fs.readdirSync(messagesDir).sort().map((namespace) => `./messages/${namespace}/{locale}.json`);
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

async function main(): Promise<void> {
  const problems = parityProblems();
  if (problems.length > 0) {
    console.error(`The catalogues differ:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  syncPathPatterns();
  const project = await loadProjectFromDirectory({ path: path.join(root, 'project.inlang'), fs, providePlugins: [messageFormat] });
  try {
    const errors = await project.errors.get();
    if (errors.length > 0) throw new Error(`The catalogues could not be read:\n  ${errors.map(String).join('\n  ')}`);
    const output = await compileProject({
      project,
      compilerOptions: { outputStructure: 'message-modules', emitTsDeclarations: true, strategy: ['globalVariable', 'baseLocale'], isServer: 'false' },
    });
    writeOutput(output);
  } finally {
    await project.close();
  }
}

await main();
// The inlang SDK leaves a timer running; the work is done.
process.exit(0);
