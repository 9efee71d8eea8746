import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { formatLondonTime, loadContact } from '../load-submission';

/** Tells admissions about a new enquiry; replying goes straight to the sender. */
export const contactAlert: EmailKindHandler = {
  kind: 'contact_alert',
  async render(payload, { db, appUrl }) {
    const contact = await loadContact(db, payload);
    const name = `${contact.first_name} ${contact.last_name}`;
    return {
      subject: `New enquiry from ${name}`,
      replyTo: contact.email,
      ...renderEmail({
        heading: 'New enquiry from the website',
        paragraphs: [`${name} sent a message through the contact form. Reply to this e-mail to answer them directly.`],
        fields: [
          ['Received', formatLondonTime(contact.created_at)],
          ['First name', contact.first_name],
          ['Last name', contact.last_name],
          ['Email', contact.email],
          ['Phone', contact.phone],
          ['Programme of interest', contact.programme_interest],
          ['Message', contact.message],
        ],
        action: { label: 'Open the dashboard', url: `${appUrl}/admin` },
      }),
    };
  },
};
