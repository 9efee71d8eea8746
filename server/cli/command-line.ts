import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';

/*
 * What the operators' commands (`npm run admin`, `npm run privacy`) share: arguments parsed
 * with node:util, `--help`, and one answer to anything wrong, a one-line message followed by
 * the usage on stderr and exit code 2.
 */

type Options = NonNullable<ParseArgsConfig['options']>;

/** Every command's `--help` / `-h`. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

export function exitWithUsage(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

export function parseCommandLine<O extends Options>(usage: string, options: O) {
  const config = { args: process.argv.slice(2), allowPositionals: true, options } as const;
  try {
    return parseArgs(config);
  } catch (error) {
    return exitWithUsage(usage, error instanceof Error ? error.message : String(error));
  }
}

/** DATABASE_URL, or the exit with `hint` when it is missing or not a postgres:// string. */
export function databaseUrlOrExit(usage: string, hint = ''): string {
  const url = z.string().regex(/^postgres(ql)?:\/\//).safeParse(process.env.DATABASE_URL);
  if (!url.success) return exitWithUsage(usage, `DATABASE_URL must be set to a postgres:// connection string.${hint}`);
  return url.data;
}
