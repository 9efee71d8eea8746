import { pino, type DestinationStream, type Logger } from 'pino';
import { errorSummary } from '../core/errors/error-summary';

/** JSON logs; e-mail bodies and personal data are never logged, only ids and kinds; errors as summaries. */
export function createWorkerLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      name: 'worker',
      level,
      serializers: { err: errorSummary },
      redact: { paths: ['*.password', '*.token', '*.html', '*.text'], censor: '[redacted]' },
    },
    destination,
  );
}

export type { Logger };
