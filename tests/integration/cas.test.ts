import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { exportSubject } from '../../core/privacy/subject-export';
import { casMessages } from '../../domain/cas';
import { casRecordMessages } from '../../server/cas/record-cas';
import { casIssued } from '../../worker/emails/kinds/cas-issued';
import { testDb } from '../support/test-db';
import { callerFor, errorOf } from '../support/trpc-caller';
import {
  createAcceptableOffer,
  createAdmin,
  createApplicationMovedTo,
  createCasRecord,
  createCountedAcceptance,
} from '../support/factories';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();

async function officer() {
  const user = await createAdmin(db, { label: 'cas' });
  return { user, caller: callerFor({ db, user, ip: '198.51.100.36' }).caller };
}

async function offered(language: 'en' | 'ar' = 'en') {
  const { application } = await createApplicationMovedTo(db, 'offer', {
    first_name: 'Omar',
    last_name: 'Saleh',
    language,
    email: uniqueEmail('cas-applicant'),
  });
  return application;
}

function applicantCaller(email: string) {
  return callerFor({ db, applicant: { sessionId: 'c'.repeat(64), publicId: randomUUID(), email } }).caller;
}

describe('the CAS', () => {
  it('refuses a CAS number that is not 14 letters and digits, and a date that is not real, with the rule', async () => {
    const { caller } = await officer();
    const application = await offered();
    const short = await errorOf(
      caller.admin.applications.cas.record({
        applicationId: application.id,
        number: 'E4G8HJ2K9L0M1',
        issuedOn: '2026-11-20',
      }),
    );
    expect(short.code).toBe('BAD_REQUEST');
    expect(short.message).toContain(casMessages.numberFormat);
    const symbol = await errorOf(
      caller.admin.applications.cas.record({
        applicationId: application.id,
        number: 'E4G8HJ2K9L0M1-',
        issuedOn: '2026-11-20',
      }),
    );
    expect(symbol.message).toContain(casMessages.numberFormat);
    const date = await errorOf(
      caller.admin.applications.cas.record({
        applicationId: application.id,
        number: 'E4G8HJ2K9L0M1N',
        issuedOn: '2026-02-30',
      }),
    );
    expect(date.message).toContain(casMessages.issuedOn);
    expect(
      await db.selectFrom('cas_records').select('cas_number').where('application_id', '=', application.id).execute(),
    ).toEqual([]);
  });

  it('records the CAS, audits it, queues the e-mail once, and the applicant sees the number', async () => {
    const { user, caller } = await officer();
    const application = await offered('ar');
    const result = await caller.admin.applications.cas.record({
      applicationId: application.id,
      number: ' e4g8 hj2k 9l0m 1n ',
      issuedOn: '2026-11-20',
    });
    expect(result).toEqual({ emailQueued: true });

    const detail = await caller.admin.applications.detail({ id: application.id });
    expect(detail.cas.record).toMatchObject({ number: 'E4G8HJ2K9L0M1N', issuedOn: '2026-11-20', visaOutcome: null });
    expect(detail.cas.steps.map((step) => [step.label, step.reachedOn])).toEqual([
      ['Accepted', null],
      ['Deposit paid', null],
      ['Conditions met', null],
      ['CAS requested', null],
      ['CAS issued', '2026-11-20'],
    ]);

    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'details', 'ip'])
      .where('action', '=', 'cas.recorded')
      .where('subject_id', '=', application.id)
      .execute();
    expect(audit).toEqual([
      {
        actor_id: user.id,
        details: { numberEndsWith: '0M1N', issuedOn: '2026-11-20', corrected: false, emailQueued: true },
        ip: '198.51.100.36',
      },
    ]);

    const emails = await db
      .selectFrom('email_outbox')
      .select(['kind', 'recipient', 'payload'])
      .where('reference_id', '=', application.id)
      .where('kind', '=', 'cas_issued')
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.recipient).toBe(application.email);
    const rendered = await casIssued.render(
      emails[0]!.payload as Record<string, unknown>,
      { db, appUrl: 'https://academy.example', admissionsEmail: 'admissions@academy.example' },
      application.email,
    );
    expect(rendered.subject).toContain('CAS');
    expect(rendered.text).toContain('https://academy.example/ar/');
    expect(rendered.text).not.toContain('E4G8HJ2K9L0M1N');

    const [mine] = await applicantCaller(application.email).applicant.applications();
    expect(mine!.casNumber).toBe('E4G8HJ2K9L0M1N');

    // A correction changes the number without e-mailing again.
    expect(
      await caller.admin.applications.cas.record({
        applicationId: application.id,
        number: 'E4G8HJ2K9L0M1P',
        issuedOn: '2026-11-21',
      }),
    ).toEqual({ emailQueued: false });
    const [corrected] = await applicantCaller(application.email).applicant.applications();
    expect(corrected!.casNumber).toBe('E4G8HJ2K9L0M1P');
    expect(
      await db
        .selectFrom('email_outbox')
        .select('id')
        .where('reference_id', '=', application.id)
        .where('kind', '=', 'cas_issued')
        .execute(),
    ).toHaveLength(1);
  });

  it('shows no CAS number to an applicant before it is recorded', async () => {
    const application = await offered();
    const [mine] = await applicantCaller(application.email).applicant.applications();
    expect(mine!.casNumber).toBeNull();
  });

  it('marks the deposit to refund when the visa is refused, once', async () => {
    const { caller } = await officer();
    const { application } = await createCasRecord(db);
    expect(
      await caller.admin.applications.cas.recordVisaOutcome({ applicationId: application.id, outcome: 'refused' }),
    ).toEqual({ depositToRefund: true });
    const detail = await caller.admin.applications.detail({ id: application.id });
    expect(detail.cas.record).toMatchObject({ visaOutcome: 'refused', depositToRefund: true });
    const again = await errorOf(
      caller.admin.applications.cas.recordVisaOutcome({ applicationId: application.id, outcome: 'granted' }),
    );
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe(casRecordMessages.outcomeRecorded);
    const audit = await db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'cas.visa_outcome_recorded')
      .where('subject_id', '=', application.id)
      .execute();
    expect(audit.map((row) => row.details)).toEqual([{ outcome: 'refused', depositToRefund: true }]);
  });

  it('leaves the deposit alone when the visa is granted, and refuses an outcome before the CAS', async () => {
    const { caller } = await officer();
    const { application } = await createCasRecord(db);
    expect(
      await caller.admin.applications.cas.recordVisaOutcome({ applicationId: application.id, outcome: 'granted' }),
    ).toEqual({ depositToRefund: false });
    const none = await offered();
    const error = await errorOf(
      caller.admin.applications.cas.recordVisaOutcome({ applicationId: none.id, outcome: 'refused' }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(casRecordMessages.noCas);
  });

  it('the database refuses a malformed CAS number and a refund without a refusal', async () => {
    const application = await offered();
    await expect(
      db
        .insertInto('cas_records')
        .values({ application_id: application.id, cas_number: 'e4g8hj2k9l0m1n', issued_on: '2026-11-20' })
        .execute(),
    ).rejects.toThrow(/check/);
    await expect(
      db
        .insertInto('cas_records')
        .values({
          application_id: application.id,
          cas_number: 'E4G8HJ2K9L0M1N',
          issued_on: '2026-11-20',
          deposit_to_refund: true,
        })
        .execute(),
    ).rejects.toThrow(/check/);
  });

  it('puts the CAS in the access export, and erasure removes it with the application', async () => {
    const { application } = await createCasRecord(db, 'A1B2C3D4E5F6G7', { email: uniqueEmail('cas-erased') });
    const exported = await exportSubject(db, application.email);
    expect(exported.casRecords).toEqual([
      expect.objectContaining({ application_id: application.id, cas_number: 'A1B2C3D4E5F6G7' }),
    ]);
    await eraseSubject(db, application.email, 'cli', { auditHmacKey: Buffer.alloc(32, 7) });
    expect(
      await db.selectFrom('cas_records').select('cas_number').where('application_id', '=', application.id).execute(),
    ).toEqual([]);
  });
});

