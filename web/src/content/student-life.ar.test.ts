/**
 * The Arabic student-life pages: accommodation, the city, leisure and wellbeing, welfare
 * and pastoral care, visa, extra-curricular, parent resources and exam results. Each page's Arabic
 * carries the same facts as its English, has the same shape, and is written in Arabic wherever the
 * English has words; rendered in Arabic, a page shows no English prose.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/lib/locale';
import AccommodationPage from '@/pages/accommodation-page';
import ExamResultsPage from '@/pages/exam-results-page';
import ExtraCurricularPage from '@/pages/extra-curricular-page';
import LeisureWellbeingPage from '@/pages/leisure-wellbeing-page';
import ParentResourcesPage from '@/pages/parent-resources-page';
import TheCityPage from '@/pages/the-city-page';
import VisaPage from '@/pages/visa-page';
import WelfarePastoralPage from '@/pages/welfare-pastoral-page';
import type { Locale } from '@domain/locale';
import { site } from '@domain/site';
import { accommodationContent } from './accommodation';
import { accommodationContentAr } from './accommodation.ar';
import { examResults } from './exam-results';
import { examResultsAr } from './exam-results.ar';
import { extraCurricular } from './extra-curricular';
import { extraCurricularAr } from './extra-curricular.ar';
import { factDifferences } from './fact-parity';
import { leisureWellbeing } from './leisure-wellbeing';
import { leisureWellbeingAr } from './leisure-wellbeing.ar';
import { livingCostsTable } from './living-costs';
import { livingCostsTableAr } from './living-costs.ar';
import { formatPoundRange } from '@domain/money';
import { parentResourcesContent } from './parent-resources';
import { parentResourcesContentAr } from './parent-resources.ar';
import { theCity } from './the-city';
import { theCityAr } from './the-city.ar';
import { visaContent } from './visa';
import { visaContentAr } from './visa.ar';
import { welfarePastoral } from './welfare-pastoral';
import { welfarePastoralAr } from './welfare-pastoral.ar';

interface PageUnderTest {
  path: string;
  Page: ComponentType;
  english: object;
  arabic: object;
}

// The living-costs table is part of both pages that show it.
const pages: PageUnderTest[] = [
  {
    path: '/accommodation',
    Page: AccommodationPage,
    english: { ...accommodationContent, livingCostsTable },
    arabic: { ...accommodationContentAr, livingCostsTable: livingCostsTableAr },
  },
  {
    path: '/the-city',
    Page: TheCityPage,
    english: { ...theCity, livingCostsTable },
    arabic: { ...theCityAr, livingCostsTable: livingCostsTableAr },
  },
  { path: '/leisure-wellbeing', Page: LeisureWellbeingPage, english: leisureWellbeing, arabic: leisureWellbeingAr },
  { path: '/welfare-pastoral', Page: WelfarePastoralPage, english: welfarePastoral, arabic: welfarePastoralAr },
  { path: '/visa', Page: VisaPage, english: visaContent, arabic: visaContentAr },
  { path: '/extra-curricular', Page: ExtraCurricularPage, english: extraCurricular, arabic: extraCurricularAr },
  {
    path: '/parent-resources',
    Page: ParentResourcesPage,
    english: parentResourcesContent,
    arabic: parentResourcesContentAr,
  },
  { path: '/exam-results', Page: ExamResultsPage, english: examResults, arabic: examResultsAr },
];

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const LATIN_LETTER = /[A-Za-z]/;
/** Fields that are codes, not words: the Arabic keeps the English value. */
const CODE_FIELD = /\.(id|period)$/;

/**
 * Where the Arabic differs from the English in shape, or keeps English words untranslated: every
 * English string with letters has an Arabic string with Arabic letters in the same place; codes
 * (ids, periods), numbers and icons are the English ones (icons and figures are reused by reference).
 */
