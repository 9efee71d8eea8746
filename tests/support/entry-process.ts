import { spawn } from 'node:child_process';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface EntryProcess {
  child: ReturnType<typeof spawn>;
  /** Every JSON log line the process has written to stdout, in order. */
  lines: LogLine[];
  stderr(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Resolves once a line with this message has been logged (at once if it already was). */
  logged(msg: string): Promise<void>;
  /** True until the process has exited. */
  alive(): boolean;
}

/**
 * A real entry point (`server/main.ts`, `worker/main.ts`) as its own process, as `npm start` and
 * `npm run worker` run it, with its JSON logs read as they come.
 */
export function startEntry(entry: string, env: Record<string, string>): EntryProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let stderr = '';
  const waiters: Array<{ msg: string; resolve: () => void }> = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts.filter(Boolean)) {
      const line = JSON.parse(part) as LogLine;
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.msg === line.msg)) waiter.resolve();
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    logged: (msg: string) =>
      lines.some((line) => line.msg === msg)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ msg, resolve })),
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}