describe('the CAS only for a Student visa', () => {
  it('refuses recording a CAS when the acceptance says no visa is needed, and records it when one is', async () => {
    const { caller } = await officer();
    const noVisa = await createAcceptableOffer(db, { email: uniqueEmail('cas-no-visa') });
    await createCountedAcceptance(db, noVisa, { needsVisa: false });
    const refused = await errorOf(
      caller.admin.applications.cas.record({
        applicationId: noVisa.application.id,
        number: 'E4G8HJ2K9L0M1N',
        issuedOn: '2026-11-20',
      }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(casRecordMessages.noVisaNeeded);
    const [records, emails] = await Promise.all([
      db.selectFrom('cas_records').select('cas_number').where('application_id', '=', noVisa.application.id).execute(),
      db.selectFrom('email_outbox').select('id').where('reference_id', '=', noVisa.application.id).execute(),
    ]);
    expect({ records, emails }).toEqual({ records: [], emails: [] });

    const visa = await createAcceptableOffer(db, { email: uniqueEmail('cas-visa') });
    await createCountedAcceptance(db, visa, { needsVisa: true });
    expect(
      await caller.admin.applications.cas.record({
        applicationId: visa.application.id,
        number: 'E4G8HJ2K9L0M1N',
        issuedOn: '2026-11-20',
      }),
    ).toEqual({ emailQueued: true });
  });
});

describe('the applications list’s "CAS overdue" filter', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const schoolDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

  /** An accepted offer (deposit £2,000 unless told), with the payments made on the days given. */
  async function accepted(
    label: string,
    {
      needsVisa = true,
      acceptedDaysAgo,
      depositPence = 200_000,
      payments = [] as Array<[pence: number, daysAgo: number]>,
      cas = false,
    }: {
      needsVisa?: boolean;
      acceptedDaysAgo: number;
      depositPence?: number;
      payments?: Array<[number, number]>;
      cas?: boolean;
    },
  ) {
    const offer = await createAcceptableOffer(db, { email: uniqueEmail(`cas-${label}`) });
    const id = offer.application.id;
    await db.updateTable('offers').set({ deposit_pence: depositPence }).where('application_id', '=', id).execute();
    await createCountedAcceptance(db, offer, { needsVisa, countedAt: daysAgo(acceptedDaysAgo) });
    const { payment_reference } = await db
      .selectFrom('offers')
      .select('payment_reference')
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    for (const [pence, paidDaysAgo] of payments) {
      await db
        .insertInto('payments')
        .values({
          application_id: id,
          application_reference: id,
          payment_reference,
          amount_pence: pence,
          paid_on: schoolDay(daysAgo(paidDaysAgo)),
          method: 'bank_transfer',
        })
        .execute();
    }
    if (cas) {
      await db
        .insertInto('cas_records')
        .values({ application_id: id, cas_number: 'E4G8HJ2K9L0M1N', issued_on: '2026-11-20' })
        .execute();
    }
    return id;
  }

  it('lists only applications past 8 working days since the later of acceptance and deposit, with no CAS', async () => {
    const { caller } = await officer();
    const overdue = await accepted('overdue', { acceptedDaysAgo: 30, payments: [[200_000, 29]] });
    const paidInTwo = await accepted('paid-in-two', {
      acceptedDaysAgo: 40,
      payments: [
        [50_000, 40],
        [150_000, 30],
      ],
    });
    const noDeposit = await accepted('no-deposit', { acceptedDaysAgo: 30, depositPence: 0 });
    const notOverdue = [
      await accepted('issued', { acceptedDaysAgo: 30, payments: [[200_000, 30]], cas: true }),
      await accepted('no-visa', { needsVisa: false, acceptedDaysAgo: 30, payments: [[200_000, 30]] }),
      await accepted('paid-lately', { acceptedDaysAgo: 30, payments: [[200_000, 2]] }),
      await accepted('part-paid', { acceptedDaysAgo: 30, payments: [[199_999, 30]] }),
      await accepted('unpaid', { acceptedDaysAgo: 30 }),
      await accepted('accepted-lately', { acceptedDaysAgo: 2, payments: [[200_000, 30]] }),
    ];
    const mine = new Set([overdue, paidInTwo, noDeposit, ...notOverdue]);
    const listed = await caller.admin.applications.list({ cas: 'overdue' });
    expect(listed.items.map((item) => item.id).filter((id) => mine.has(id))).toEqual([noDeposit, paidInTwo, overdue]);
    // The detail's flag says the same of each.
    for (const id of mine) {
      const { cas } = await caller.admin.applications.detail({ id });
      expect([id, cas.overdue]).toEqual([id, [overdue, paidInTwo, noDeposit].includes(id)]);
    }
    // Without the filter, every one of them is listed.
    const all = await caller.admin.applications.list({});
    expect(all.items.filter((item) => mine.has(item.id))).toHaveLength(mine.size);
  });

  it('refuses a filter value it does not know', async () => {
    const { caller } = await officer();
    const error = await errorOf(caller.admin.applications.list({ cas: 'late' as 'overdue' }));
    expect(error.code).toBe('BAD_REQUEST');
  });
});
