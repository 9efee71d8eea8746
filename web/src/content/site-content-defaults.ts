/**
 * The content staff edit and publish (decision 129), as this code wrote it before any
 * publication: the first published version of each kind is seeded from here, and the pages show
 * it until someone publishes. Built from the content modules and their Arabic twins, so each fact
 * is still written once.
 */
import type { BilingualText, NewsArticle, SiteContent } from '@domain/site-content';
import newsCampusImage from '@/assets/images/news-campus.svg';
import newsResultsImage from '@/assets/images/news-results.svg';
import newsScholarshipsImage from '@/assets/images/news-scholarships.svg';
import { summerSchool, summerSessions } from './courses/summer-school';
import { summerSchoolAr, summerSessionsAr } from './courses/summer-school.ar';
import { fees } from './fees';
import { feesAr } from './fees.ar';
import { newsItems } from './news';
import { newsItemsAr } from './news.ar';
import { academicYear, terms } from './term-dates';
import { termsAr } from './term-dates.ar';

/** The images the site ships for news articles, by the name a `builtin:` reference gives. */
export const builtinNewsImages: Readonly<Record<string, string>> = {
  'news-campus': newsCampusImage,
  'news-results': newsResultsImage,
  'news-scholarships': newsScholarshipsImage,
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'August 2025' -> '2025-08-01': the articles were dated by month. */
function firstOfMonth(text: string): string {
  const [month, year] = text.split(' ');
  const index = MONTHS.indexOf(month ?? '');
  if (index < 0 || !year) throw new Error(`news.ts: cannot read the date ${text}`);
  return `${year}-${String(index + 1).padStart(2, '0')}-01`;
}

const both = (en: string, ar: string | undefined): BilingualText => ({ en, ar: ar ?? '' });

function defaultArticles(): NewsArticle[] {
  return newsItems.map((item) => {
    const ar = newsItemsAr.find((arabic) => arabic.id === item.id);
    const builtin = Object.entries(builtinNewsImages).find(([, src]) => src === item.image?.src)?.[0];
    return {
      id: item.id,
      title: both(item.title, ar?.title),
      date: firstOfMonth(item.date),
      category: item.category,
      text: both(item.excerpt, ar?.excerpt),
      image: item.image && builtin ? { ref: `builtin:${builtin}`, alt: both(item.image.alt, ar?.image?.alt) } : null,
      link: item.link ?? null,
    };
  });
}

/** The Summer School's "Dates" fact, the first of its extra facts. */
const summerDates = (course: typeof summerSchool) => String(course.extraFacts[0]?.value ?? '');

export function defaultSiteContent(): SiteContent {
  return {
    term_dates: {
      years: [
        {
          academicYear,
          terms: terms.map((term, index) => ({
            name: both(term.name, termsAr[index]?.name),
            start: term.start,
            halfTermFrom: term.halfTerm.from,
            halfTermTo: term.halfTerm.to,
            end: term.end,
          })),
        },
      ],
    },
    summer_school: {
      year: Number(/\d{4}/.exec(summerSchool.intro ?? '')?.[0] ?? new Date().getUTCFullYear()),
      intro: both(summerSchool.intro, summerSchoolAr.intro),
      dates: both(summerDates(summerSchool), summerDates(summerSchoolAr)),
      sessions: summerSessions.map((session, index) => ({
        name: both(session.name, summerSessionsAr[index]?.name),
        dates: both(session.dates, summerSessionsAr[index]?.dates),
      })),
    },
    fees: {
      fees: fees.map((fee, index) => ({
        id: fee.id,
        programmes: fee.programmes.map((programme, p) => ({
          coursePath: programme.coursePath,
          label: both(programme.label, feesAr[index]?.programmes[p]?.label),
        })),
        amountGbp: fee.amountGbp,
        period: fee.period,
        from: fee.from,
      })),
    },
    news: { articles: defaultArticles() },
  };
}
