import { z } from 'zod';

/**
 * The site's content that changes from year to year, which staff edit in English and Arabic side
 * by side and publish (decision 129): the term dates of each academic year, the Summer School's
 * year, sessions and dates, the fees table, and the news. One JSON document per kind, both
 * languages in it; the server validates drafts and publications with these schemas, the web
 * renders the published documents, and the worker prerenders the pages that show them.
 */
export const CONTENT_KINDS = ['term_dates', 'summer_school', 'fees', 'news'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  term_dates: 'Term dates',
  summer_school: 'Summer School',
  fees: 'Fees',
  news: 'News',
};

/** The public pages (English paths; each also under /ar) that show each kind. */
export const CONTENT_PAGES: Record<ContentKind, readonly string[]> = {
  term_dates: ['/term-dates'],
  summer_school: ['/courses/summer-school'],
  fees: [
    '/international-fees',
    '/courses/gcse',
    '/courses/a-level',
    '/courses/foundation',
    '/courses/pre-masters',
    '/courses/pre-sessional',
    '/courses/english-language',
  ],
  news: ['/news'],
};

const MAX_TEXT = 2_000;

/** A text in both languages. Either may be empty in a draft; publishing needs both (missingTranslations). */
export const bilingualText = (max: number) =>
  z.object({
    en: z.string().trim().max(max, `Keep each text under ${max} characters.`),
    ar: z.string().trim().max(max, `Keep each text under ${max} characters.`),
  });
export type BilingualText = { en: string; ar: string };

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const contentDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter dates as YYYY-MM-DD.')
  .refine(isCalendarDate, 'That date does not exist.');

export const termSchema = z.object({
  name: bilingualText(80),
  start: contentDate,
  halfTermFrom: contentDate,
  halfTermTo: contentDate,
  end: contentDate,
});
export type TermEntry = z.infer<typeof termSchema>;

export const academicYearSchema = z.object({
  academicYear: z.string().regex(/^\d{4}-\d{4}$/, 'Name the academic year as 2027-2028.'),
  terms: z.array(termSchema).min(1, 'A year needs at least one term.').max(6),
});
export type AcademicYearEntry = z.infer<typeof academicYearSchema>;

export const termDatesSchema = z.object({
  years: z.array(academicYearSchema).min(1, 'Publish at least one academic year.').max(5),
});
export type TermDatesBody = z.infer<typeof termDatesSchema>;

export const summerSchoolSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  intro: bilingualText(600),
  dates: bilingualText(120),
  sessions: z
    .array(z.object({ name: bilingualText(80), dates: bilingualText(80) }))
    .min(1, 'The Summer School needs at least one session.')
    .max(8),
});
export type SummerSchoolBody = z.infer<typeof summerSchoolSchema>;

export const FEE_COURSE_PATHS = [
  '/courses/gcse',
  '/courses/a-level',
  '/courses/foundation',
  '/courses/pre-masters',
  '/courses/pre-sessional',
  '/courses/english-language',
] as const;
export type FeeCoursePath = (typeof FEE_COURSE_PATHS)[number];

export const feeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'A fee id is lower-case letters, digits and hyphens.'),
  programmes: z
    .array(z.object({ label: bilingualText(120), coursePath: z.enum(FEE_COURSE_PATHS) }))
    .min(1)
    .max(4),
  amountGbp: z.number().int('Enter whole pounds.').min(0).max(1_000_000),
  period: z.enum(['year', 'week']),
  from: z.boolean(),
});
export type FeeEntry = z.infer<typeof feeSchema>;

export const feesSchema = z.object({
  fees: z
    .array(feeSchema)
    .min(1)
    .max(12)
    .refine(
      (fees) =>
        new Set(fees.flatMap((fee) => fee.programmes.map((p) => p.coursePath))).size ===
        fees.flatMap((fee) => fee.programmes).length,
      'Each course has one fee.',
    ),
});
export type FeesBody = z.infer<typeof feesSchema>;

