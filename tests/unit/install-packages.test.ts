import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `make install`'s script (infra/node/install-packages.sh, decision 119) on clones in a
 * temporary folder. A stand-in `npm` records each `npm ci` and writes a node_modules that names
 * the lockfile it came from: what is under test is which install a clone gets, not npm.
 */
const SCRIPTS = ['infra/node/install-packages.sh', 'infra/node/user-cache.sh', 'infra/node/check-platform-packages.mjs'];

const FAKE_NPM = `#!/usr/bin/env bash
case "$1" in
  ci) echo ci >>"$NPM_CALLS"
      rm -rf node_modules && mkdir -p node_modules/some-package
      cp package-lock.json node_modules/some-package/lockfile-it-came-from
      echo '{}' >node_modules/.package-lock.json ;;
  *) exit 2 ;;
esac
`;

let root: string;
let cacheRoot: string;
/** What the last install() printed. */
let lastOutput = '';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'install-packages-'));
  cacheRoot = path.join(root, 'cache');
  await mkdir(path.join(root, 'bin'));
  await writeFile(path.join(root, 'bin', 'npm'), FAKE_NPM);
  await chmod(path.join(root, 'bin', 'npm'), 0o755);
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** A new clone whose lockfile is named `lockfile` and lists `packages` (none the stand-in npm installs). */
async function clone(name: string, lockfile: string, packages: Record<string, object> = {}, parent = root): Promise<string> {
  const dir = path.join(parent, name);
  await mkdir(path.join(dir, 'infra', 'node'), { recursive: true });
  for (const script of SCRIPTS) await cp(path.resolve(script), path.join(dir, script));
  await writeFile(path.join(dir, 'package-lock.json'), JSON.stringify({ name: lockfile, lockfileVersion: 3, packages }));
  return dir;
}

