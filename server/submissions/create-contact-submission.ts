import type { Db } from '../../db/client';
import { insertSubmissionWithEmails } from '../../db/email-outbox';
import { formColumns } from '../../db/form-columns';
import type { ContactFormValues } from '../../web/src/schemas/contact-form';
import { acknowledgementFor } from './acknowledgement-limit';

/**
 * Stores a contact message and the two e-mails it owes (the admissions alert and the
 * sender's acknowledgement, within its daily cap) atomically, so neither exists without the other.
 */
export async function createContactSubmission(
  db: Db,
  values: ContactFormValues,
  admissionsEmail: string,
): Promise<{ id: string; outboxIds: string[] }> {
  return insertSubmissionWithEmails(
    db,
    'contact_submissions',
    formColumns(values),
    'contactId',
    [
      { kind: 'contact_alert', recipient: admissionsEmail },
      ...(await acknowledgementFor(db, 'contact_ack', values.email)),
    ],
  );
}
