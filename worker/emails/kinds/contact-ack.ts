import { site } from '../../../web/src/config/site';
import type { EmailKindHandler } from '../email-kind';
import { renderEmail } from '../layout';
import { loadContact } from '../load-submission';

/** Thanks the sender and says what happens next. */
export const contactAck: EmailKindHandler = {
  kind: 'contact_ack',
  async render(payload, { db }) {
    const contact = await loadContact(db, payload);
    return {
      subject: `We have received your message - ${site.name}`,
      ...renderEmail({
        heading: `Thank you for contacting us, ${contact.first_name}`,
        paragraphs: [
          `We have received your message and a member of our admissions team will get back to you soon.`,
          `Our office is open ${site.officeHours.map((h) => `${h.days} ${h.hours}`).join(' and ')} (UK time). If your enquiry is urgent, please call us on ${site.phone}.`,
        ],
        fields: [['Your message', contact.message]],
        closing: ['With best wishes,', `The Admissions Team, ${site.name}`],
      }),
    };
  },
};
