import { m } from '@i18n/messages';
import { localizedPath, type Locale } from '@domain/locale';
import { useLocale } from '@/lib/locale';
import { cn } from '@/lib/cn';

/**
 * The language switch: a plain link to the same page in the other language, named
 * in that language. It needs no script; `currentPath` is the page's full path (`/ar/about`).
 */
export function LanguageSwitch({ currentPath, className }: { currentPath: string; className?: string }) {
  const locale = useLocale();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={localizedPath(currentPath, other)}
      lang={other}
      hrefLang={other}
      className={cn(
        'rounded px-2 py-0.5 text-xs font-semibold underline-offset-4 hover:underline focus-visible:outline-white sm:text-sm',
        className,
      )}
    >
      {m.site_language_switch({}, { locale })}
    </a>
  );
}
