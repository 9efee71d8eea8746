import { useMemo, useSyncExternalStore } from 'react';
import { intlLocale, type Locale } from '@domain/locale';

/**
 * How a visit's or an interview's time is written: always in UK time, and in the reader's own time
 * zone as well where its clock reads differently, "10:00 UK time (13:00 in Riyadh)" (decisions 141,
 * 145). Only Intl, in the browser: the server sends instants, and only the browser knows the zone.
 */

const SCHOOL_TIME_ZONE = 'Europe/London';

/** The sentences a time is written with, each with its `{time}`, `{place}` or `{zone}` left to fill in. */
export interface ClockWords {
  /** "{time} UK time" */
  ukTime: string;
  /** "{time} in {place}": the visitor's city. */
  inPlace: string;
  /** "{time}, {zone}": a zone with no city we can name in the page's language. */
  inZone: string;
}

/** Fills a sentence's `{name}` gaps; the island's words arrive as plain strings, not catalogue functions. */
export function fillIn(sentence: string, values: Record<string, string>): string {
  return sentence.replace(/\{(\w+)\}/g, (gap, name: string) => values[name] ?? gap);
}

/**
 * The Arabic names of the cities families most often write from. Intl names a zone's region
 * ("توقيت المملكة العربية السعودية") but not its city; any zone not listed gets that name.
 */
const ARABIC_CITIES: Readonly<Record<string, string>> = {
  'Asia/Riyadh': 'الرياض',
  'Asia/Dubai': 'دبي',
  'Asia/Kuwait': 'الكويت',
  'Asia/Qatar': 'الدوحة',
  'Asia/Bahrain': 'المنامة',
  'Asia/Muscat': 'مسقط',
  'Asia/Aden': 'عدن',
  'Asia/Baghdad': 'بغداد',
  'Asia/Amman': 'عمّان',
  'Asia/Beirut': 'بيروت',
  'Asia/Damascus': 'دمشق',
  'Africa/Cairo': 'القاهرة',
  'Africa/Khartoum': 'الخرطوم',
  'Africa/Tripoli': 'طرابلس',
  'Africa/Tunis': 'تونس',
  'Africa/Algiers': 'الجزائر',
  'Africa/Casablanca': 'الدار البيضاء',
  'Africa/Lagos': 'لاغوس',
  'Africa/Nairobi': 'نيروبي',
  'Europe/Istanbul': 'إسطنبول',
  'Europe/Paris': 'باريس',
  'Europe/Berlin': 'برلين',
  'Asia/Tehran': 'طهران',
  'Asia/Karachi': 'كراتشي',
  'Asia/Kolkata': 'كولكاتا',
  'Asia/Dhaka': 'دكا',
  'Asia/Kuala_Lumpur': 'كوالالمبور',
  'Asia/Jakarta': 'جاكرتا',
  'Asia/Singapore': 'سنغافورة',
  'Asia/Shanghai': 'شنغهاي',
  'Asia/Hong_Kong': 'هونغ كونغ',
  'Asia/Tokyo': 'طوكيو',
  'America/New_York': 'نيويورك',
  'America/Toronto': 'تورنتو',
  'Australia/Sydney': 'سيدني',
};

/** The visitor's city as the page's language names it: the zone id's own in English, the table's in Arabic. */
export function placeName(timeZone: string, locale: Locale): string | undefined {
  if (locale === 'ar') return ARABIC_CITIES[timeZone];
  const [area, ...rest] = timeZone.split('/');
  if (rest.length === 0 || area === 'Etc') return undefined;
  return rest.at(-1)!.replace(/_/g, ' ');
}

/** The visitor's time zone as the browser reports it, or undefined where it cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const clockIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The visitor's zone's formats, or undefined for a zone this browser's Intl does not know. */
function ownZone(timeZone: string, locale: Locale) {
  try {
    const zoneName = new Intl.DateTimeFormat(intlLocale[locale], { timeZone, timeZoneName: 'shortGeneric' });
    return {
      clock: clockIn(timeZone),
      date: dateIn(timeZone),
      weekday: new Intl.DateTimeFormat(intlLocale[locale], { timeZone, weekday: 'long' }),
      place: placeName(timeZone, locale),
      zoneName: (instant: Date) =>
        zoneName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone,
    };
  } catch {
    return undefined;
  }
}

export interface VisitClock {
  /** The UK day of an instant in words: "Tuesday 30 March 2027", or its Arabic. */
  day(instant: string): string;
  /** "10:00 UK time (13:00 in Riyadh)"; just "10:00 UK time" where the visitor's clock reads the same. */
  time(instant: string): string;
  /** The day and the time: "Tuesday 30 March 2027, 10:00 UK time (13:00 in Riyadh)". */
  when(instant: string): string;
}

/** A clock for one page language and one visitor's zone (the browser's unless given). */
export function visitClock(locale: Locale, words: ClockWords, visitorZone = browserTimeZone()): VisitClock {
  const ukClock = clockIn(SCHOOL_TIME_ZONE);
  const ukDate = dateIn(SCHOOL_TIME_ZONE);
  const ukDay = new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: SCHOOL_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const comma = locale === 'ar' ? '، ' : ', ';
  const own = visitorZone && visitorZone !== SCHOOL_TIME_ZONE ? ownZone(visitorZone, locale) : undefined;

  const day = (instant: string) =>
    // "Tuesday, 30 March 2027" → "Tuesday 30 March 2027", as the e-mails write it (domain/campus-visits.ts).
    ukDay.format(new Date(instant)).replace(/^(\p{L}+), /u, locale === 'en' ? '$1 ' : '$1، ');

  const time = (instant: string) => {
    const at = new Date(instant);
    const uk = fillIn(words.ukTime, { time: ukClock.format(at) });
    if (!own) return uk;
    const clock = own.clock.format(at);
    const sameDay = own.date.format(at) === ukDate.format(at);
    if (clock === ukClock.format(at) && sameDay) return uk;
    // A visitor far east or west may see the visit on another day of their own week.
    const ownTime = sameDay ? clock : `${own.weekday.format(at)} ${clock}`;
    const local = own.place
      ? fillIn(words.inPlace, { time: ownTime, place: own.place })
      : fillIn(words.inZone, { time: ownTime, zone: own.zoneName(at) });
    return `${uk} (${local})`;
  };

  return { day, time, when: (instant) => `${day(instant)}${comma}${time(instant)}` };
}

const noSubscription = () => () => undefined;

/**
 * The visitor's clock once the island runs in the browser, null while prerendering and hydrating:
 * the visitor's zone is the browser's, so no time is written into the static HTML.
 */
export function useVisitClock(locale: Locale, words: ClockWords): VisitClock | null {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(() => (inBrowser ? visitClock(locale, words) : null), [inBrowser, locale, words]);
}
