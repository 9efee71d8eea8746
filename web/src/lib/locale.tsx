import { createContext, use, type ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { baseLocale, localeDirection, type Locale } from '@domain/locale';

const LocaleContext = createContext<Locale>(baseLocale);

/**
 * The language of the page being rendered; the prerender sets it from the page's URL. Radix
 * components inside take their reading direction from it.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext value={locale}>
      <Direction.Provider dir={localeDirection[locale]}>{children}</Direction.Provider>
    </LocaleContext>
  );
}

export function useLocale(): Locale {
  return use(LocaleContext);
}

/** One value per language: a page's content in English and in Arabic, typed alike. */
export type Localized<T> = Readonly<Record<Locale, T>>;

/** The current language's value of a `Localized` pair. */
export function useLocalized<T>(byLocale: Localized<T>): T {
  return byLocale[useLocale()];
}
