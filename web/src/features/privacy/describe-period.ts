import { m } from '@i18n/messages';
import { periodInUnits } from '@domain/retention-periods';
import type { Locale } from '@domain/locale';

/**
 * A retention period in words, in the page's language: "2 years" / "سنتان", "45 days" / "45 يومًا"
 * (Arabic has its own forms for one, two, three to ten and eleven upwards). The server says it the
 * same way when it fills in its configured periods (server/http/serve-web.ts).
 */
export function describePeriod(days: number, locale: Locale): string {
  return m.privacy_retention_period(periodInUnits(days), { locale });
}