/** Runs `make install`'s step in `dir`; answers how many times it ran `npm ci`. */
async function install(dir: string, env: Record<string, string> = {}): Promise<number> {
  const calls = path.join(dir, 'npm-calls');
  lastOutput = execFileSync('bash', ['infra/node/install-packages.sh'], {
    encoding: 'utf8',
    cwd: dir,
    stdio: 'pipe',
    // Copy or link as each test says: the gate's own CI=true must not choose for it.
    env: { ...withoutInstallMode(process.env), PATH: `${path.join(root, 'bin')}:${process.env.PATH}`, XDG_CACHE_HOME: cacheRoot, NPM_CALLS: calls, ...env },
  });
  return (await readFile(calls, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
}

function withoutInstallMode(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { CI: _ci, NPM_INSTALL_CACHE: _mode, ...rest } = env;
  return rest;
}

const packageFile = (dir: string) => path.join(dir, 'node_modules', 'some-package', 'lockfile-it-came-from');
/** The same file in the kept install, which is a node_modules folder itself. */
const keptPackageFile = (kept: string) => path.join(kept, 'some-package', 'lockfile-it-came-from');
const sameFile = async (a: string, b: string) => (await stat(a)).ino === (await stat(b)).ino;
const installedFrom = async (dir: string) => (JSON.parse(await readFile(packageFile(dir), 'utf8')) as { name: string }).name;
const keptInstalls = async () => (await readdir(path.join(cacheRoot, 'cardiff-academy'))).filter((name) => name.startsWith('node_modules-')).sort();

// Each install starts bash and Node a few times: seconds, not milliseconds, beside the rest of the gate.
describe('make install (decision 119)', { timeout: 30_000 }, () => {
  it('runs npm ci for a new lockfile and copies that install into the next clones with the same lockfile', async () => {
    const first = await clone('first', 'lockfile A');
    expect(await install(first, { NPM_INSTALL_CACHE: 'copy' })).toBe(1);
    expect(await keptInstalls()).toHaveLength(1);

    const second = await clone('second', 'lockfile A');
    expect(await install(second, { NPM_INSTALL_CACHE: 'copy' })).toBe(0);
    expect(await installedFrom(second)).toBe('lockfile A');
    expect(await readdir(path.join(second, 'node_modules'))).toEqual(await readdir(path.join(first, 'node_modules')));
    expect(await readdir(path.join(second, '.data')), 'the copy is renamed into place').toEqual([]);

    // A tool that rewrites a file in one clone's node_modules leaves the kept install as npm ci made it.
    await writeFile(packageFile(second), 'edited by a tool');
    const third = await clone('third', 'lockfile A');
    expect(await install(third, { NPM_INSTALL_CACHE: 'copy' })).toBe(0);
    expect(await installedFrom(third)).toBe('lockfile A');
  });

  it('links a throwaway clone to the kept files, and installs afresh once a file was rewritten through a link', async () => {
    await install(await clone('first', 'lockfile A'), { NPM_INSTALL_CACHE: 'link' });
    const [kept] = await keptInstalls();
    const keptDir = path.join(cacheRoot, 'cardiff-academy', kept!);

    const second = await clone('second', 'lockfile A');
    expect(await install(second, { NPM_INSTALL_CACHE: 'link' })).toBe(0);
    expect(await installedFrom(second)).toBe('lockfile A');
    expect(await sameFile(packageFile(second), keptPackageFile(keptDir)), 'a hard link, not a copy').toBe(true);
    // `make install` touches the hidden lockfile: that one is the clone's own.
    expect(await sameFile(path.join(second, 'node_modules', '.package-lock.json'), path.join(keptDir, '.package-lock.json'))).toBe(false);
    expect(await readdir(path.join(second, 'node_modules'))).toEqual(['.package-lock.json', 'some-package']);

    // Rewritten in place, the kept file changes too: the next clone notices and runs npm ci.
    await writeFile(packageFile(second), 'edited by a tool');
    const third = await clone('third', 'lockfile A');
    expect(await install(third, { NPM_INSTALL_CACHE: 'link' })).toBe(1);
    expect(await installedFrom(third)).toBe('lockfile A');
    // ...and keeps that install in its place, for the clones after it.
    const fourth = await clone('fourth', 'lockfile A');
    expect(await install(fourth, { NPM_INSTALL_CACHE: 'link' })).toBe(0);
    expect(await installedFrom(fourth)).toBe('lockfile A');
  });

  // A tmpfs of its own, as /dev/shm is on Linux: a clone there cannot hard-link to the cache in tmpdir.
  const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev ? '/dev/shm' : undefined;
  it.skipIf(!otherFileSystem)('copies instead when the clone is on another file system than the kept install', async () => {
    await install(await clone('first', 'lockfile A'), { NPM_INSTALL_CACHE: 'link' });
    const elsewhere = await mkdtemp(path.join(otherFileSystem!, 'install-packages-'));
    try {
      const dir = await clone('second', 'lockfile A', {}, elsewhere);
      expect(await install(dir, { NPM_INSTALL_CACHE: 'link' })).toBe(0);
      expect(lastOutput).toContain('copying instead');
      expect(await installedFrom(dir)).toBe('lockfile A');
      expect(await readdir(path.join(dir, '.data'))).toEqual([]);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('links when CI is set and copies otherwise, unless NPM_INSTALL_CACHE says which', async () => {
    const first = await clone('first', 'lockfile A');
    await install(first);
    const kept = path.join(cacheRoot, 'cardiff-academy', (await keptInstalls())[0]!);

    const ci = await clone('ci', 'lockfile A');
    await install(ci, { CI: 'true' });
    expect(await sameFile(packageFile(ci), keptPackageFile(kept))).toBe(true);

    const workingCopy = await clone('working-copy', 'lockfile A');
    await install(workingCopy);
    expect(await sameFile(packageFile(workingCopy), keptPackageFile(kept))).toBe(false);

    const chosen = await clone('chosen', 'lockfile A');
    await install(chosen, { CI: 'true', NPM_INSTALL_CACHE: 'copy' });
    expect(await sameFile(packageFile(chosen), keptPackageFile(kept))).toBe(false);

    await expect(install(first, { NPM_INSTALL_CACHE: 'hardlink' })).rejects.toThrow(/NPM_INSTALL_CACHE is copy, link or off, not 'hardlink'/);
  });

  it('runs npm ci again when the lockfile changed, and keeps only the two newest installs', async () => {
    for (const [index, lockfile] of ['lockfile A', 'lockfile B', 'lockfile C'].entries()) {
      const dir = await clone(`clone-${index}`, lockfile);
      expect(await install(dir)).toBe(1);
      expect(await installedFrom(dir)).toBe(lockfile);
    }
    expect(await keptInstalls()).toHaveLength(2);
    // The oldest, A's, is the one that went.
    expect(await install(await clone('again-a', 'lockfile A'))).toBe(1);
  });

  it('never copies an install that was not finished (no marker)', async () => {
    await install(await clone('first', 'lockfile A'));
    const [kept] = await keptInstalls();
    await rm(path.join(cacheRoot, 'cardiff-academy', kept!, '.installed-key'));

    expect(await install(await clone('second', 'lockfile A'))).toBe(1);
  });

  it('tries npm ci twice, then fails and keeps nothing, when it leaves out a package built for this machine', async () => {
    // npm skips an optional package whose download failed: here, one the stand-in npm never writes.
    const nativeBinary = { version: '1.0.0', optional: true, os: [process.platform], cpu: [process.arch] };
    const otherMachines = { version: '1.0.0', optional: true, os: ['!' + process.platform] };
    const dir = await clone('first', 'lockfile A', { 'node_modules/@example/native-here': nativeBinary, 'node_modules/@example/native-elsewhere': otherMachines });

    await expect(install(dir)).rejects.toThrow(/npm ci left out @example\/native-here, built for this machine/);
    expect((await readFile(path.join(dir, 'npm-calls'), 'utf8')).trim().split('\n')).toEqual(['ci', 'ci']);
    await expect(readdir(path.join(cacheRoot, 'cardiff-academy'))).rejects.toThrow();
    // A package for other machines only is not missed.
    expect(await install(await clone('second', 'lockfile B', { 'node_modules/@example/native-elsewhere': otherMachines }))).toBe(1);
  });

  it('runs npm ci every time, and keeps nothing, with NPM_INSTALL_CACHE=off', async () => {
    expect(await install(await clone('first', 'lockfile A'), { NPM_INSTALL_CACHE: 'off' })).toBe(1);
    expect(await install(await clone('second', 'lockfile A'), { NPM_INSTALL_CACHE: 'off' })).toBe(1);
    await expect(readdir(path.join(cacheRoot, 'cardiff-academy'))).rejects.toThrow();
  });

  it('still installs when the cache cannot be written', async () => {
    const dir = await clone('first', 'lockfile A');
    await writeFile(path.join(root, 'not-a-folder'), '');
    expect(await install(dir, { XDG_CACHE_HOME: path.join(root, 'not-a-folder') })).toBe(1);
    expect(await installedFrom(dir)).toBe('lockfile A');
  });
});
