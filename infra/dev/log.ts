const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const colours = { dev: 35, postgres: 34, redis: 31, mail: 33, server: 36, worker: 32 } as const;

export type Source = keyof typeof colours;

function tag(source: Source): string {
  const label = `[${source}]`.padEnd(10);
  return useColour ? `\x1b[${colours[source]}m${label}\x1b[0m` : label;
}

export function log(source: Source, message: string): void {
  for (const line of message.replace(/\n$/, '').split('\n')) process.stdout.write(`${tag(source)} ${line}\n`);
}

export function logError(source: Source, message: string): void {
  for (const line of message.replace(/\n$/, '').split('\n')) process.stderr.write(`${tag(source)} ${line}\n`);
}

/** Splits a child's output stream into whole lines, each tagged with its source. */
export function lineWriter(source: Source, write: (source: Source, line: string) => void): (chunk: Buffer) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) write(source, line);
  };
}
