import { m } from '@i18n/messages';
import type { EnglishLevel, Programme, StartDate } from '@domain/application-choices';
import type { Locale } from '@domain/locale';

/**
 * The public forms' words (decision 101) are the `forms` catalogue's (i18n/messages/forms), in
 * English and Arabic; these modules are keyed views of it in the page's language, so the
 * components read `messages.key`. (Not @domain/fields: the form's first JavaScript carries no zod.)
 */
export type FormMessage = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** Reads catalogue messages in one language. */
export const sayIn =
  (locale: Locale) =>
  (message: FormMessage): string =>
    message({}, { locale });

/** The words every public form shares. */
export function formMessages(locale: Locale) {
  const say = sayIn(locale);
  return {
    /** Around the red asterisk: "Fields marked * are required." */
    requiredNoteBefore: say(m.forms_required_note_before),
    requiredNoteAfter: say(m.forms_required_note_after),
    /** The honeypot's label: only bots ever read it. */
    honeypotLabel: say(m.forms_honeypot_label),
  };
}

/**
 * The choices' names as the forms show them; the value sent and stored stays the choice's own
 * (domain/application-choices.ts, whose English labels these repeat: form-messages.test.ts keeps them equal).
 */
export const PROGRAMME_NAMES = {
  english: m.forms_programme_english,
  gcse: m.forms_programme_gcse,
  alevel: m.forms_programme_alevel,
  foundation: m.forms_programme_foundation,
  premasters: m.forms_programme_premasters,
} satisfies Record<Programme, FormMessage>;

export const START_DATE_NAMES = {
  sep2025: m.forms_start_date_sep2025,
  jan2026: m.forms_start_date_jan2026,
  apr2026: m.forms_start_date_apr2026,
  sep2026: m.forms_start_date_sep2026,
} satisfies Record<StartDate, FormMessage>;

export const ENGLISH_LEVEL_NAMES = {
  beginner: m.forms_english_level_beginner,
  intermediate: m.forms_english_level_intermediate,
  advanced: m.forms_english_level_advanced,
  native: m.forms_english_level_native,
} satisfies Record<EnglishLevel, FormMessage>;
