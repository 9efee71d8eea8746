import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationEnvSchema } from '../../db/migration-env';
import { loadServerConfig, serverEnvSchema } from '../../server/config/env';
import { loadWorkerConfig, workerEnvSchema } from '../../worker/config/env';
import { composeVariables, readComposeFile } from '../support/compose-file';

/**
 * One list of the environment: the env schemas of the processes an operator runs. Every variable
 * they parse is in infra/env.example and in the operating interface's table for the processes
 * that read it; those name nothing else. A variable read anywhere else (tests, benchmarks, the dev
 * launcher, the Makefile, Compose's own `${…}`) belongs only in the operating interface's table
 * "Tests, benchmarks and tooling", and each name there must still be read by some file.
 */
const SCHEMAS = [
  { process: 'server', file: 'server/config/env.ts', names: Object.keys(serverEnvSchema.shape) },
  { process: 'worker', file: 'worker/config/env.ts', names: Object.keys(workerEnvSchema.shape) },
  { process: 'db:migrate', file: 'db/migration-env.ts', names: Object.keys(migrationEnvSchema.shape) },
] as const;

const EXAMPLE = 'infra/env.example';
const INTERFACE = 'docs/operating-interface.md';
const TOOLING_TABLE = 'Tests, benchmarks and tooling';

/** The processes whose schema parses each variable. */
const readers = new Map<string, string[]>();
for (const schema of SCHEMAS)
  for (const name of schema.names) readers.set(name, [...(readers.get(name) ?? []), schema.process]);

/** The operating interface's table for a variable read by these processes. */
function tableFor(processes: string[]): string {
  if (processes.includes('server') && processes.includes('worker')) return 'Server and worker';
  if (processes.length === 1)
    return { server: 'Server only', worker: 'Worker only', 'db:migrate': 'Migrations only' }[processes[0]!]!;
  throw new Error(
    `No table of ${INTERFACE} is for variables read by ${processes.join(' and ')}: add one, and a case here`,
  );
}

function schemaFiles(name: string): string {
  return SCHEMAS.filter((schema) => readers.get(name)!.includes(schema.process))
    .map((schema) => schema.file)
    .join(' and ');
}

