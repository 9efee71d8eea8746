import { pino, type Logger } from 'pino';

/** JSON logs; e-mail bodies and personal data are never logged, only ids and kinds. */
export function createWorkerLogger(level: string): Logger {
  return pino({ name: 'worker', level, redact: { paths: ['*.password', '*.token', '*.html', '*.text'], censor: '[redacted]' } });
}

export type { Logger };
