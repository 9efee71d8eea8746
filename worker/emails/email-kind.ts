import type { Db } from '../../db/client';
import type { EmailKind } from '../../core/outbox/email-outbox';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface RenderContext {
  db: Db;
  appUrl: string;
  admissionsEmail: string;
}

/**
 * One kind of e-mail: it loads what it needs by the ids in the outbox payload and renders.
 * It throws bullmq's UnrecoverableError when the e-mail can never be sent (row deleted).
 */
export interface EmailKindHandler {
  kind: EmailKind;
  /** `recipient` is the outbox row's address, for e-mails about an address rather than a row. */
  render(payload: Record<string, unknown>, ctx: RenderContext, recipient: string): Promise<RenderedEmail>;
}