/** Every NAME=… line of env.example, commented out or not. */
function exampleNames(): Set<string> {
  return new Set([...readFileSync(EXAMPLE, 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
}

/** The variables each `### heading` table of the interface's Environment section names in its first column. */
function interfaceTables(): Map<string, Set<string>> {
  const section = readFileSync(INTERFACE, 'utf8')
    .split(/^## /m)
    .find((part) => part.startsWith('Environment'));
  if (!section) throw new Error(`${INTERFACE} has no "## Environment" section`);
  const tables = new Map<string, Set<string>>();
  for (const part of section.split(/^### /m).slice(1)) {
    const heading = part.slice(0, part.indexOf('\n')).trim();
    const firstCells = part.split('\n').flatMap((line) => (line.startsWith('| `') ? [line.split('|')[1]!] : []));
    tables.set(
      heading,
      new Set(
        firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)(?:=[^`]*)?`/g)].map((match) => match[1]!)),
      ),
    );
  }
  return tables;
}

describe('the environment, listed once', () => {
  it('reads every schema', () => {
    for (const schema of SCHEMAS) expect(schema.names.length, schema.file).toBeGreaterThan(1);
    expect(readers.get('DATABASE_URL')).toEqual(['server', 'worker', 'db:migrate']);
  });

  it(`has every variable of the env schemas in ${EXAMPLE}, and nothing else`, () => {
    const listed = exampleNames();
    const problems = [
      ...[...readers.keys()]
        .filter((name) => !listed.has(name))
        .map(
          (name) =>
            `${name} is parsed by ${schemaFiles(name)} but missing from ${EXAMPLE}: add "# ${name}=<its default>" with a comment saying what it does, in the section for the ${readers.get(name)!.join(' and ')}.`,
        ),
      ...[...listed]
        .filter((name) => !readers.has(name))
        .map(
          (name) =>
            `${EXAMPLE} names ${name}, which no env schema parses (${SCHEMAS.map((schema) => schema.file).join(', ')}): remove it, or add it to the schema of the process that reads it.`,
        ),
    ];
    expect(problems).toEqual([]);
  });

  it(`documents every variable of the env schemas in ${INTERFACE}, in the table for the processes that read it`, () => {
    const tables = interfaceTables();
    const problems: string[] = [];
    for (const [name, processes] of readers) {
      const table = tableFor(processes);
      if (!tables.get(table)?.has(name)) {
        problems.push(
          `${name} is parsed by ${schemaFiles(name)} but is not in ${INTERFACE}'s table "### ${table}": add a row | \`${name}\` | what it does | its default in \`make dev\` |.`,
        );
      }
    }
    for (const [table, names] of tables) {
      if (table === TOOLING_TABLE) continue;
      for (const name of names) {
        if (!readers.has(name))
          problems.push(
            `${INTERFACE}'s table "### ${table}" names ${name}, which no env schema parses: remove the row, or move it to "### ${TOOLING_TABLE}" if tooling reads it.`,
          );
        else if (tableFor(readers.get(name)!) !== table)
          problems.push(
            `${INTERFACE} lists ${name} under "### ${table}", but the ${readers.get(name)!.join(' and ')} read it: move the row to "### ${tableFor(readers.get(name)!)}".`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it(`names in "${TOOLING_TABLE}" only variables that some file still reads`, () => {
    const tooling = interfaceTables().get(TOOLING_TABLE);
    expect(tooling?.size).toBeGreaterThan(5);
    const sources = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(
        (file) =>
          file &&
          !file.startsWith('docs/') &&
          file !== 'README.md' &&
          file !== EXAMPLE &&
          /\.(ts|tsx|mjs|js|sh|yml|json)$|(^|\/)Makefile$/.test(file),
      )
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unread = [...tooling!].filter((name) => !new RegExp(`\\b${name}\\b`).test(sources));
    expect(unread, `named in ${INTERFACE}'s "${TOOLING_TABLE}" but read by no file: remove their rows`).toEqual([]);
  });

  it('lets Compose give the application only variables its schemas parse, and documents what Compose itself reads', () => {
    const problems: string[] = [];
    const unparsed = new Map<string, string[]>();
    for (const [service, definition] of Object.entries(readComposeFile().services)) {
      if (!definition.build) continue;
      for (const name of Object.keys(definition.environment ?? {}))
        if (!readers.has(name)) unparsed.set(name, [...(unparsed.get(name) ?? []), service]);
    }
    for (const [name, services] of unparsed) {
      problems.push(
        `docker-compose.yml gives ${services.join(', ')} ${name}, which no env schema parses: remove it, or add it to the schema of the process that reads it (${SCHEMAS.map((schema) => schema.file).join(', ')}).`,
      );
    }
    const tooling = interfaceTables().get(TOOLING_TABLE)!;
    for (const name of composeVariables().keys()) {
      if (!readers.has(name) && !tooling.has(name)) {
        problems.push(
          `docker-compose.yml reads \${${name}} from the shell or .env: add a row | \`${name}\` | \`make up\` | what it sets | to ${INTERFACE}'s table "### ${TOOLING_TABLE}".`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists in the README exactly the variables without which production does not start, and links the operating interface', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf('## Commands, environment and ports');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    expect(section).toContain(`(${INTERFACE})`);
    const listed = [...section.matchAll(/^- `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!);
    const key = Buffer.alloc(32, 7).toString('base64');
    const valid: Record<string, string> = {
      DATABASE_URL: 'postgres://academy_web@db.academy.example/academy',
      SMTP_URL: 'smtp://mail.academy.example:587',
      TOTP_ENCRYPTION_KEY: key,
      AUDIT_HMAC_KEY: key,
      CLAMAV_URL: 'tcp://clamav.academy.example:3310',
    };
    expect(listed.sort()).toEqual(Object.keys(valid).sort());
    // NODE_ENV unset means production: with these five both processes start...
    const bothStart = (env: Record<string, string>) => () => {
      loadServerConfig(env);
      loadWorkerConfig(env);
    };
    expect(bothStart(valid)).not.toThrow();
    // ...and without any one of them, one refuses, naming it.
    for (const name of listed) {
      const { [name]: _left, ...without } = valid;
      expect(bothStart(without), name).toThrow(name);
    }
  });
});
