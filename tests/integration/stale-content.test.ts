import { describe, expect, it } from 'vitest';
import { currentStaleContentWarnings, queueStaleContentDigest } from '../../core/content/stale-content';
import { PROGRAMMES } from '../../domain/application-choices';
import { publishDraft } from '../../server/content/content-documents';
import { createEditor, createIntake } from '../support/factories';
import { useDeliveryStack } from '../support/running-stack';
import { codeContent, putDraft, seedContent } from '../support/site-content';
import { sentTo } from '../support/smtp-sink';

// A database of its own: the warnings read every intake and the weekly e-mail the whole outbox.
const stack = useDeliveryStack('stale-content');
const db = () => stack.database.db;
const ADMISSIONS = 'admissions@academy.example';
/** A Wednesday in term: 28 November 2026, 10:00 in Cardiff. */
const now = new Date('2026-11-28T10:00:00Z');
const codes = async () => (await currentStaleContentWarnings(db(), now)).map((warning) => warning.code);

describe('the dashboard warns until someone deals with it, and admissions hear weekly', () => {
  it('warns of every programme without an open intake and of the code’s content gone stale', async () => {
    await seedContent(db());
    // This database's own copy: the standing intakes the test template opens are closed here.
    await db().updateTable('intakes').set({ state: 'closed' }).execute();
    const warnings = await currentStaleContentWarnings(db(), now);
    expect(warnings.filter((w) => w.code === 'no_open_intake')).toHaveLength(PROGRAMMES.length);
    expect(warnings.map((w) => w.message)).toEqual(
      expect.arrayContaining([
        "The published term dates ended on 2026-06-26: publish the next academic year's on the Content tab.",
        "The Summer School's published year, 2025, is past: publish the next summer's on the Content tab.",
        'The newest news article is dated 2025-09-01, more than 6 months ago: publish some news on the Content tab.',
      ]),
    );
  });

  it('sends admissions one e-mail listing the warnings, and no second one the same week', async () => {
    const first = await queueStaleContentDigest(db(), ADMISSIONS, now);
    expect(first.outboxId).not.toBeNull();
    const [mail] = await stack.sink.waitForMessages(sentTo(ADMISSIONS), 1, 15_000);
    expect(mail!.subject).toMatch(/things going out of date$/);
    expect(mail!.text).toContain('Summer School Programme has no open intake: nobody can apply for it.');
    expect(mail!.text).toContain("The Summer School's published year, 2025, is past");
    const again = await queueStaleContentDigest(db(), ADMISSIONS, new Date(now.getTime() + 86_400_000));
    expect(again.outboxId).toBeNull();
  });

  it('drops each warning once it is dealt with, and sends nothing when there are none', async () => {
    for (const { value } of PROGRAMMES)
      await createIntake(db(), { programme: value, starts_on: '2027-09-06', deadline: '2027-06-30' });
    expect(await codes()).not.toContain('no_open_intake');
    // A strict deadline ten days away is worth a warning; a rolling one is not.
    await createIntake(db(), { programme: 'gcse', starts_on: '2027-01-04', deadline: '2026-12-08' });
    expect(await currentStaleContentWarnings(db(), now)).toContainEqual({
      code: 'deadline_soon',
      message: 'The deadline of GCSE Programme, January 2027 is in 10 days (2026-12-08).',
    });
    await db().updateTable('intakes').set({ policy: 'rolling' }).where('deadline', '=', '2026-12-08').execute();

    const editor = await createEditor(db(), { label: 'stale-editor' });
    const nextYear = {
      academicYear: '2026-2027',
      terms: [
        {
          name: { en: 'Summer 2027', ar: 'فصل الصيف 2027' },
          start: '2027-04-12',
          halfTermFrom: '2027-05-31',
          halfTermTo: '2027-06-04',
          end: '2027-07-16',
        },
      ],
    };
    await putDraft(db(), 'term_dates', { years: [nextYear] });
    await publishDraft(db(), editor, 'term_dates', null);
    await putDraft(db(), 'summer_school', { ...codeContent.summer_school, year: 2027 });
    await publishDraft(db(), editor, 'summer_school', null);
    await putDraft(db(), 'news', {
      articles: [{ ...codeContent.news.articles[0]!, id: 'autumn-2026', date: '2026-10-01' }],
    });
    await publishDraft(db(), editor, 'news', null);

    expect(await codes()).toEqual([]);
    const outboxBefore = await db().selectFrom('email_outbox').select('id').execute();
    const later = new Date(now.getTime() + 8 * 86_400_000);
    expect(await queueStaleContentDigest(db(), ADMISSIONS, later)).toEqual({ outboxId: null, warnings: [] });
    expect(await db().selectFrom('email_outbox').select('id').execute()).toEqual(outboxBefore);
  });
});
