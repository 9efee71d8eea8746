import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';
import { site } from '@domain/site';

type OfficeDays = (typeof site.officeHours)[number]['days'];

/** Each day range of site config in words; a new one in site.ts fails to compile until it is named here. */
const dayNames: Record<OfficeDays, (locale: Locale) => string> = {
  'Mon-Fri': (locale) => m.site_office_days_mon_fri({}, { locale }),
  Saturday: (locale) => m.site_office_days_saturday({}, { locale }),
};

const TIME = /^(\d{1,2}:\d{2}) ?(AM|PM)$/;

function timeOfDay(value: string | undefined, locale: Locale): string | null {
  const match = TIME.exec(value?.trim() ?? '');
  if (!match) return null;
  const time = match[1]!;
  return match[2] === 'AM' ? m.site_time_am({ time }, { locale }) : m.site_time_pm({ time }, { locale });
}

/**
 * The office hours of site config, one line per day range, in the given language: the English
 * reads exactly as site.ts writes it ("Mon-Fri: 9:00 AM-5:00 PM"), the Arabic has the same times.
 */
export function officeHoursLines(locale: Locale): string[] {
  return site.officeHours.map((slot) => {
    const [opens, closes] = slot.hours.split('-');
    const from = timeOfDay(opens, locale);
    const to = timeOfDay(closes, locale);
    // A format this does not know is shown as site.ts writes it rather than guessed at.
    if (!from || !to) return `${slot.days}: ${slot.hours}`;
    return m.site_office_hours({ days: dayNames[slot.days](locale), from, to }, { locale });
  });
}
