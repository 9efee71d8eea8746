import { beforeAll, describe, expect, it } from 'vitest';
import { BOTH_LANGUAGES_NEEDED } from '../../domain/site-content';
import { testDb } from '../support/test-db';
import { callerFor } from '../support/trpc-caller';
import { createEditor, type TestUser } from '../support/factories';
import { codeContent, seedContent } from '../support/site-content';

const db = testDb();
let editor: TestUser;
const asEditor = () => callerFor({ db, user: editor, ip: '198.51.100.40' }).caller;

beforeAll(async () => {
  await seedContent(db);
  editor = await createEditor(db, { label: 'publishing-editor' });
});

const nextYear = {
  academicYear: '2027-2028',
  terms: [
    {
      name: { en: 'Autumn 2027', ar: 'فصل الخريف 2027' },
      start: '2027-09-13',
      halfTermFrom: '2027-10-25',
      halfTermTo: '2027-10-29',
      end: '2027-12-10',
    },
    {
      name: { en: 'Spring 2028', ar: '' },
      start: '2028-01-04',
      halfTermFrom: '2028-02-14',
      halfTermTo: '2028-02-18',
      end: '2028-03-31',
    },
  ],
};

describe('publishing the site’s content', () => {
  it('keeps each change a draft until it is published: the published version stays as it was', async () => {
    const before = await asEditor().content.versions({ kind: 'term_dates' });
    await asEditor().content.saveDraft({
      kind: 'term_dates',
      body: { years: [...codeContent.term_dates.years, nextYear] },
    });
    const draft = await asEditor().content.draft({ kind: 'term_dates' });
    expect(draft).toMatchObject({ hasDraft: true, publishedVersion: before[0]!.version });
    expect(await asEditor().content.versions({ kind: 'term_dates' })).toEqual(before);
  });

  it('refuses to publish while an Arabic text is missing, naming the field, and publishes nothing', async () => {
    const before = await db.selectFrom('content_versions').select('id').where('kind', '=', 'term_dates').execute();
    const releasesBefore = await db.selectFrom('site_releases').select('id').execute();
    await expect(asEditor().content.publish({ kind: 'term_dates' })).rejects.toThrow(
      `${BOTH_LANGUAGES_NEEDED} 2027-2028, term 2 name (Arabic).`,
    );
    expect(await db.selectFrom('content_versions').select('id').where('kind', '=', 'term_dates').execute()).toEqual(
      before,
    );
    expect(await db.selectFrom('site_releases').select('id').execute()).toEqual(releasesBefore);
  });

  it('names every missing text in either language, never falling back to the other', async () => {
    const article = {
      ...codeContent.news.articles[0]!,
      id: 'open-day-2027',
      title: { en: 'Open Day', ar: '' },
      text: { en: '', ar: 'يوم مفتوح' },
    };
    await asEditor().content.saveDraft({ kind: 'news', body: { articles: [article, ...codeContent.news.articles] } });
    await expect(asEditor().content.publish({ kind: 'news' })).rejects.toThrow(
      `${BOTH_LANGUAGES_NEEDED} Article 1 title (Arabic), Article 1 text (English).`,
    );
    await asEditor().content.saveDraft({ kind: 'news', body: codeContent.news });
  });

  it('publishes with both languages: a new version, the draft gone, a release queued, and the publication audited', async () => {
    const complete = {
      ...nextYear,
      terms: nextYear.terms.map((t) => ({ ...t, name: { ...t.name, ar: t.name.ar || 'فصل الربيع 2028' } })),
    };
    await asEditor().content.saveDraft({
      kind: 'term_dates',
      body: { years: [...codeContent.term_dates.years, complete] },
    });
    const { version, releaseId } = await asEditor().content.publish({ kind: 'term_dates' });
    expect(version).toBeGreaterThan(1);
    const draft = await asEditor().content.draft({ kind: 'term_dates' });
    expect(draft).toMatchObject({ hasDraft: false, publishedVersion: version });
    expect((draft.body as { years: { academicYear: string }[] }).years.map((y) => y.academicYear)).toEqual([
      '2025-2026',
      '2027-2028',
    ]);
    expect(
      await db.selectFrom('site_releases').select(['status', 'kinds']).where('id', '=', releaseId).executeTakeFirst(),
    ).toEqual({ status: 'pending', kinds: ['term_dates'] });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'details'])
      .where('actor_id', '=', editor.id)
      .where('action', '=', 'content.published')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ subject_id: 'term_dates', details: { version, releaseId } });
  });

  it('lists the versions with their publisher, and brings an earlier one back as a new version', async () => {
    const versions = await asEditor().content.versions({ kind: 'term_dates' });
    expect(versions[0]).toMatchObject({ publishedBy: editor.email, restoredFrom: null });
    expect(versions.at(-1)).toMatchObject({ version: 1, publishedBy: null });
    const { version } = await asEditor().content.restore({ kind: 'term_dates', version: 1 });
    expect(version).toBe(versions[0]!.version + 1);
    expect((await asEditor().content.versions({ kind: 'term_dates' }))[0]).toMatchObject({ version, restoredFrom: 1 });
    expect((await asEditor().content.version({ kind: 'term_dates', version })).body).toEqual(codeContent.term_dates);
  });

  it('refuses a document that breaks its schema with the rule’s message, and stores nothing', async () => {
    await expect(
      asEditor().content.saveDraft({
        kind: 'fees',
        body: { fees: [{ ...codeContent.fees.fees[0]!, amountGbp: 12.5 }] },
      }),
    ).rejects.toThrow('Enter whole pounds.');
    await expect(asEditor().content.version({ kind: 'fees', version: 999 })).rejects.toThrow(
      'That version does not exist.',
    );
  });
});
