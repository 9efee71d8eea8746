/**
 * The Arabic of the course pages, the Course Fees page, Term Dates and University Destinations:
 * each page's Arabic carries exactly the English facts (fees, dates, durations, ages,
 * class sizes, IELTS scores, addresses), has the English shape, and is written in Arabic.
 */
import { describe, expect, it } from 'vitest';
import { aLevel } from './courses/a-level';
import { aLevelAr } from './courses/a-level.ar';
import { courseCallToAction, coursePageText, type CourseContent, type CoursePageText } from './courses/course-types';
import { courseCallToActionAr, coursePageTextAr } from './courses/course-types.ar';
import { englishLanguage } from './courses/english-language';
import { englishLanguageAr } from './courses/english-language.ar';
import { foundation, foundationDestinations } from './courses/foundation';
import { foundationAr, foundationDestinationsAr } from './courses/foundation.ar';
import { gcse } from './courses/gcse';
import { gcseAr } from './courses/gcse.ar';
import { preMasters } from './courses/pre-masters';
import { preMastersAr } from './courses/pre-masters.ar';
import { preSessional } from './courses/pre-sessional';
import { preSessionalAr } from './courses/pre-sessional.ar';
import {
  summerDailySchedule,
  summerExcursions,
  summerIncluded,
  summerSchool,
  summerSchoolPage,
  summerSessions,
} from './courses/summer-school';
import {
  summerDailyScheduleAr,
  summerExcursionsAr,
  summerIncludedAr,
  summerSchoolAr,
  summerSchoolPageAr,
  summerSessionsAr,
} from './courses/summer-school.ar';
import { factDifferences } from './fact-parity';
import { type Fee, feeExclusions, feeForCourse, fees, formatFee, paymentOptions } from './fees';
import { feeExclusionsAr, feesAr, formatFeeAr, paymentOptionsAr } from './fees.ar';
import { feesPage } from './fees-page';
import { feesPageAr } from './fees-page.ar';
import { formatPoundRange, formatPounds } from '@domain/money';
import { formatTermDate, termDatesContent, terms, type Term } from './term-dates';
import { termDatesContentAr, termsAr } from './term-dates.ar';
import { universityDestinations } from './universities';
import { universityDestinationsAr } from './universities.ar';
import {
  destinationsCallToAction,
  destinationsIntro,
  destinationsPage,
  destinationStats,
  preparationServices,
  subjectAreas,
  successStories,
  universitiesIntro,
} from './university-destinations';
import {
  destinationsCallToActionAr,
  destinationsIntroAr,
  destinationsPageAr,
  destinationStatsAr,
  preparationServicesAr,
  subjectAreasAr,
  successStoriesAr,
  universitiesIntroAr,
} from './university-destinations.ar';

type Language = 'en' | 'ar';

/** What the shared course layout prints around a course: its facts, fee and closing text. */
function coursePage(course: CourseContent, language: Language) {
  const text: CoursePageText = language === 'en' ? coursePageText : coursePageTextAr;
  const callToAction = language === 'en' ? courseCallToAction : courseCallToActionAr;
  const fee = feeForCourse(course.path);
  // The illustration is a data URL whose numbers are no facts; both languages share it (checked below).
  const { image, ...words } = course;
  return {
    course: words,
    imageAlt: image.alt,
    text,
    classSize: text.classSize(course.maxClassSize),
    fee: fee && (language === 'en' ? formatFee(fee) : formatFeeAr(fee)),
    callToAction: { title: callToAction.title, text: callToAction.text(course.title) },
  };
}

const termRows = (rows: readonly Term[], language: Language) =>
  rows.map((term) => ({
    name: term.name,
    dates: [term.start, term.halfTerm.from, term.halfTerm.to, term.end].map((iso) => formatTermDate(iso, language)),
  }));

const feeRows = (rows: readonly Fee[], format: (fee: Fee) => string) =>
  rows.map((fee) => ({ programmes: fee.programmes.map((programme) => programme.label), fee: format(fee) }));

