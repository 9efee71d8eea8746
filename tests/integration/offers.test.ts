import { describe, expect, it } from 'vitest';
import type { OfferTerms } from '../../core/letters/merge-fields';
import { exportSubject } from '../../core/privacy/subject-export';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { offerMessages, PRESET_CONDITIONS } from '../../domain/offers';
import { offerUnconditional } from '../../worker/emails/kinds/offer-unconditional';
import { testDb } from '../support/test-db';
import { callerFor, errorOf } from '../support/trpc-caller';
import { createAdmin, createApplication } from '../support/factories';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();
const everyDocumentConfirmed = [...DOCUMENT_ITEM_KEYS];
const ielts = PRESET_CONDITIONS.alevel.find((condition) => condition.key === 'ielts_5_5')!;

async function officer() {
  const user = await createAdmin(db, { label: 'offers' });
  return { user, caller: callerFor({ db, user }).caller };
}

async function letterOf(applicationId: string, kind: string) {
  return db
    .selectFrom('letters')
    .select(['id', 'kind', 'language', 'state', 'terms'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind as 'conditional_offer')
    .executeTakeFirst();
}

async function conditionalOffer(language: 'en' | 'ar' = 'en') {
  const { user, caller } = await officer();
  const application = await createApplication(db, {
    first_name: 'Layla',
    last_name: 'Haddad',
    programme: 'alevel',
    language,
    email: uniqueEmail('offer-applicant'),
  });
  await caller.admin.applications.setStatus({
    id: application.id,
    status: 'offer',
    confirmedMissingDocuments: everyDocumentConfirmed,
    offer: {
      kind: 'conditional',
      feesPence: 1_850_000,
      depositPence: 200_000,
      replyBy: '2041-07-15',
      conditions: [{ preset: 'ielts_5_5' }, { text: 'A reference from the current head teacher' }],
    },
  });
  const detail = await caller.admin.applications.detail({ id: application.id });
  return { user, caller, application, detail };
}

describe('offers', () => {
  it('saves a conditional offer with the status and asks for its letter with the real terms', async () => {
    const { application, detail } = await conditionalOffer();
    expect(detail.status).toBe('offer');
    expect(detail.offer).toMatchObject({
      kind: 'conditional',
      feesPence: 1_850_000,
      depositPence: 200_000,
      replyBy: '2041-07-15',
      unconditionalAt: null,
    });
    expect(detail.offer!.conditions.map((condition) => [condition.textEn, condition.metAt])).toEqual([
      [ielts.en, null],
      ['A reference from the current head teacher', null],
    ]);
    const letter = await letterOf(application.id, 'conditional_offer');
    expect(letter).toMatchObject({ kind: 'conditional_offer', language: 'en', state: 'pending' });
    expect(letter!.terms as OfferTerms).toEqual({
      feesPence: 1_850_000,
      depositPence: 200_000,
      replyBy: '2041-07-15',
      conditions: [ielts.en, 'A reference from the current head teacher'],
    });
    const audit = await db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', application.id)
      .where('action', '=', 'application.status_changed')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      to: 'offer',
      offer: { offerKind: 'conditional', conditions: ['ielts_5_5', 'own'] },
    });
  });

  it('states the conditions from the programme’s list in Arabic in an Arabic applicant’s letter', async () => {
    const { application } = await conditionalOffer('ar');
    const letter = await letterOf(application.id, 'conditional_offer');
    expect(letter!.language).toBe('ar');
    expect((letter!.terms as OfferTerms).conditions).toEqual([ielts.ar, 'A reference from the current head teacher']);
  });

  it('marks conditions met with the date and who marked them; the last one makes the offer unconditional and e-mails the applicant', async () => {
    const { user, caller, application, detail } = await conditionalOffer();
    const [first, second] = detail.offer!.conditions;
    expect(await caller.admin.applications.offers.markConditionMet({ conditionId: first!.id })).toEqual({
      unconditional: false,
      emailQueued: false,
    });
    let after = await caller.admin.applications.detail({ id: application.id });
    expect(after.offer!.kind).toBe('conditional');
    expect(after.offer!.conditions[0]).toMatchObject({ metByEmail: user.email });
    expect(after.offer!.conditions[0]!.metAt).not.toBeNull();
    expect(await letterOf(application.id, 'unconditional_offer')).toBeUndefined();

    expect(await caller.admin.applications.offers.markConditionMet({ conditionId: second!.id })).toEqual({
      unconditional: true,
      emailQueued: true,
    });
    after = await caller.admin.applications.detail({ id: application.id });
    expect(after.offer!.kind).toBe('unconditional');
    expect(after.offer!.unconditionalAt).not.toBeNull();
    const letter = await letterOf(application.id, 'unconditional_offer');
    expect(letter!.terms as OfferTerms).toMatchObject({
      feesPence: 1_850_000,
      depositPence: 200_000,
      replyBy: '2041-07-15',
    });
    const emails = await db
      .selectFrom('email_outbox')
      .select(['kind', 'recipient', 'payload'])
      .where('reference_id', '=', application.id)
      .where('kind', '=', 'offer_unconditional')
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.recipient).toBe(application.email);
    const rendered = await offerUnconditional.render(
      emails[0]!.payload as Record<string, unknown>,
      { db, appUrl: 'https://academy.example', admissionsEmail: 'admissions@academy.example' },
      application.email,
    );
    expect(rendered.subject).toContain('is now unconditional');
    expect(rendered.text).toContain('https://academy.example/');

    const again = await errorOf(caller.admin.applications.offers.markConditionMet({ conditionId: second!.id }));
    expect(again.code).toBe('CONFLICT');
    const audits = await db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', application.id)
      .where('action', '=', 'offer.condition_met')
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('makes the offer unconditional exactly once when the last two conditions are marked at the same moment', async () => {
    const { caller, application, detail } = await conditionalOffer();
    const results = await Promise.all(
      detail.offer!.conditions.map((condition) =>
        caller.admin.applications.offers.markConditionMet({ conditionId: condition.id }),
      ),
    );
    expect(results.filter((result) => result.unconditional)).toHaveLength(1);
    const emails = await db
      .selectFrom('email_outbox')
      .select('id')
      .where('reference_id', '=', application.id)
      .where('kind', '=', 'offer_unconditional')
      .execute();
    expect(emails).toHaveLength(1);
  });

  it('refuses an offer without its details, saying what it needs, and changes nothing', async () => {
    const { caller } = await officer();
    const application = await createApplication(db, { programme: 'alevel' });
    const error = await errorOf(
      caller.admin.applications.setStatus({
        id: application.id,
        status: 'offer',
        emailApplicant: true,
        confirmedMissingDocuments: everyDocumentConfirmed,
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('An offer needs its kind, fees, deposit and reply-by date.');
    const [row, changes, outbox, letters] = await Promise.all([
      db.selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow(),
      db.selectFrom('application_status_changes').select('id').where('application_id', '=', application.id).execute(),
      db.selectFrom('email_outbox').select('id').where('reference_id', '=', application.id).execute(),
      db.selectFrom('letters').select('id').where('application_id', '=', application.id).execute(),
    ]);
    expect({ status: row.status, changes: changes.length, outbox: outbox.length, letters: letters.length }).toEqual({
      status: 'submitted',
      changes: 0,
      outbox: 0,
      letters: 0,
    });
  });

  it('saves an unconditional offer with its letter, and refuses conditions on it or none on a conditional one', async () => {
    const { caller } = await officer();
    const application = await createApplication(db, { programme: 'alevel' });
    const base = { id: application.id, status: 'offer' as const, confirmedMissingDocuments: everyDocumentConfirmed };
    const offer = { feesPence: 1_000_000, depositPence: 100_000, replyBy: '2041-07-15' };
    const none = await errorOf(
      caller.admin.applications.setStatus({ ...base, offer: { ...offer, kind: 'conditional', conditions: [] } }),
    );
    expect(none.code).toBe('BAD_REQUEST');
    expect(none.message).toContain(offerMessages.conditionsNeeded);
    const deposit = await errorOf(
      caller.admin.applications.setStatus({
        ...base,
        offer: { ...offer, kind: 'unconditional', depositPence: 2_000_000 },
      }),
    );
    expect(deposit.message).toContain(offerMessages.depositAboveFees);
    const unknown = await errorOf(
      caller.admin.applications.setStatus({
        ...base,
        offer: { ...offer, kind: 'conditional', conditions: [{ preset: 'not_on_the_list' }] },
      }),
    );
    expect(unknown.code).toBe('BAD_REQUEST');
    expect(
      (await db.selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow())
        .status,
    ).not.toBe('offer');

    await caller.admin.applications.setStatus({ ...base, offer: { ...offer, kind: 'unconditional' } });
    const letter = await letterOf(application.id, 'unconditional_offer');
    expect((letter!.terms as OfferTerms).conditions).toEqual([]);
    expect(await letterOf(application.id, 'conditional_offer')).toBeUndefined();
  });

  it('extends the reply-by date only to a later one, audited', async () => {
    const { caller, application } = await conditionalOffer();
    const earlier = await errorOf(
      caller.admin.applications.offers.extendReplyBy({ id: application.id, replyBy: '2041-07-01' }),
    );
    expect(earlier.code).toBe('CONFLICT');
    expect(await caller.admin.applications.offers.extendReplyBy({ id: application.id, replyBy: '2041-08-01' })).toEqual(
      {
        replyBy: '2041-08-01',
      },
    );
    const detail = await caller.admin.applications.detail({ id: application.id });
    expect(detail.offer!.replyBy).toBe('2041-08-01');
    const audit = await db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', application.id)
      .where('action', '=', 'offer.reply_by_extended')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ from: '2041-07-15', to: '2041-08-01' });
  });

  it('puts the offer and its conditions in the access export, and erasure removes them with the application', async () => {
    const { application } = await conditionalOffer();
    const exported = await exportSubject(db, application.email);
    expect(exported.offers).toEqual([expect.objectContaining({ application_id: application.id, kind: 'conditional' })]);
    expect(exported.offerConditions.map((row) => row.text_en)).toEqual([
      ielts.en,
      'A reference from the current head teacher',
    ]);
    await eraseSubject(db, application.email, 'cli', { auditHmacKey: Buffer.alloc(32, 7) });
    expect(
      await db.selectFrom('offers').select('application_id').where('application_id', '=', application.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('offer_conditions').select('id').where('application_id', '=', application.id).execute(),
    ).toEqual([]);
  });
});
