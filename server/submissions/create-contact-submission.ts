import type { Db } from '../../db/client';
import { insertSubmissionWithEmails } from '../../db/email-outbox';
import type { ContactFormValues } from '../../domain/contact-form';
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
    {
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      phone: values.phone,
      programme_interest: values.programmeInterest,
      message: values.message,
    },
    'contactId',
    [
      { kind: 'contact_alert', recipient: admissionsEmail },
      ...(await acknowledgementFor(db, 'contact_ack', values.email)),
    ],
  );
}
