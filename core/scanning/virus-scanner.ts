import type { Readable } from 'node:stream';

export type ScanVerdict = { verdict: 'clean' } | { verdict: 'infected'; signature: string };

/** Scans applicants' files before anyone downloads them. */
export interface VirusScanner {
  /**
   * Reads `body` to its end, never holding it whole in memory. Rejects with the stream's own error
   * when `body` fails, and with ScannerUnavailableError when there is no verdict to be had: the
   * file must then stay unscanned (and unserved) until a later scan succeeds.
   */
  scan(body: Readable): Promise<ScanVerdict>;
}

/** The scanner gave no verdict: not reachable, too slow, or it answered with an error (a file over its size limit). */
export class ScannerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ScannerUnavailableError';
  }
}
