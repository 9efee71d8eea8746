import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@domain/locale';
import { LocaleProvider } from '@/lib/locale';

/**
 * An island's root on both sides: it renders its child and reports the first commit, which
 * the browser waits for before replaying a click made before hydration. It provides the
 * page's language again, since an island is a React root of its own. The same wrapper on
 * the server keeps the two trees (and so `useId`) identical.
 */
export function IslandRoot({
  children,
  locale,
  onCommit,
}: {
  children: ReactNode;
  locale: Locale;
  onCommit?: () => void;
}) {
  useEffect(() => onCommit?.(), [onCommit]);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
