/**
 * What a log line says about an error: its name, message, code and where it was thrown, and
 * nothing else. pino's default serializer copies every enumerable property, which for a pg or
 * ioredis error is the whole client object, kilobytes per line. Shared by the server and worker
 * loggers as their `err` serializer.
 */
export interface ErrorSummary {
  type: string;
  message: string;
  code?: string | number;
  at?: string;
  cause?: ErrorSummary;
}

const MAX_MESSAGE = 500;

export function errorSummary(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: String(error).slice(0, MAX_MESSAGE) };
  }
  const { code, responseCode, errors, cause } = error as Error & {
    code?: unknown;
    responseCode?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  // Node's connect errors are AggregateErrors with an empty message: say what the first one was.
  const inner = Array.isArray(errors) && errors[0] instanceof Error ? errors[0] : undefined;
  const summary: ErrorSummary = {
    type: error.name,
    message: (error.message || inner?.message || '').slice(0, MAX_MESSAGE),
  };
  const anyCode = code ?? responseCode ?? (inner as { code?: unknown } | undefined)?.code;
  if (typeof anyCode === 'string' || typeof anyCode === 'number') summary.code = anyCode;
  const frame = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  if (frame) summary.at = frame.trim().slice(3, 300);
  if (cause !== undefined && depth < 2) summary.cause = errorSummary(cause, depth + 1);
  return summary;
}