const destinationsText = (page: typeof destinationsPage, stories: typeof successStories) =>
  stories.map((story) => ({
    quote: page.quote(story.quote),
    credit: page.storyCredit(story.course, story.university),
  }));

/** Each page's words in English and in Arabic, as the page shows them. */
const pages: Record<string, { en: unknown; ar: unknown }> = {
  'a-level': { en: coursePage(aLevel, 'en'), ar: coursePage(aLevelAr, 'ar') },
  gcse: { en: coursePage(gcse, 'en'), ar: coursePage(gcseAr, 'ar') },
  'english-language': { en: coursePage(englishLanguage, 'en'), ar: coursePage(englishLanguageAr, 'ar') },
  'pre-sessional': { en: coursePage(preSessional, 'en'), ar: coursePage(preSessionalAr, 'ar') },
  'pre-masters': { en: coursePage(preMasters, 'en'), ar: coursePage(preMastersAr, 'ar') },
  foundation: {
    en: { ...coursePage(foundation, 'en'), destinations: foundationDestinations, universities: universityDestinations },
    ar: {
      ...coursePage(foundationAr, 'ar'),
      destinations: foundationDestinationsAr,
      universities: universityDestinationsAr,
    },
  },
  'summer-school': {
    en: {
      ...coursePage(summerSchool, 'en'),
      page: summerSchoolPage,
      sessions: summerSessions,
      schedule: summerDailySchedule,
      excursions: summerExcursions,
      included: summerIncluded,
    },
    ar: {
      ...coursePage(summerSchoolAr, 'ar'),
      page: summerSchoolPageAr,
      sessions: summerSessionsAr,
      schedule: summerDailyScheduleAr,
      excursions: summerExcursionsAr,
      included: summerIncludedAr,
    },
  },
  'international-fees': {
    en: { page: feesPage, fees: feeRows(fees, formatFee), paymentOptions, exclusions: feeExclusions },
    ar: {
      page: feesPageAr,
      fees: feeRows(feesAr, formatFeeAr),
      paymentOptions: paymentOptionsAr,
      exclusions: feeExclusionsAr,
    },
  },
  'term-dates': {
    en: { content: termDatesContent, terms: termRows(terms, 'en') },
    ar: { content: termDatesContentAr, terms: termRows(termsAr, 'ar') },
  },
  'university-destinations': {
    en: {
      intro: destinationsIntro,
      universitiesIntro,
      page: destinationsPage,
      stats: destinationStats,
      universities: universityDestinations,
      stories: successStories,
      storyText: destinationsText(destinationsPage, successStories),
      subjects: subjectAreas,
      services: preparationServices,
      callToAction: destinationsCallToAction,
    },
    ar: {
      intro: destinationsIntroAr,
      universitiesIntro: universitiesIntroAr,
      page: destinationsPageAr,
      stats: destinationStatsAr,
      universities: universityDestinationsAr,
      stories: successStoriesAr,
      storyText: destinationsText(destinationsPageAr, successStoriesAr),
      subjects: subjectAreasAr,
      services: preparationServicesAr,
      callToAction: destinationsCallToActionAr,
    },
  },
};

/** Fields that are addresses, not words: the same in both languages. */
const ADDRESS_KEYS = new Set(['path', 'coursePath', 'src', 'website']);

/** Names that stay in Latin script on their own in the Arabic (the breadcrumbs of two courses). */
const LATIN_NAMES = new Set(['A-Level', 'GCSE']);

const ARABIC = /[\u0600-\u06FF]/;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

