import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. Passwords, tokens, cookies and request bodies are never logged:
 * the redact list is the backstop for a field logged by mistake.
 */
export function createLogger(level: string, name = 'server'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'req.headers.cookie', 'body', '*.body'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
