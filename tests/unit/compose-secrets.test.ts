import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeEnvironments, composeVariables } from '../support/compose-file';

/**
 * `make up`'s secrets: infra/compose/ensure-keys.sh writes them to .env, docker-compose.yml
 * commits none of them, and the application reaches MinIO as a user limited to its bucket.
 */
const ENSURE_KEYS = path.resolve('infra/compose/ensure-keys.sh');
const MINIO_SETUP = path.resolve('infra/compose/minio-setup.sh');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ensure-keys-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs ensure-keys.sh in `dir` with only PATH from this process (and `env`); returns what it printed. */
function ensureKeys(env: Record<string, string> = {}): string {
  return execFileSync('bash', [ENSURE_KEYS], { cwd: dir, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
}

const envFile = () => path.join(dir, '.env');

/** The NAME=value lines of .env. */
function readEnv(): Record<string, string> {
  return Object.fromEntries(
    readFileSync(envFile(), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

const KEYS = ['TOTP_ENCRYPTION_KEY', 'AUDIT_HMAC_KEY'];
const PASSWORDS = ['POSTGRES_PASSWORD', 'APP_DATABASE_PASSWORD', 'MINIO_ROOT_PASSWORD', 'MINIO_APP_PASSWORD'];

describe('infra/compose/ensure-keys.sh', () => {
  it('writes each secret once to a .env only its owner can read: 32-byte keys, 40-hex-digit passwords, all different', () => {
    ensureKeys();
    expect(modeOf(envFile())).toBe(0o600);
    const written = readEnv();
    expect(Object.keys(written).sort()).toEqual([...KEYS, ...PASSWORDS].sort());
    for (const name of KEYS) expect(Buffer.from(written[name]!, 'base64')).toHaveLength(32);
    for (const name of PASSWORDS) expect(written[name]).toMatch(/^[0-9a-f]{40}$/);
    expect(new Set(Object.values(written)).size).toBe(KEYS.length + PASSWORDS.length);
  });

  it('never replaces a secret: a second run leaves .env exactly as it was', () => {
    ensureKeys();
    const before = readFileSync(envFile(), 'utf8');
    expect(ensureKeys()).toBe('');
    expect(readFileSync(envFile(), 'utf8')).toBe(before);
  });

  it('keeps what .env or the shell already set, adds only the rest, and makes an existing .env private', () => {
    writeFileSync(envFile(), 'APP_URL=https://academy.example\nPOSTGRES_PASSWORD=chosen-by-the-operator\n');
    chmodSync(envFile(), 0o644);
    const printed = ensureKeys({ MINIO_ROOT_PASSWORD: 'from-the-shell' });
    expect(modeOf(envFile())).toBe(0o600);
    const written = readEnv();
    expect(written).toMatchObject({ APP_URL: 'https://academy.example', POSTGRES_PASSWORD: 'chosen-by-the-operator' });
    expect(written).not.toHaveProperty('MINIO_ROOT_PASSWORD');
    expect(printed).not.toContain('POSTGRES_PASSWORD');
    expect(Object.keys(written).sort()).toEqual(
      ['APP_URL', ...[...KEYS, ...PASSWORDS].filter((name) => name !== 'MINIO_ROOT_PASSWORD')].sort(),
    );
  });

  it('writes every secret docker-compose.yml requires, and the file has a default for everything else', () => {
    ensureKeys();
    const required = [...composeVariables()].filter(([, { required }]) => required).map(([name]) => name);
    expect(required.sort()).toEqual(Object.keys(readEnv()).sort());
  });
});

describe('docker-compose.yml', () => {
  /** Each service's environment with the secrets a first `make up` writes. */
  function environments() {
    ensureKeys();
    return { secrets: readEnv(), services: composeEnvironments(readEnv()) };
  }

  it('gives the app, the worker and the migrate job no MinIO root credentials, and the app and worker no database owner', () => {
    const { secrets, services } = environments();
    const root = services.minio!;
    expect(root.MINIO_ROOT_PASSWORD).toBe(secrets.MINIO_ROOT_PASSWORD);
    for (const service of ['app', 'worker', 'migrate']) {
      const values = Object.values(services[service]!);
      expect(
        values.filter((value) => value.includes(root.MINIO_ROOT_PASSWORD!)),
        service,
      ).toEqual([]);
      expect(services[service]!.S3_ACCESS_KEY_ID, service).not.toBe(root.MINIO_ROOT_USER);
    }
    for (const service of ['app', 'worker']) {
      expect(
        Object.values(services[service]!).filter((value) => value.includes(secrets.POSTGRES_PASSWORD!)),
        service,
      ).toEqual([]);
    }
  });

  it('gives the app and the worker the MinIO user that minio-setup makes', () => {
    const { secrets, services } = environments();
    const setup = services['minio-setup']!;
    for (const service of ['app', 'worker']) {
      expect(services[service], service).toMatchObject({
        S3_ACCESS_KEY_ID: setup.MINIO_APP_USER,
        S3_SECRET_ACCESS_KEY: secrets.MINIO_APP_PASSWORD,
        S3_BUCKET: setup.S3_BUCKET,
      });
    }
  });

  it("limits that user's policy to the bucket and its objects", () => {
    const script = readFileSync(MINIO_SETUP, 'utf8');
    const policy = /<<EOF\n([\s\S]*?)\nEOF/.exec(script)?.[1];
    expect(policy).toBeDefined();
    const statements = (
      JSON.parse(policy!.replaceAll('$S3_BUCKET', 'uploads')) as {
        Statement: Array<{ Effect: string; Action: string[]; Resource: string[] }>;
      }
    ).Statement;
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      for (const resource of statement.Resource)
        expect(['arn:aws:s3:::uploads', 'arn:aws:s3:::uploads/*']).toContain(resource);
      for (const action of statement.Action) expect(action).toMatch(/^s3:[A-Za-z]+$/);
    }
    expect(script).toMatch(/mc admin policy attach local academy-uploads --user "\$MINIO_APP_USER"/);
  });
});
