import { m } from '@i18n/messages';
import { z } from 'zod';
import { choiceValues, PROGRAMMES } from './application-choices';
import { emailFieldFor, languageField, optionalText, perLocale, requiredText, sayIn } from './fields';
import { SCHOOL_TIME_ZONE } from './intakes';
import { intlLocale, type Locale } from './locale';

/**
 * A family's campus visit: the booking's schema (the form and the procedure share it), the manage
 * link's input, and how a visit's time is written. Times are always shown in UK time; the page
 * adds the visitor's own time zone where it differs (decision 141).
 */

export const MAX_PARTY_SIZE = 10;

/** The manage link's path; its token rides in the fragment (`#token=…`), as decision 112's links. */
export const VISIT_MANAGE_PATH = '/visit/manage';
export const MANAGE_TOKEN_PARAM = 'token';

export function visitManagePath(locale: Locale): string {
  return locale === 'ar' ? `/ar${VISIT_MANAGE_PATH}` : VISIT_MANAGE_PATH;
}

/** A reminder goes out this long before a visit, unless it was booked later than that (decision 143). */
export const VISIT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** A slot as the public page names it: its rule and its UTC start (decision 141). */
const slotFields = (locale: Locale) => {
  const say = sayIn(locale);
  return {
    ruleId: z.uuid({ error: say(m.visits_error_slot) }),
    startsAt: z.iso.datetime({ error: say(m.visits_error_slot) }),
  };
};

function buildVisitBookingSchema(locale: Locale) {
  const say = sayIn(locale);
  return z.object({
    ...slotFields(locale),
    name: requiredText(200, say(m.visits_error_name_required), say(m.visits_error_name_too_long)),
    email: emailFieldFor(locale),
    phone: requiredText(30, say(m.visits_error_phone_required), say(m.visits_error_phone_too_long)),
    partySize: z
      .number({ error: say(m.visits_error_party_size) })
      .int(say(m.visits_error_party_size))
      .min(1, say(m.visits_error_party_size))
      .max(MAX_PARTY_SIZE, say(m.visits_error_party_size)),
    programmes: z
      .array(z.enum(choiceValues(PROGRAMMES), { error: say(m.visits_error_programmes) }), {
        error: say(m.visits_error_programmes),
      })
      .max(PROGRAMMES.length, say(m.visits_error_programmes))
      .default([])
      .transform((values) => [...new Set(values)]),
    message: optionalText(2000, say(m.visits_error_message_too_long)),
    /** Honeypot: hidden from people, so anything in it came from a bot (as the contact form's). */
    website: z.string().optional(),
    language: languageField,
  });
}

/** The booking form's schema, with its messages in the page's language. */
export const visitBookingSchemaFor = perLocale(buildVisitBookingSchema);
export const visitBookingSchema = visitBookingSchemaFor('en');
export type VisitBookingInput = z.input<typeof visitBookingSchema>;
export type VisitBooking = z.output<typeof visitBookingSchema>;

/** A manage link's token, sent in a POST body (never in a URL a server sees). */
export const manageTokenInput = z.object({
  token: z.string().trim().min(1).max(128),
  language: languageField,
});

export const rescheduleSchemaFor = perLocale((locale: Locale) =>
  manageTokenInput.extend({ ...slotFields(locale), language: languageField }),
);
export const rescheduleInput = rescheduleSchemaFor('en');

const ukDateFormats = {
  en: new Intl.DateTimeFormat(intlLocale.en, {
    timeZone: SCHOOL_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  ar: new Intl.DateTimeFormat(intlLocale.ar, {
    timeZone: SCHOOL_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

const ukClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UK date of an instant in words: "Tuesday 30 March 2027" or its Arabic. */
export function ukDateLabel(instant: Date, locale: Locale): string {
  return ukDateFormats[locale].format(instant).replace(/^(\p{L}+), /u, locale === 'en' ? '$1 ' : '$1، ');
}

/** The UK wall-clock time of an instant, "10:00" (digits are the same in both languages). */
export function ukClockLabel(instant: Date): string {
  return ukClock.format(instant);
}
