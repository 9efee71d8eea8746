import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pingClamd } from '../../../core/scanning/clamd-scanner';

/** The EICAR test file's MD5 and size: the only signature loaded, so nothing is downloaded (docs/stack-notes.md). */
const EICAR_SIGNATURE = '44d88612fea8a8f36de82e1278abb02f:68:Eicar-Test-Signature';
const EICAR_BODY_SIGNATURE = `Eicar-Test-Signature:0:*:${Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
).toString('hex')}`;
const STREAM_MAX_MB = 12;
const START_DEADLINE_MS = 20_000;
const STOP_GRACE_MS = 5_000;

export interface TestClamd {
  /** `unix:///…/clamd.sock`: a socket in the daemon's own directory, so no port can be taken by another run. */
  url: string;
  /** clamd's StreamMaxLength: INSTREAM refuses a file longer than this. */
  streamMaxBytes: number;
  /** Stops the daemon and removes its directory; calling it twice is harmless. */
  stop(): Promise<void>;
}

/** A private clamd for one test file, answering within a fraction of a second. */
export async function startTestClamd(): Promise<TestClamd> {
  const binary = findClamd();
  const directory = await mkdtemp(path.join(tmpdir(), 'clamd-'));
  const socket = path.join(directory, 'clamd.sock');
  const config = path.join(directory, 'clamd.conf');
  await writeFile(path.join(directory, 'eicar.hdb'), `${EICAR_SIGNATURE}\n`);
  // The EICAR string anywhere in a file (inside a PDF, say), as ClamAV's own databases also find it.
  await writeFile(path.join(directory, 'eicar.ndb'), `${EICAR_BODY_SIGNATURE}\n`);
  await writeFile(
    config,
    [
      // In the foreground the child is clamd itself, so stop() signals the daemon and not a parent that has left.
      'Foreground yes',
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${directory}`,
      `TemporaryDirectory ${directory}`,
      `PidFile ${path.join(directory, 'clamd.pid')}`,
      `StreamMaxLength ${STREAM_MAX_MB}M`,
      // No LogFile: clamd logs to its stdout, kept below for the message of a failed start.
      '',
    ].join('\n'),
  );

  const child = spawn(binary, [`--config-file=${config}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `clamd exited (${signal ?? `code ${code}`})`;
  });
  child.once('error', (error) => {
    exited = `clamd could not be run: ${error.message}`;
  });

  const url = `unix://${socket}`;
  const stop = async () => {
    await stopProcess(child);
    await rm(directory, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    try {
      await pingClamd(url, { timeoutMs: 1_000 });
      return { url, streamMaxBytes: STREAM_MAX_MB * 1024 * 1024, stop };
    } catch {
      if (exited || Date.now() > deadline) {
        await stop();
        throw new Error(
          `${exited ?? `clamd did not answer PING within ${START_DEADLINE_MS} ms`}. Its output:\n${output}`,
        );
      }
      await sleep(25);
    }
  }
}

/** Debian puts clamd in /usr/sbin, which is not on every user's PATH. */
function findClamd(): string {
  const candidates = [
    '/usr/sbin/clamd',
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, 'clamd')),
  ];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not this one.
    }
  }
  throw new Error(
    'No clamd found (looked in /usr/sbin and on PATH): run `bash infra/test/ensure-clamav.sh` to install it.',
  );
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exit;
  clearTimeout(force);
}
