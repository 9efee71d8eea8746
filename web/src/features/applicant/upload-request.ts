import { documentUploadPath } from '@domain/applicant-paths';
import type { DocumentState } from '@domain/document-checklist';

/** The upload endpoint's 201 answer (server/documents/document-upload.ts). */
export interface UploadedDocument {
  id: string;
  item: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  state: DocumentState;
}

export type UploadOutcome =
  | { kind: 'stored'; document: UploadedDocument }
  /** The server answered with a refusal; `message` is its own words, to show as they are, when it gave some. */
  | { kind: 'refused'; status: number; message: string | null }
  /** No answer: the connection failed or dropped. */
  | { kind: 'failed' }
  | { kind: 'aborted' };

export interface UploadRequest {
  /** Settles with the outcome, never rejects. */
  promise: Promise<UploadOutcome>;
  abort: () => void;
}

interface UploadOptions {
  applicationId: string;
  item: string;
  file: File;
  /** Bytes sent so far, and the whole body's size when the browser knows it. */
  onProgress?: (sent: number, total: number | null) => void;
  /** Every byte is sent; the server is reading the file. */
  onSent?: () => void;
}

/**
 * Sends one document as multipart/form-data with XMLHttpRequest: fetch reports no upload
 * progress, and on a slow phone connection a 10 MB photo takes minutes. The same-origin cookie
 * session goes with it, and the browser's Origin header passes the server's CSRF check.
 */
export function uploadDocument({ applicationId, item, file, onProgress, onSent }: UploadOptions): UploadRequest {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener('progress', (event) =>
      onProgress?.(event.loaded, event.lengthComputable ? event.total : null),
    );
    xhr.upload.addEventListener('load', () => onSent?.());
    xhr.addEventListener('load', () => resolve(outcomeOf(xhr)));
    xhr.addEventListener('error', () => resolve({ kind: 'failed' }));
    xhr.addEventListener('timeout', () => resolve({ kind: 'failed' }));
    xhr.addEventListener('abort', () => resolve({ kind: 'aborted' }));
  });
  const body = new FormData();
  body.append('file', file, file.name);
  xhr.open('POST', documentUploadPath(applicationId, item));
  // A body that is not JSON (a proxy's error page) reads as null rather than throwing.
  xhr.responseType = 'json';
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(body);
  return { promise, abort: () => xhr.abort() };
}

function outcomeOf(xhr: XMLHttpRequest): UploadOutcome {
  const answer = xhr.response as { document?: UploadedDocument; error?: { message?: unknown } } | null;
  if (xhr.status === 201 && answer?.document) return { kind: 'stored', document: answer.document };
  const message = answer?.error?.message;
  return { kind: 'refused', status: xhr.status, message: typeof message === 'string' && message ? message : null };
}
