import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';

/*
 * What the operators' commands (`npm run admin`, `npm run privacy`) share: arguments parsed
 * with node:util, `--help`, and one answer to anything wrong, a one-line message followed by
 * the usage on stderr and exit code 2.
 *
 * A command reads its arguments and environment and writes its output through a CommandIo, and
 * ends early by throwing CommandExit, so the same code runs as a process (runAsProcess) and, in
 * the tests, inside the test's own process.
 */

type Options = NonNullable<ParseArgsConfig['options']>;

export interface CommandIo {
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** A line (or block) for stdout. */
  out(text: string): void;
  /** A line (or block) for stderr. */
  err(text: string): void;
}

/** Ends a command with this exit code; what it had to say is already written. */
export class CommandExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** Runs `command` as this process: its arguments, its environment, its exit code. */
export async function runAsProcess(command: (io: CommandIo) => Promise<void>): Promise<void> {
  try {
    await command({
      args: process.argv.slice(2),
      env: process.env,
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    });
  } catch (error) {
    if (!(error instanceof CommandExit)) throw error;
    process.exitCode = error.code;
  }
}

/** Every command's `--help` / `-h`: parseCommandLine answers it with the usage. */
const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

export function exitWithUsage(io: CommandIo, usage: string, message: string): never {
  io.err(`${message}\n\n${usage}`);
  throw new CommandExit(2);
}

/** A refusal that is not about the arguments: one line, no usage, exit code 1. */
export function refuse(io: CommandIo, message: string): never {
  io.err(message);
  throw new CommandExit(1);
}

/** The command's arguments; `--help` prints the usage and ends the command with exit code 0. */
export function parseCommandLine<O extends Options>(io: CommandIo, usage: string, options: O) {
  const config = { args: [...io.args], allowPositionals: true, options: { ...options, ...HELP_OPTION } } as const;
  let parsed;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    return exitWithUsage(io, usage, error instanceof Error ? error.message : String(error));
  }
  if ((parsed.values as { help?: boolean }).help) {
    io.out(usage);
    throw new CommandExit(0);
  }
  return parsed;
}

/** DATABASE_URL, or the exit with `hint` when it is missing or not a postgres:// string. */
export function databaseUrlOrExit(io: CommandIo, usage: string, hint = ''): string {
  const url = z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .safeParse(io.env.DATABASE_URL);
  if (!url.success)
    return exitWithUsage(io, usage, `DATABASE_URL must be set to a postgres:// connection string.${hint}`);
  return url.data;
}
