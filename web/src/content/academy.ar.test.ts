/**
 * The Arabic of the academy pages: Home, About, Courses, Principal's Message, Meet
 * the Staff, Alumni, Partners and News. Each page's Arabic carries the same facts as its
 * English, has the same shape, and is written in Arabic wherever the English is words.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/lib/locale';
import AboutPage from '@/pages/about-page';
import AlumniPage from '@/pages/alumni-page';
import CoursesPage from '@/pages/courses-page';
import HomePage from '@/pages/home-page';
import MeetTheStaffPage from '@/pages/meet-the-staff-page';
import NewsPage from '@/pages/news-page';
import PartnersPage from '@/pages/partners-page';
import PrincipalMessagePage from '@/pages/principal-message-page';
import type { Locale } from '@domain/locale';
import { aboutContent } from './about';
import { aboutContentAr } from './about.ar';
import { alumniContent, alumniUniversities, testimonials } from './alumni';
import { alumniContentAr, alumniUniversitiesAr, testimonialsAr } from './alumni.ar';
import { courseCardText, coursesOverview, homeCourseCards, overviewCourseCards } from './course-cards';
import { courseCardTextAr, coursesOverviewAr, homeCourseCardsAr, overviewCourseCardsAr } from './course-cards.ar';
import { factDifferences } from './fact-parity';
import { homeContent } from './home';
import { homeContentAr } from './home.ar';
import { newsContent, newsItems } from './news';
import { newsContentAr, newsItemsAr } from './news.ar';
import { partners, partnersContent } from './partners';
import { partnersAr, partnersContentAr } from './partners.ar';
import { principalMessage } from './principal-message';
import { principalMessageAr } from './principal-message.ar';
import { leadershipTeam, meetTheStaff, teachingStaff } from './staff';
import { leadershipTeamAr, meetTheStaffAr, teachingStaffAr } from './staff.ar';

/** Each page's content in English and in Arabic. */
const pages = {
  home: [
    { content: homeContent, cards: homeCourseCards, cardText: courseCardText },
    { content: homeContentAr, cards: homeCourseCardsAr, cardText: courseCardTextAr },
  ],
  courses: [
    { content: coursesOverview, cards: overviewCourseCards, cardText: courseCardText },
    { content: coursesOverviewAr, cards: overviewCourseCardsAr, cardText: courseCardTextAr },
  ],
  about: [aboutContent, aboutContentAr],
  'principal-message': [principalMessage, principalMessageAr],
  'meet-the-staff': [
    { content: meetTheStaff, leaders: leadershipTeam, teachers: teachingStaff },
    { content: meetTheStaffAr, leaders: leadershipTeamAr, teachers: teachingStaffAr },
  ],
  alumni: [
    { content: alumniContent, testimonials, universities: alumniUniversities },
    { content: alumniContentAr, testimonials: testimonialsAr, universities: alumniUniversitiesAr },
  ],
  partners: [
    { content: partnersContent, partners },
    { content: partnersContentAr, partners: partnersAr },
  ],
  news: [
    { content: newsContent, items: newsItems },
    { content: newsContentAr, items: newsItemsAr },
  ],
} as const satisfies Record<string, readonly [unknown, unknown]>;

/** Fields that are not words: anchors, links, image files and keys, the same in both languages. */
const notWords = new Set(['id', 'href', 'to', 'website', 'link', 'src', 'category']);
/** Proper names that stay in Latin script in Arabic (the partners' own names). */
const latinNames = new Set(partners.map((partner) => partner.name));
/** Words that are only punctuation in Arabic: the profile button is read as "عرض الملف التعريفي: <name>". */
const punctuationOnly = new Set(['.content.card.profileButtonSuffix']);

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

interface Pair {
  path: string;
  english: string;
  arabic: string;
}

/**
 * Walks the English and Arabic content side by side. Returns every pair of strings found at
 * the same place, and every place where the two differ in shape (a missing or extra field, a
 * list of another length, a string where the other has none).
 */
function walk(english: unknown, arabic: unknown, path = '', pairs: Pair[] = [], mismatches: string[] = []) {
  if (typeof english === 'string' || typeof arabic === 'string') {
    if (typeof english === 'string' && typeof arabic === 'string') pairs.push({ path, english, arabic });
    else mismatches.push(path);
  } else if (Array.isArray(english) || Array.isArray(arabic)) {
    if (!Array.isArray(english) || !Array.isArray(arabic) || english.length !== arabic.length) mismatches.push(path);
    else english.forEach((item, index) => walk(item, arabic[index], `${path}[${index}]`, pairs, mismatches));
  } else if (english && typeof english === 'object' && arabic && typeof arabic === 'object') {
    const keys = new Set([...Object.keys(english), ...Object.keys(arabic)]);
    for (const key of keys) {
      if (!(key in english) || !(key in arabic)) mismatches.push(`${path}.${key}`);
      else
        walk(
          (english as Record<string, unknown>)[key],
          (arabic as Record<string, unknown>)[key],
          `${path}.${key}`,
          pairs,
          mismatches,
        );
    }
  }
  return { pairs, mismatches };
}

