import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** docker-compose.yml as written, with its anchors and `<<` merges resolved as Compose does. */
export interface ComposeFile {
  services: Record<
    string,
    { image?: string; build?: unknown; environment?: Record<string, string | number | boolean | null> }
  >;
}

const FILE = 'docker-compose.yml';
const PATH = new URL(`../../${FILE}`, import.meta.url);

export function readComposeFile(): ComposeFile {
  return parse(readFileSync(PATH, 'utf8'), { merge: true }) as ComposeFile;
}

// Compose's interpolation: $$ is a dollar sign; ${NAME}, ${NAME:-default}, ${NAME-default},
// ${NAME:?error} and ${NAME?error}.
const REFERENCE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Every variable the file reads from the shell or .env, with whether it has no default (`:?`). */
export function composeVariables(): Map<string, { required: boolean }> {
  const found = new Map<string, { required: boolean }>();
  for (const [, name, operator] of readFileSync(PATH, 'utf8').matchAll(REFERENCE)) {
    if (!name) continue;
    const required = operator?.endsWith('?') ?? false;
    found.set(name, { required: required || (found.get(name)?.required ?? false) });
  }
  return found;
}

/** A value as Compose passes it to the container, given the variables of the shell and .env. */
export function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    REFERENCE,
    (_match, name: string | undefined, operator: string | undefined, argument: string | undefined) => {
      if (!name) return '$';
      const set = env[name];
      if (operator === undefined) return set ?? '';
      const missing = operator.startsWith(':') ? !set : set === undefined;
      if (!missing) return set!;
      if (operator.endsWith('?')) throw new Error(`${FILE} needs ${name}: ${argument}`);
      return argument ?? '';
    },
  );
}

/** Each service's environment as its container would see it. */
export function composeEnvironments(env: Record<string, string>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(readComposeFile().services).map(([service, { environment = {} }]) => [
      service,
      Object.fromEntries(
        Object.entries(environment).map(([name, value]) => [name, interpolate(String(value ?? ''), env)]),
      ),
    ]),
  );
}