/** The keys, array lengths and kinds of value of a content tree, without its words. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    // An icon is a component: the same one in both languages, so its inside does not matter.
    if ('$$typeof' in value) return 'component';
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

/** Every English string with letters and the Arabic string in its place, with the path to them. */
function stringPairs(english: unknown, arabic: unknown, path = ''): Array<[string, string, string]> {
  if (typeof english === 'string')
    return typeof arabic === 'string' && /[A-Za-z]/.test(english) ? [[path, english, arabic]] : [];
  if (Array.isArray(english) && Array.isArray(arabic))
    return english.flatMap((item, index) => stringPairs(item, arabic[index], `${path}[${index}]`));
  if (english && typeof english === 'object' && arabic && typeof arabic === 'object' && !('$$typeof' in english)) {
    return Object.entries(english)
      .filter(([key]) => !ADDRESS_KEYS.has(key))
      .flatMap(([key, item]) => stringPairs(item, (arabic as Record<string, unknown>)[key], `${path}.${key}`));
  }
  return [];
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe.each(Object.entries(pages))('the Arabic of %s', (_name, { en, ar }) => {
  it('carries exactly the facts of the English', () => {
    expect(factDifferences(en, ar)).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });

  it('has the shape of the English (no field or list item missing or added)', () => {
    expect(shapeOf(ar)).toEqual(shapeOf(en));
  });

  it('is written in Arabic wherever the English has words', () => {
    const notArabic = stringPairs(en, ar).filter(([, , arabic]) => !ARABIC.test(arabic) && !LATIN_NAMES.has(arabic));
    expect(notArabic).toEqual([]);
  });

  it('writes its digits in Western form', () => {
    expect(allStrings(ar).filter((text) => ARABIC_INDIC_DIGITS.test(text))).toEqual([]);
  });
});

describe('money and dates in both languages', () => {
  it('writes fees as £17,500 with Western digits in English and in Arabic', () => {
    expect(formatPounds(17_500, 'en')).toBe('£17,500');
    expect(formatPounds(17_500, 'ar')).toBe('£17,500');
    expect(formatPounds(17_500)).toBe('£17,500');
    expect(formatPoundRange(690, 1_230, 'en')).toBe('£690-£1,230');
    expect(formatPoundRange(690, 1_230, 'ar')).toBe('£690-£1,230');
  });

  it('gives each fee the same amount in both languages', () => {
    expect(feesAr.map((fee) => fee.amountGbp)).toEqual(fees.map((fee) => fee.amountGbp));
    expect(feesAr.map(formatFeeAr)).toEqual([
      '£15,500 سنويًا',
      '£17,500 سنويًا',
      '£22,500 سنويًا',
      'ابتداءً من £500 أسبوعيًا',
      'ابتداءً من £250 أسبوعيًا',
    ]);
  });

  it('writes term dates in the Gregorian calendar with Arabic month names and Western digits', () => {
    expect(formatTermDate('2025-09-15', 'ar')).toBe('الاثنين، 15 سبتمبر 2025');
    expect(formatTermDate('2025-12-12', 'ar')).toBe('الجمعة، 12 ديسمبر 2025');
    expect(formatTermDate('2026-05-26', 'ar')).toBe('الثلاثاء، 26 مايو 2026');
    expect(termsAr.map((term) => [term.start, term.halfTerm, term.end])).toEqual(
      terms.map((term) => [term.start, term.halfTerm, term.end]),
    );
  });

  it('shares each course illustration with the English', () => {
    for (const [english, arabic] of [
      [aLevel, aLevelAr],
      [gcse, gcseAr],
      [englishLanguage, englishLanguageAr],
      [preSessional, preSessionalAr],
      [foundation, foundationAr],
      [preMasters, preMastersAr],
      [summerSchool, summerSchoolAr],
    ] as const) {
      expect(arabic.image).toBe(english.image);
      expect(arabic.path).toBe(english.path);
    }
  });

  it('keeps every university homepage', () => {
    expect(universityDestinationsAr.map((university) => university.website)).toEqual(
      universityDestinations.map((university) => university.website),
    );
    expect(new Set(universityDestinationsAr.map((university) => university.name)).size).toBe(
      universityDestinations.length,
    );
  });
});
