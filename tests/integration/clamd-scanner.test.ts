import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clamdAddress, clamdScanner, pingClamd } from '../../core/scanning/clamd-scanner';
import { ScannerUnavailableError, type VirusScanner } from '../../core/scanning/virus-scanner';
import { freePort } from '../support/services/free-port';
import { startTestClamd, type TestClamd } from '../support/services/test-clamd';

const MB = 1024 * 1024;

/** Built at run time, so that this file is not itself a match for the EICAR signature. */
const EICAR = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join(''));

/**
 * The name clamd reports: it marks every signature from an unsigned database (our one-line .hdb)
 * as unofficial, so the .hdb's `Eicar-Test-Signature` comes back with this suffix.
 */
const EICAR_NAME = 'Eicar-Test-Signature.UNOFFICIAL';

/** The bytes in `size`-byte chunks, as an upload arrives. */
function chunked(bytes: Buffer, size: number): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );
}

/** `length` zero bytes, made 64 KB at a time as they are read; `bytesMade()` says how many so far. */
function zeros(length: number): Readable & { bytesMade: () => number } {
  const block = Buffer.alloc(64 * 1024);
  let made = 0;
  const stream = Readable.from(
    (function* () {
      while (made < length) {
        const size = Math.min(length - made, block.length);
        made += size;
        yield block.subarray(0, size);
      }
    })(),
  );
  return Object.assign(stream, { bytesMade: () => made });
}

/** Sends `before` bytes, then fails, as a dropped connection does. */
function failingAfter(before: number): Readable {
  return Readable.from(
    (async function* () {
      yield randomBytes(before);
      throw new Error('connection reset');
    })(),
  );
}

/** Sends `before` bytes, then waits for ever, as a stalled upload does. */
function stallingAfter(before: number): Readable {
  return Readable.from(
    (async function* () {
      yield randomBytes(before);
      await new Promise(() => {});
    })(),
  );
}

