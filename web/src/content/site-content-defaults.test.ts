import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, CONTENT_SCHEMAS, missingTranslations, termDateProblems } from '@domain/site-content';
import { defaultSiteContent } from './site-content-defaults';

describe('the content the first publication is seeded from', () => {
  const content = defaultSiteContent();

  it.each(CONTENT_KINDS)('%s is a valid document with both languages filled in', (kind) => {
    const parsed = CONTENT_SCHEMAS[kind].safeParse(content[kind]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(missingTranslations(kind, content[kind] as never)).toEqual([]);
  });

  it('carries the code’s facts: the year, the sessions, the fees and the articles', () => {
    expect(content.term_dates.years[0]?.academicYear).toBe('2025-2026');
    expect(termDateProblems(content.term_dates)).toEqual([]);
    expect(content.summer_school.year).toBe(2025);
    expect(content.summer_school.sessions.map((s) => s.dates.en)).toEqual([
      '7-20 July',
      '21 July-3 August',
      '4-17 August',
    ]);
    expect(content.fees.fees.find((fee) => fee.id === 'a-level')?.amountGbp).toBe(17_500);
    expect(content.news.articles[0]).toMatchObject({ id: 'exam-results', date: '2025-08-01' });
    expect(content.news.articles[0]?.image?.ref).toBe('builtin:news-results');
  });
});