const lastKey = (path: string) => /\.([^.[\]]+)(?:\[\d+\])*$/.exec(path)?.[1] ?? '';

describe.each(Object.entries(pages))('the Arabic of %s', (_page, [english, arabic]) => {
  const { pairs, mismatches } = walk(english, arabic);

  it('carries the same facts as the English (amounts, numbers, e-mails, web addresses)', () => {
    expect(factDifferences(english, arabic)).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });

  it('has the same shape as the English', () => {
    expect(mismatches).toEqual([]);
    expect(pairs.length).toBeGreaterThan(0);
  });

  it('is written in Arabic wherever the English is words', () => {
    const untranslated = pairs
      .filter(
        ({ path, english: text }) =>
          !notWords.has(lastKey(path)) &&
          !punctuationOnly.has(path) &&
          !latinNames.has(text) &&
          LATIN_LETTER.test(text),
      )
      .filter(({ arabic: text }) => !ARABIC_LETTER.test(text))
      .map(({ path }) => path);
    expect(untranslated).toEqual([]);
  });

  it('keeps links, anchors and images, and writes digits in Western form', () => {
    const different = pairs.filter(
      ({ path, english: text, arabic: translated }) => notWords.has(lastKey(path)) && text !== translated,
    );
    expect(different.map(({ path }) => path)).toEqual([]);
    expect(pairs.filter(({ arabic: text }) => ARABIC_INDIC_DIGIT.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('keeps the placeholders the components fill in', () => {
    for (const { english: text, arabic: translated } of pairs) {
      for (const placeholder of text.match(/\{\w+\}/g) ?? []) expect(translated).toContain(placeholder);
    }
  });
});

describe('the Arabic academy pages', () => {
  it('take the Principal of the message page from the Arabic staff list', () => {
    expect(principalMessageAr.principal).toBe(leadershipTeamAr.find((member) => member.id === 'principal'));
    expect(principalMessageAr.principal.position).toBe('المديرة');
  });

  it('list the same people, partners and articles as the English, in the same order', () => {
    expect(leadershipTeamAr.map((member) => member.id)).toEqual(leadershipTeam.map((member) => member.id));
    expect(teachingStaffAr.map((member) => member.id)).toEqual(teachingStaff.map((member) => member.id));
    expect(partnersAr.map((partner) => partner.website)).toEqual(partners.map((partner) => partner.website));
    expect(newsItemsAr.map((item) => [item.id, item.category, item.link])).toEqual(
      newsItems.map((item) => [item.id, item.category, item.link]),
    );
    expect(new Set(alumniUniversitiesAr).size).toBe(alumniUniversities.length);
  });

  it('link each course card to the same course', () => {
    expect(homeCourseCardsAr.map((card) => card.to)).toEqual(homeCourseCards.map((card) => card.to));
    expect(overviewCourseCardsAr.map((card) => card.to)).toEqual(overviewCourseCards.map((card) => card.to));
  });
});

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

/** Latin-script names an Arabic academy page may show: qualifications applicants meet in English, and the partners' names. */
const latinAllowed = ['A-Level', 'GCSE', 'IELTS', 'UCAS', 'Pre-Sessional', 'Pre-Masters', 'A*-A', ...latinNames];

const renderedPages: ReadonlyArray<[string, ComponentType]> = [
  ['home', HomePage],
  ['courses', CoursesPage],
  ['about', AboutPage],
  ['principal-message', PrincipalMessagePage],
  ['meet-the-staff', MeetTheStaffPage],
  ['alumni', AlumniPage],
  ['partners', PartnersPage],
  ['news', NewsPage],
];

describe.each(renderedPages)('the %s page', (_name, Page) => {
  const arabic = render(Page, 'ar');

  it('shows no English words of its own in Arabic', () => {
    let text = readableText(arabic);
    for (const allowed of [...latinAllowed].sort((a, b) => b.length - a.length)) text = text.split(allowed).join(' ');
    // "(opens in a new tab)" and the breadcrumb's name belong to shared components keyed by their owner.
    text = text.replace(/\(opens in a new tab\)|Breadcrumb/g, ' ');
    expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it('links to the Arabic pages, and the English page to the English ones', () => {
    const internal = (html: string) => [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    expect(internal(arabic).filter((href) => href !== '/ar' && !href.startsWith('/ar/'))).toEqual([]);
    expect(internal(render(Page, 'en')).filter((href) => href === '/ar' || href.startsWith('/ar/'))).toEqual([]);
  });
});
