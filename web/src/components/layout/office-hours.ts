import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';
import { officeDaysName, officeTimes } from '@domain/office-hours';
import { site } from '@domain/site';

/**
 * The office hours of site config, one line per day range, in the given language: the English
 * reads exactly as site.ts writes it ("Mon-Fri: 9:00 AM-5:00 PM"), the Arabic has the same times.
 */
export function officeHoursLines(locale: Locale): string[] {
  return site.officeHours.map((slot) => {
    const times = officeTimes(slot.hours, locale);
    // A format officeTimes does not know is shown as site.ts writes it rather than guessed at.
    if (!times) return `${slot.days}: ${slot.hours}`;
    return m.site_office_hours({ days: officeDaysName(slot.days, locale), ...times }, { locale });
  });
}
