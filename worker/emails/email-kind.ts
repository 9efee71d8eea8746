import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import type { EmailKind } from '../../core/outbox/email-outbox';
import type { RetentionPeriods } from '../../domain/retention-periods';
import type { ObjectStorage } from '../../core/storage/object-storage';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * A calendar invitation (nodemailer's icalEvent): sent as the text/calendar part with its
   * METHOD, which calendars act on, and as an .ics attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Files sent with the e-mail (a receipt's PDF), as nodemailer takes them. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface RenderContext {
  db: Db;
  appUrl: string;
  admissionsEmail: string;
  /** Where letters are stored, for e-mails that carry one (a receipt). */
  storage?: ObjectStorage;
  /** The RETAIN_* periods, for e-mails that say how long something is kept (the defaults when not given). */
  retention?: RetentionPeriods;
}

/**
 * One kind of e-mail: it loads what it needs by the ids in the outbox payload and renders.
 * It throws bullmq's UnrecoverableError when the e-mail can never be sent (row deleted).
 */
export interface EmailKindHandler {
  kind: EmailKind;
  /** `recipient` is the outbox row's address, for e-mails about an address rather than a row. */
  render(payload: Record<string, unknown>, ctx: RenderContext, recipient: string): Promise<RenderedEmail>;
  /** Records that the e-mail left, in the transaction that marks its outbox row sent. */
  recordSent?(trx: Transaction<Database>, payload: Record<string, unknown>): Promise<void>;
}
