import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { ScannerUnavailableError, type ScanVerdict, type VirusScanner } from './virus-scanner';

/** Where clamd listens, in the shape `net.connect` takes. */
export type ClamdAddress = { path: string } | { host: string; port: number };

/** Long enough for a large file on a busy machine; the file is sent and scanned within it. */
const SCAN_TIMEOUT_MS = 60_000;
const PING_TIMEOUT_MS = 2_000;
/** clamd's replies are one short line: anything longer is not clamd. */
const MAX_REPLY_BYTES = 4096;

/** `tcp://host:port` or `unix:///absolute/path/to/clamd.sock`; anything else throws, naming what it expected. */
export function clamdAddress(url: string): ClamdAddress {
  const expected = `Not a clamd address: ${JSON.stringify(url)} (expected tcp://host:port or unix:///path/to/clamd.sock)`;
  if (url.startsWith('unix://')) {
    // Taken as written, not URL-decoded: socket paths are copied from clamd.conf.
    const path = url.slice('unix://'.length);
    if (!path.startsWith('/') || path.length === 1) throw new Error(expected);
    return { path };
  }
  if (!url.startsWith('tcp://')) throw new Error(expected);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(expected);
  }
  const port = Number(parsed.port);
  const onlyHostAndPort =
    !parsed.username && !parsed.password && ['', '/'].includes(parsed.pathname) && !parsed.search && !parsed.hash;
  if (!parsed.hostname || !(port >= 1 && port <= 65535) || !onlyHostAndPort) throw new Error(expected);
  return { host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port };
}

/**
 * Scans with clamd's INSTREAM command (https://docs.clamav.net/manual/Usage/Scanning.html#clamd):
 * the file goes as length-prefixed chunks as it arrives, so clamd needs no access to our storage.
 * `timeoutMs` bounds the whole scan, connecting and sending included.
 */
export function clamdScanner(url: string, { timeoutMs = SCAN_TIMEOUT_MS }: { timeoutMs?: number } = {}): VirusScanner {
  const address = clamdAddress(url);
  return {
    async scan(body) {
      // Nothing reads `body` until clamd accepts the connection: an error it meets meanwhile (its
      // connection reset) stays on the stream for the loop that reads it, and is never unhandled.
      body.on('error', () => undefined);
      try {
        return verdictOf(await exchange(url, address, timeoutMs, (socket) => sendInstream(socket, body)));
      } catch (error) {
        // As stream.pipeline does: a scan that failed leaves no half-read source holding a file or connection open.
        body.destroy();
        throw error;
      }
    },
  };
}

/** Resolves when clamd answers PING with PONG: for start-up and health checks. */
export async function pingClamd(
  url: string,
  { timeoutMs = PING_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  const reply = await exchange(url, clamdAddress(url), timeoutMs, (socket) => write(socket, Buffer.from('zPING\0')));
  if (reply !== 'PONG')
    throw new ScannerUnavailableError(`clamd at ${url} answered PING with ${JSON.stringify(reply)}`);
}

function verdictOf(reply: string): ScanVerdict {
  if (reply === 'stream: OK') return { verdict: 'clean' };
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found?.[1]) return { verdict: 'infected', signature: found[1] };
  // "INSTREAM size limit exceeded. ERROR", "... ERROR" on a failed scan, or something that is not clamd.
  throw new ScannerUnavailableError(`clamd answered: ${reply}`);
}

async function sendInstream(socket: Socket, body: Readable): Promise<void> {
  await write(socket, Buffer.from('zINSTREAM\0'));
  for await (const chunk of body) {
    const bytes = asBytes(chunk);
    // A zero-length chunk is INSTREAM's end marker: an empty chunk from the source must not end the file early.
    if (bytes.byteLength === 0) continue;
    await write(socket, lengthPrefix(bytes.byteLength));
    await write(socket, bytes);
  }
  await write(socket, lengthPrefix(0));
}

function lengthPrefix(length: number): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(length);
  return prefix;
}

function asBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk);
  throw new TypeError('A file to scan must be a stream of bytes');
}

/** Waits for 'drain' when the socket's buffer is full, so a fast source never piles up in memory. */
function write(socket: Socket, bytes: Uint8Array): Promise<void> {
  if (socket.destroyed) return Promise.reject(new ScannerUnavailableError('The connection to clamd is closed'));
  if (socket.write(bytes)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      socket.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      socket.off('drain', onDrain);
      reject(new ScannerUnavailableError('The connection to clamd is closed'));
    };
    socket.once('drain', onDrain).once('close', onClose);
  });
}

/**
 * Connects, lets `send` write one z-command, and resolves with clamd's reply up to its NUL. clamd
 * may answer before `send` is done (a file over its StreamMaxLength): the reply wins. Every way out
 * destroys the socket; `send`'s own error (the source failing) rejects the exchange as it is.
 */
function exchange(
  url: string,
  address: ClamdAddress,
  timeoutMs: number,
  send: (socket: Socket) => Promise<void>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(address);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    const fail = (error: unknown) => settle(() => reject(error));
    const unavailable = (problem: string, cause?: unknown) =>
      fail(new ScannerUnavailableError(`clamd at ${url}: ${problem}`, { cause }));
    const timer = setTimeout(() => unavailable(`no answer within ${timeoutMs} ms`), timeoutMs);

    let reply = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      reply = Buffer.concat([reply, chunk]);
      const end = reply.indexOf(0);
      if (end >= 0) settle(() => resolve(reply.subarray(0, end).toString('utf8')));
      else if (reply.length > MAX_REPLY_BYTES) unavailable('an answer too long to be clamd');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // clamd refuses a file over its StreamMaxLength by answering and closing at once: a write
      // already on its way then fails, sometimes before the answer is read.
      const cutOff = error.code === 'EPIPE' || error.code === 'ECONNRESET';
      unavailable(
        cutOff
          ? `closed the connection mid-request (${error.message}): a file over its StreamMaxLength, or clamd restarting`
          : error.message,
        error,
      );
    });
    socket.on('close', () => unavailable('closed the connection without an answer'));
    socket.on('connect', () => {
      send(socket).catch(fail);
    });
  });
}
