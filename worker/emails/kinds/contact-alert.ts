import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { emailLanguage, submittedInNote } from '../localized';
import { formatLondonTime, loadContact } from '../load-submission';

/** This e-mail's words (decision 101). */
const messages = {
  subject: (name: string) => `New enquiry from ${name}`,
  heading: 'New enquiry from the website',
  sent: (name: string) =>
    `${name} sent a message through the contact form. Reply to this e-mail to answer them directly.`,
  fields: {
    received: 'Received',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    programmeInterest: 'Programme of interest',
    message: 'Message',
  },
  openDashboard: 'Open the dashboard',
} as const;
const labels = messages.fields;

/** Tells admissions (in English) about a new enquiry, and its language; replying goes straight to the sender. */
export const contactAlert: EmailKindHandler = {
  kind: 'contact_alert',
  async render(payload, { db, appUrl }) {
    const contact = await loadContact(db, payload);
    const name = `${contact.first_name} ${contact.last_name}`;
    return {
      subject: messages.subject(name),
      replyTo: contact.email,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [messages.sent(name), ...submittedInNote(emailLanguage(contact.language), 'sender')],
        fields: [
          [labels.received, formatLondonTime(contact.created_at)],
          [labels.firstName, contact.first_name],
          [labels.lastName, contact.last_name],
          [labels.email, contact.email],
          [labels.phone, contact.phone],
          [labels.programmeInterest, contact.programme_interest],
          [labels.message, contact.message],
        ],
        action: { label: messages.openDashboard, url: `${appUrl}/admin` },
      }),
    };
  },
};