function shapeProblems(english: unknown, arabic: unknown, path = '', problems: string[] = []): string[] {
  if (typeof english === 'string') {
    if (typeof arabic !== 'string') problems.push(`${path}: not a string`);
    else if (CODE_FIELD.test(path)) {
      if (arabic !== english) problems.push(`${path}: "${arabic}" is not the English "${english}"`);
    } else if (LATIN_LETTER.test(english) && !ARABIC_LETTER.test(arabic))
      problems.push(`${path}: no Arabic in "${arabic}"`);
  } else if (typeof english === 'function') {
    // A sentence with a number in it (the visa page's "Step 1: ").
    if (typeof arabic !== 'function') problems.push(`${path}: not a function`);
    else shapeProblems(english(1), arabic(1), `${path}(1)`, problems);
  } else if (path.endsWith('.icon') || typeof english !== 'object' || english === null) {
    if (arabic !== english) problems.push(`${path}: ${String(arabic)} is not the English ${String(english)}`);
  } else if (Array.isArray(english)) {
    if (!Array.isArray(arabic) || arabic.length !== english.length)
      problems.push(`${path}: not a list of ${english.length}`);
    else english.forEach((item, index) => shapeProblems(item, arabic[index], `${path}[${index}]`, problems));
  } else if (typeof arabic !== 'object' || arabic === null) {
    problems.push(`${path}: not an object`);
  } else {
    const keys = Object.keys(english).sort();
    if (JSON.stringify(Object.keys(arabic).sort()) !== JSON.stringify(keys)) problems.push(`${path}: keys differ`);
    for (const key of keys)
      shapeProblems(
        english[key as keyof typeof english],
        arabic[key as keyof typeof arabic],
        `${path}.${key}`,
        problems,
      );
  }
  return problems;
}

function render(Page: ComponentType, locale: Locale): string {
  return renderToStaticMarkup(createElement(LocaleProvider, { locale, children: createElement(Page) }));
}

/** The text a reader meets: element text plus alt and aria-label attributes. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((match) => match[1]);
  return [html.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
}

/**
 * Latin-script words an Arabic page may show: document, grade and body names applicants meet in
 * English, activity and place names given beside their Arabic wording, and the academy's e-mail address.
 */
const latinAllowed = [
  site.email,
  'A*-A',
  'CAS',
  'GOV.UK',
  'GP',
  'GDPR',
  'PDF',
  'UK Visas and Immigration',
  'Bar Mock Trial',
  'Model United Nations',
  'Senedd',
  'Bute Park',
  'Roath Park',
  'Taff Trail',
  'Cardiff Bay Barrage',
  'Cardiff Central',
];

function latinLeftOver(text: string): string[] {
  let rest = text;
  for (const allowed of latinAllowed) rest = rest.split(allowed).join(' ');
  return rest.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
}

describe.each(pages)('the Arabic $path', ({ english, arabic, Page }) => {
  it('carries exactly the English facts (amounts, numbers, e-mails, web addresses)', () => {
    expect(factDifferences(english, arabic)).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });

  it('has the English shape, in Arabic wherever the English has words', () => {
    expect(shapeProblems(english, arabic)).toEqual([]);
  });

  it('writes digits in Western form', () => {
    expect(JSON.stringify(arabic)).not.toMatch(ARABIC_INDIC_DIGIT);
  });

  it('renders in Arabic with no English prose left in the page', () => {
    const text = readableText(render(Page, 'ar'));
    expect(text).toMatch(ARABIC_LETTER);
    expect(latinLeftOver(text)).toEqual([]);
  });

  it('renders in English with no Arabic', () => {
    expect(readableText(render(Page, 'en'))).not.toMatch(ARABIC_LETTER);
  });
});

describe('links inside the Arabic student-life pages', () => {
  it.each(pages)('keep $path readers on Arabic pages', ({ Page }) => {
    const hrefs = [...render(Page, 'ar').matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((href) => !href.startsWith('/ar/'))).toEqual([]);
  });
});

describe('the Arabic living-costs table', () => {
  it('shows the English amounts, row by row, and the same total', () => {
    const amounts = (table: typeof livingCostsTable, locale: Locale) =>
      [...table.rows, table.total].map((row) => formatPoundRange(row.minGbp, row.maxGbp, locale));
    expect(amounts(livingCostsTableAr, 'ar')).toEqual(amounts(livingCostsTable, 'en'));
    expect(amounts(livingCostsTableAr, 'ar').at(-1)).toBe('£690-£1,230');
  });
});
