import { m } from '@i18n/messages';
import { ENGLISH_LEVELS, PROGRAMMES, type EnglishLevel, type Programme } from '@domain/application-choices';
import type { Locale } from '@domain/locale';
import { checkTheForm, genericError } from '@domain/messages';

/**
 * The public forms' words (decision 101) are the `forms` catalogue's (i18n/messages/forms), in
 * English and Arabic; these modules are keyed views of it in the page's language, so the
 * components read `messages.key`. The pages call them while prerendering and hand the result to
 * the form islands as props (plain strings), so a form's first JavaScript carries no catalogue,
 * no Paraglide runtime and no zod (the schemas, with their own messages, load on first touch).
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
    /** The notices the forms write themselves: anything unexpected, and a refusal without a field message. */
    genericError: genericError(locale),
    checkTheForm: checkTheForm(locale),
  };
}

/** The words every public form shares, as its island receives them. */
export type FormWords = ReturnType<typeof formMessages>;

/**
 * The choices' names as the forms show them; the value sent and stored stays the choice's own
 * (domain/application-choices.ts, whose English labels these repeat: form-messages.test.ts keeps them equal).
 */
export const PROGRAMME_NAMES = {
  english: m.forms_programme_english,
  presessional: m.forms_programme_presessional,
  gcse: m.forms_programme_gcse,
  alevel: m.forms_programme_alevel,
  foundation: m.forms_programme_foundation,
  premasters: m.forms_programme_premasters,
  summer: m.forms_programme_summer,
} satisfies Record<Programme, FormMessage>;

export const ENGLISH_LEVEL_NAMES = {
  beginner: m.forms_english_level_beginner,
  intermediate: m.forms_english_level_intermediate,
  advanced: m.forms_english_level_advanced,
  native: m.forms_english_level_native,
} satisfies Record<EnglishLevel, FormMessage>;

/** A choice's shown name by its value, in the choices' order (domain/application-choices.ts). */
function names<Value extends string>(
  choices: ReadonlyArray<{ value: Value }>,
  messages: Record<Value, FormMessage>,
  locale: Locale,
) {
  return Object.fromEntries(choices.map((choice) => [choice.value, messages[choice.value]({}, { locale })])) as Record<
    Value,
    string
  >;
}

/** The application form's choices as it shows them, keyed by the value it sends; JSON keeps their order. */
export function choiceNames(locale: Locale) {
  return {
    programme: names(PROGRAMMES, PROGRAMME_NAMES, locale),
    englishLevel: names(ENGLISH_LEVELS, ENGLISH_LEVEL_NAMES, locale),
  };
}
