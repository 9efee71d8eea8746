import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CommandExit, type CommandIo } from '../../server/cli/command-line';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * An operator's command (server/cli) run inside the test's process, as `runAsProcess` runs it:
 * what it writes, as the process would print it, and the exit code it would end with.
 */
export async function runCommand(
  command: (io: CommandIo) => Promise<void>,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandResult> {
  let stdout = '';
  let stderr = '';
  const io: CommandIo = { args, env, out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) };
  try {
    await command(io);
    return { code: 0, stdout, stderr };
  } catch (error) {
    if (!(error instanceof CommandExit)) throw error;
    return { code: error.code, stdout, stderr };
  }
}

const execFileAsync = promisify(execFile);

/** The command's entry file run as the operator runs it (`npm run admin` is `tsx server/cli/admin.ts`). */
export async function runCommandProcess(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', entry, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
