import type { Locale } from '@domain/locale';

/** The language of the page in the browser, as the prerender wrote it into `<html lang>`. */
export function documentLocale(): Locale {
  return document.documentElement.lang === 'ar' ? 'ar' : 'en';
}
