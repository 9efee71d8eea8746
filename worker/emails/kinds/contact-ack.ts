import { m } from '@i18n/messages';
import type { Locale } from '../../../domain/locale';
import { officeTimes } from '../../../domain/office-hours';
import { site } from '../../../domain/site';
import type { EmailKindHandler } from '../email-kind';
import { admissionsSignOff, renderEmail } from '../layout';
import { emailLanguage, siteNameIn } from '../localized';
import { loadContact } from '../load-submission';

/** The office's days as each language says them (site.officeHours); days not listed stay as written. */
const officeDays: Record<string, (inputs: object, options: { locale: Locale }) => string> = {
  'Mon-Fri': m.emails_office_days_mon_fri,
  Saturday: m.emails_office_days_saturday,
};

/**
 * The office hours of site.officeHours in the e-mail's language: "Mon-Fri 9:00 AM-5:00 PM" in
 * English, as site.ts writes them, and with the site's Arabic words for the times of day in Arabic
 * (domain/office-hours.ts, as the footer and the contact page say them).
 */
export function openingTimes(locale: Locale): string {
  return site.officeHours
    .map((slot) => {
      const days = officeDays[slot.days]?.({}, { locale }) ?? slot.days;
      const times = officeTimes(slot.hours, locale);
      // A format officeTimes does not know is written as site.ts has it rather than guessed at.
      return times ? m.emails_contact_ack_office_slot({ days, ...times }, { locale }) : `${days} ${slot.hours}`;
    })
    .join(m.emails_contact_ack_office_slots_joiner({}, { locale }));
}

/**
 * Thanks the sender and says what happens next, in the language of the page they wrote from.
 * It quotes nothing the sender typed (name or message): anyone can put any address into the
 * form, so free text here would let a stranger send their words from the academy's domain.
 */
export const contactAck: EmailKindHandler = {
  kind: 'contact_ack',
  async render(payload, { db }) {
    // Loaded so an erased or missing submission fails the job instead of acknowledging nothing.
    const contact = await loadContact(db, payload);
    const locale = emailLanguage(contact.language);
    return {
      subject: m.emails_contact_ack_subject({ siteName: siteNameIn(locale) }, { locale }),
      ...renderEmail(
        {
          heading: m.emails_contact_ack_heading({}, { locale }),
          paragraphs: [
            m.emails_contact_ack_received({}, { locale }),
            m.emails_contact_ack_office_hours({ openingTimes: openingTimes(locale), phone: site.phone }, { locale }),
          ],
          closing: admissionsSignOff(locale),
        },
        locale,
      ),
    };
  },
};
