import type { ContactFormField } from '@domain/public-form-fields';

/** The contact form's words (decision 101); its errors are the schema's, in domain/. */
export const contactFormMessages = {
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    programmeInterest: 'Programme of Interest',
    message: 'Message',
  } satisfies Record<ContactFormField, string>,
  programmePlaceholder: 'Select a programme (optional)',
  notSureYet: 'Not sure yet',
  privacyPurpose: 'answer your enquiry',
  sending: 'Sending...',
  send: 'Send Message',
} as const;
