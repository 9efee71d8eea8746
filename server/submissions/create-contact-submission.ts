import type { Db } from '../../db/client';
import { insertOutboxEmails } from '../../db/email-outbox';
import type { ContactFormValues } from '../../web/src/schemas/contact-form';

/**
 * Stores a contact message and the two e-mails it owes (the admissions alert and the
 * sender's acknowledgement) in one transaction, so neither exists without the other.
 */
export async function createContactSubmission(
  db: Db,
  values: ContactFormValues,
  admissionsEmail: string,
): Promise<{ id: string; outboxIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_submissions')
      .values({
        first_name: values.firstName,
        last_name: values.lastName,
        email: values.email,
        phone: values.phone,
        programme_interest: values.programmeInterest,
        message: values.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outboxIds = await insertOutboxEmails(trx, [
      { kind: 'contact_alert', recipient: admissionsEmail, payload: { contactId: id }, referenceId: id },
      { kind: 'contact_ack', recipient: values.email, payload: { contactId: id }, referenceId: id },
    ]);
    return { id, outboxIds };
  });
}
