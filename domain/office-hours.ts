import { m } from '@i18n/messages';
import type { Locale } from './locale';
import type { site } from './site';

/** The day ranges of site.officeHours. */
export type OfficeDays = (typeof site.officeHours)[number]['days'];

/** Each day range of site config in words; a new one in site.ts fails to compile until it is named here. */
const dayNames: Record<OfficeDays, (locale: Locale) => string> = {
  'Mon-Fri': (locale) => m.site_office_days_mon_fri({}, { locale }),
  Saturday: (locale) => m.site_office_days_saturday({}, { locale }),
};

/** A day range of site.officeHours ("Mon-Fri") as the site says it in the given language. */
export function officeDaysName(days: OfficeDays, locale: Locale): string {
  return dayNames[days](locale);
}

const TIME = /^(\d{1,2}:\d{2}) ?(AM|PM)$/;

function timeOfDay(value: string | undefined, locale: Locale): string | null {
  const match = TIME.exec(value?.trim() ?? '');
  if (!match) return null;
  const time = match[1]!;
  return match[2] === 'AM' ? m.site_time_am({ time }, { locale }) : m.site_time_pm({ time }, { locale });
}

/**
 * The opening and closing times of one slot of site.officeHours ("9:00 AM-5:00 PM") in the given
 * language, with the site's words for morning and afternoon (site_time_am, site_time_pm): "9:00 AM"
 * in English, "9:00 صباحًا" in Arabic. Null for a format this does not know, which callers show
 * as site.ts writes it rather than guess at.
 */
export function officeTimes(hours: string, locale: Locale): { from: string; to: string } | null {
  const [opens, closes, ...rest] = hours.split('-');
  if (rest.length > 0) return null;
  const from = timeOfDay(opens, locale);
  const to = timeOfDay(closes, locale);
  return from && to ? { from, to } : null;
}
