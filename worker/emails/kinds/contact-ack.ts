import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { loadContact } from '../load-submission';

/** This e-mail's words (decision 101). */
const messages = {
  subject: `We have received your message - ${site.name}`,
  heading: 'Thank you for contacting us',
  received: 'We have received your message and a member of our admissions team will get back to you soon.',
  officeHours: (openingTimes: string) =>
    `Our office is open ${openingTimes} (UK time). If your enquiry is urgent, please call us on ${site.phone}.`,
} as const;

/**
 * Thanks the sender and says what happens next. It quotes nothing the sender typed (name or
 * message): anyone can put any address into the form, so free text here would let a stranger
 * send their words from the academy's domain.
 */
export const contactAck: EmailKindHandler = {
  kind: 'contact_ack',
  async render(payload, { db }) {
    // Loaded so an erased or missing submission fails the job instead of acknowledging nothing.
    await loadContact(db, payload);
    return {
      subject: messages.subject,
      ...renderEmail({
        heading: messages.heading,
        paragraphs: [
          messages.received,
          messages.officeHours(site.officeHours.map((h) => `${h.days} ${h.hours}`).join(' and ')),
        ],
        closing: admissionsSignOff,
      }),
    };
  },
};
