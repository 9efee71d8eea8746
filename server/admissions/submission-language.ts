import { formColumnNames } from '../../db/form-columns';
import type { FormColumns } from '../../db/form-columns';
import type { Locale } from '../../domain/locale';

/** What staff screens and exports call each language a submission can be sent in (they stay English). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'Arabic' };

export function languageName(language: Locale): string {
  return LANGUAGE_NAMES[language] ?? language;
}

/**
 * A form's stored columns, its language last (migration 0016): the language the form was sent
 * in, which the form's schema carries among its fields and the table keeps with a default.
 */
export function formColumnsWithLanguage<Shape extends object>(
  shape: Shape,
): Array<keyof FormColumns<Omit<Shape, 'language'>> | 'language'> {
  const fields = formColumnNames(shape).filter((name) => name !== 'language') as Array<
    keyof FormColumns<Omit<Shape, 'language'>>
  >;
  return [...fields, 'language'];
}