export const NEWS_CATEGORIES = ['Campus News', 'Academic', 'History', 'Financial Support'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** `builtin:<name>` for an image the site ships, or the id of an uploaded image. */
export const newsImageRef = z
  .string()
  .regex(
    /^(builtin:[a-z0-9-]{1,40}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
    'Upload the image again.',
  );

export const newsArticleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'An article id is lower-case letters, digits and hyphens.'),
  title: bilingualText(160),
  /** The day it is dated; the page shows its month and year. */
  date: contentDate,
  category: z.enum(NEWS_CATEGORIES),
  text: bilingualText(MAX_TEXT),
  image: z.object({ ref: newsImageRef, alt: bilingualText(200) }).nullable(),
  link: z
    .url({ protocol: /^https$/, error: 'A link must be a full https:// address.' })
    .max(500)
    .nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsSchema = z.object({
  articles: z
    .array(newsArticleSchema)
    .max(60)
    .refine(
      (articles) => new Set(articles.map((a) => a.id)).size === articles.length,
      'Each article needs its own id.',
    ),
});
export type NewsBody = z.infer<typeof newsSchema>;

export const CONTENT_SCHEMAS = {
  term_dates: termDatesSchema,
  summer_school: summerSchoolSchema,
  fees: feesSchema,
  news: newsSchema,
} as const;

export interface ContentBodies {
  term_dates: TermDatesBody;
  summer_school: SummerSchoolBody;
  fees: FeesBody;
  news: NewsBody;
}

/** The published content of every kind, as the pages read it. */
export type SiteContent = ContentBodies;

/**
 * The bilingual fields of a document that are empty in either language, named as a person reads
 * them ("Term 2 name (Arabic)"). Publishing is refused while any is missing: a page never falls
 * back to the other language in silence.
 */
export function missingTranslations<K extends ContentKind>(kind: K, body: ContentBodies[K]): string[] {
  const missing: string[] = [];
  const check = (label: string, text: BilingualText) => {
    if (!text.en.trim()) missing.push(`${label} (English)`);
    if (!text.ar.trim()) missing.push(`${label} (Arabic)`);
  };
  if (kind === 'term_dates') {
    for (const year of (body as TermDatesBody).years)
      year.terms.forEach((term, index) => check(`${year.academicYear}, term ${index + 1} name`, term.name));
  } else if (kind === 'summer_school') {
    const summer = body as SummerSchoolBody;
    check('Introduction', summer.intro);
    check('Dates', summer.dates);
    summer.sessions.forEach((session, index) => {
      check(`Session ${index + 1} name`, session.name);
      check(`Session ${index + 1} dates`, session.dates);
    });
  } else if (kind === 'fees') {
    (body as FeesBody).fees.forEach((fee, index) =>
      fee.programmes.forEach((programme, p) => check(`Fee ${index + 1}, programme ${p + 1}`, programme.label)),
    );
  } else {
    (body as NewsBody).articles.forEach((article, index) => {
      check(`Article ${index + 1} title`, article.title);
      check(`Article ${index + 1} text`, article.text);
      if (article.image) check(`Article ${index + 1} image description`, article.image.alt);
    });
  }
  return missing;
}

export const BOTH_LANGUAGES_NEEDED = 'Both languages are needed before publishing. Missing:';

/** The refusal a person reads, naming every missing field. */
export function missingTranslationsMessage(missing: readonly string[]): string {
  return `${BOTH_LANGUAGES_NEEDED} ${missing.join(', ')}.`;
}

/** Dates in order within each term: starts, half-term, ends. */
export function termDateProblems(body: TermDatesBody): string[] {
  const problems: string[] = [];
  for (const year of body.years)
    year.terms.forEach((term, index) => {
      if (!(term.start <= term.halfTermFrom && term.halfTermFrom <= term.halfTermTo && term.halfTermTo <= term.end))
        problems.push(`${year.academicYear}, term ${index + 1}: the dates must run start, half-term, end.`);
    });
  return problems;
}