describe('clamd over INSTREAM (a real clamd with the EICAR signature)', () => {
  let clamd: TestClamd;
  let scanner: VirusScanner;
  beforeAll(async () => {
    clamd = await startTestClamd();
    scanner = clamdScanner(clamd.url);
  });
  afterAll(async () => clamd?.stop());

  it('answers PING', async () => {
    await expect(pingClamd(clamd.url)).resolves.toBeUndefined();
  });

  it('finds the EICAR test file and names its signature', async () => {
    expect(await scanner.scan(chunked(EICAR, 64 * 1024))).toEqual({ verdict: 'infected', signature: EICAR_NAME });
  });

  it('finds EICAR sent a few bytes at a time with empty chunks between, which must not end the file early', async () => {
    const pieces = [
      EICAR.subarray(0, 10),
      Buffer.alloc(0),
      EICAR.subarray(10, 40),
      Buffer.alloc(0),
      EICAR.subarray(40),
    ];
    expect(await scanner.scan(Readable.from(pieces))).toEqual({ verdict: 'infected', signature: EICAR_NAME });
  });

  it('passes a clean 8 MB file streamed in 16 KB chunks', async () => {
    expect(await scanner.scan(chunked(randomBytes(8 * MB), 16 * 1024))).toEqual({ verdict: 'clean' });
  });

  it('passes an empty file', async () => {
    expect(await scanner.scan(Readable.from([]))).toEqual({ verdict: 'clean' });
  });

  it('gives each of several scans at once its own verdict', async () => {
    const verdicts = await Promise.all(
      [EICAR, randomBytes(MB), EICAR, randomBytes(1000)].map((bytes) => scanner.scan(chunked(bytes, 4096))),
    );
    expect(verdicts.map((result) => result.verdict)).toEqual(['infected', 'clean', 'infected', 'clean']);
  });

  it("rejects with the source stream's own error when it fails midway, and scans the next file as usual", async () => {
    await expect(scanner.scan(failingAfter(2 * MB))).rejects.toThrow('connection reset');
    expect(await scanner.scan(chunked(EICAR, 64 * 1024))).toEqual({ verdict: 'infected', signature: EICAR_NAME });
  });

  it("rejects with the source stream's error when it fails before clamd accepts the connection, never leaving it unhandled", async () => {
    // A file removed under a lazily opened stream fails this way, before anything reads it.
    const source = new Readable({ read() {} });
    const scanning = scanner.scan(source);
    source.destroy(new Error('file removed'));
    await expect(scanning).rejects.toThrow('file removed');
    expect(await scanner.scan(chunked(randomBytes(1024), 512))).toEqual({ verdict: 'clean' });
  });

  it('scans a file of exactly StreamMaxLength', async () => {
    expect(await scanner.scan(zeros(clamd.streamMaxBytes))).toEqual({ verdict: 'clean' });
  });

  it('is unavailable for a file one byte over StreamMaxLength, stops reading it, and scans the next file as usual', async () => {
    const tooLong = zeros(clamd.streamMaxBytes + 1);
    await expect(scanner.scan(tooLong)).rejects.toThrow(ScannerUnavailableError);
    expect(tooLong.destroyed).toBe(true);
    expect(await scanner.scan(chunked(EICAR, 64 * 1024))).toEqual({ verdict: 'infected', signature: EICAR_NAME });
  });

  it('reads a file far over StreamMaxLength only as fast as clamd takes it, and stops soon after the limit', async () => {
    const huge = zeros(clamd.streamMaxBytes + 100 * MB);
    // Usually clamd's own answer; now and then the write it cut off fails first, before the answer is read.
    await expect(scanner.scan(huge)).rejects.toThrow(
      /^clamd answered: INSTREAM size limit exceeded|closed the connection mid-request/,
    );
    // What the socket and the streams' buffers hold on the way: a few megabytes, never the rest of the file.
    expect(huge.bytesMade()).toBeLessThan(clamd.streamMaxBytes + 8 * MB);
  });

  it('gives up on a stalled upload after its timeout and destroys the source', async () => {
    const stalled = stallingAfter(64 * 1024);
    const started = performance.now();
    const scan = clamdScanner(clamd.url, { timeoutMs: 300 }).scan(stalled);
    await expect(scan).rejects.toThrow(ScannerUnavailableError);
    await expect(scan).rejects.toThrow('no answer within 300 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(stalled.destroyed).toBe(true);
  });
});

describe('clamd that is not there', () => {
  it('rejects a scan at once when nothing listens on the TCP port', async () => {
    const url = `tcp://127.0.0.1:${await freePort()}`;
    const source = chunked(EICAR, 64 * 1024);
    const started = performance.now();
    await expect(clamdScanner(url).scan(source)).rejects.toThrow(ScannerUnavailableError);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(source.destroyed).toBe(true);
  });

  it('rejects a scan and a PING when the Unix socket does not exist', async () => {
    const url = 'unix:///nonexistent/clamd.sock';
    await expect(clamdScanner(url).scan(chunked(EICAR, 64 * 1024))).rejects.toThrow(ScannerUnavailableError);
    await expect(pingClamd(url)).rejects.toThrow(ScannerUnavailableError);
  });
});

describe('clamd addresses', () => {
  it('reads tcp://host:port and unix:///path', () => {
    expect(clamdAddress('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(clamdAddress('tcp://clamav.internal:3310/')).toEqual({ host: 'clamav.internal', port: 3310 });
    expect(clamdAddress('tcp://[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(clamdAddress('unix:///run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
  });

  it.each([
    'tcp://127.0.0.1',
    'tcp://127.0.0.1:0',
    'tcp://127.0.0.1:70000',
    'tcp://:3310',
    'tcp://user:secret@127.0.0.1:3310',
    'tcp://127.0.0.1:3310/scan',
    'tcp://127.0.0.1:3310?timeout=1',
    'unix://run/clamav/clamd.ctl',
    'unix://',
    'unix:///',
    'http://127.0.0.1:3310',
    '127.0.0.1:3310',
    '/run/clamav/clamd.ctl',
    '',
  ])('refuses %j, naming the forms it takes', (url) => {
    expect(() => clamdAddress(url)).toThrow('expected tcp://host:port or unix:///path/to/clamd.sock');
    expect(() => clamdScanner(url)).toThrow('Not a clamd address');
  });
});
