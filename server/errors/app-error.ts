/**
 * The one error type of the application. Plain functions throw it; the tRPC layer maps its
 * code to the matching tRPC error in one place (server/trpc/init.ts).
 */
export type AppErrorCode =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Seconds the caller should wait, for TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
