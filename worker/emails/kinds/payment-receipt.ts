import { createHash } from 'node:crypto';
import { m } from '@i18n/messages';
import { UnrecoverableError } from 'bullmq';
import { letterFileName } from '../../../core/letters/letter-files';
import { applicantNotice } from '../applicant-notice';
import type { EmailKindHandler } from '../email-kind';

const notice = applicantNotice('payment_receipt', {
  subject: (words, locale) => m.emails_payment_receipt_subject(words, { locale }),
  heading: (locale) => m.emails_payment_receipt_heading({}, { locale }),
  paragraphs: (words, locale) => [
    m.emails_payment_receipt_intro(words, { locale }),
    m.emails_payment_receipt_space({}, { locale }),
  ],
});

/**
 * Thanks the applicant for a payment, in their language, with its receipt attached as the PDF the
 * worker issued (decision 137): the bytes are checked against the SHA-256 kept when it was issued,
 * so the e-mail carries exactly the receipt in their space. Written only once the receipt exists.
 */
export const paymentReceipt: EmailKindHandler = {
  kind: 'payment_receipt',
  async render(payload, ctx, recipient) {
    const email = await notice.render(payload, ctx, recipient);
    const letterId = typeof payload.letterId === 'string' ? payload.letterId : '';
    const letter = letterId
      ? await ctx.db
          .selectFrom('letters')
          .select(['id', 'kind', 'language', 'state', 'object_key', 'sha256'])
          .where('id', '=', letterId)
          .where('application_id', '=', String(payload.applicationId))
          .where('kind', '=', 'payment_receipt')
          .executeTakeFirst()
      : undefined;
    if (!letter || letter.state !== 'issued' || !letter.object_key)
      throw new UnrecoverableError(`receipt ${letterId} is not issued`);
    if (!ctx.storage) throw new Error('the receipt e-mail needs the letters’ storage');
    const chunks: Buffer[] = [];
    for await (const chunk of await ctx.storage.get(letter.object_key)) chunks.push(Buffer.from(chunk as Uint8Array));
    const content = Buffer.concat(chunks);
    if (createHash('sha256').update(content).digest('hex') !== letter.sha256)
      throw new UnrecoverableError(`receipt ${letterId}: the stored file is not the one issued`);
    return {
      ...email,
      attachments: [
        {
          filename: letterFileName(letter.kind, letter.language, letter.id),
          content,
          contentType: 'application/pdf',
        },
      ],
    };
  },
};
