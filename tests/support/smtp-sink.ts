import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  /** Address of the From header, lower-cased. */
  from: string;
  /** Addresses of the To header, lower-cased. */
  to: string[];
  /** Addresses the SMTP envelope delivered to (RCPT TO), lower-cased; includes Cc/Bcc. */
  envelopeTo: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** The content types of its attachments (none for an e-mail that links to the space). */
  attachments: string[];
  /** The same attachments and calendar parts (a text/calendar invitation among them), with their text. */
  attachmentContents: Array<{ contentType: string; filename: string | null; content: string }>;
  /** The attached files themselves (a receipt's PDF), as mailparser decodes them. */
  attachmentFiles: Array<{ filename: string; contentType: string; content: Buffer }>;
  receivedAt: string;
}

export type MessagePredicate = (message: SinkMessage) => boolean;

export interface SmtpSinkOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  readonly messages: readonly SinkMessage[];
  /** Resolves with the first `count` matching messages once they have all arrived. */
  waitForMessages(predicate?: MessagePredicate, count?: number, timeoutMs?: number): Promise<SinkMessage[]>;
  /**
   * Rejects the next `n` messages at the end of DATA (451 = temporary, 5xx = permanent); with
   * `onlyTo`, only messages to that address, so a late message of an earlier test is not the one refused.
   */
  failNext(n: number, responseCode?: number, onlyTo?: string): void;
  clear(): void;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** Matches messages whose To header or envelope includes `address` (case-insensitive). */
export function sentTo(address: string): MessagePredicate {
  const wanted = address.toLowerCase();
  return (message) => message.to.includes(wanted) || message.envelopeTo.includes(wanted);
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();
  let failuresLeft = 0;
  let failureCode = 451;
  let failOnlyTo: string | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'test smtp sink',
    // Pooled clients (the worker's nodemailer) keep connections open; do not wait 30 s for them.
    closeTimeout: 500,
    onData(stream, session, callback) {
      // Consume the whole message before answering so the client sees a clean reply.
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          if (failuresLeft > 0 && (failOnlyTo === undefined || envelopeTo.includes(failOnlyTo))) {
            failuresLeft -= 1;
            const error = Object.assign(new Error(`sink: delivery refused on purpose (${failureCode})`), {
              responseCode: failureCode,
            });
            callback(error);
            return;
          }
          messages.push({
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            envelopeTo,
            replyTo: addresses(parsed.replyTo)[0] ?? null,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            attachments: parsed.attachments.map((attachment) => attachment.contentType),
            attachmentContents: parsed.attachments.map((attachment) => ({
              contentType: attachment.contentType,
              filename: attachment.filename ?? null,
              content: attachment.content.toString('utf8'),
            })),
            attachmentFiles: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
            receivedAt: new Date().toISOString(),
          });
          callback();
          for (const wake of waiters) wake();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  // Clients that drop the connection mid-session are expected in fault tests.
  server.on('error', () => {});

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    waitForMessages(predicate = () => true, count = 1, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const matching = messages.filter(predicate);
          if (matching.length < count) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(matching.slice(0, count));
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const got = messages.filter(predicate).length;
          reject(
            new Error(
              `SMTP sink: expected ${count} matching message(s) within ${timeoutMs} ms, got ${got} (of ${messages.length} in total)`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    failNext(n, responseCode = 451, onlyTo) {
      failuresLeft = n;
      failureCode = responseCode;
      failOnlyTo = onlyTo?.toLowerCase();
    },
    clear() {
      messages.length = 0;
      failuresLeft = 0;
    },
    close() {
      for (const wake of waiters) waiters.delete(wake);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
