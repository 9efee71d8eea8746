import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { runRetention } from '../../core/privacy/retention-pass';
import { exportSubject } from '../../core/privacy/subject-export';
import { directoryStorage } from '../../core/storage/directory-storage';
import { applicantSpacePath } from '../../domain/applicant-paths';
import { isPaymentReference, paymentMessages } from '../../domain/payments';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { casOfApplication } from '../../server/cas/record-cas';
import { depositOfApplication } from '../../server/payments/deposit-of-application';
import { recordPaymentMessages } from '../../server/payments/record-payment';
import { createAcceptedApplication, createAdmin, createApplicationMovedTo, createIntake } from '../support/factories';
import { useDeliveryStack } from '../support/running-stack';
import { sentTo } from '../support/smtp-sink';
import { callerFor, errorOf } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const run = promisify(execFile);
const env: Record<string, string> = {};
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-payments-'));
  env.UPLOADS_DIR = uploadsDir;
});
const stack = useDeliveryStack('payments', env);
afterAll(async () => {
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const db = () => stack.database.db;
const officer = async () => {
  const user = await createAdmin(db(), { label: 'payments' });
  return { user, caller: callerFor({ db: db(), user, ip: '198.51.100.44' }).caller };
};
const applicantCaller = (email: string) =>
  callerFor({ db: db(), applicant: { sessionId: 'p'.repeat(64), publicId: randomUUID(), email } }).caller;

async function accepted(language: 'en' | 'ar' = 'en', email = uniqueEmail('deposit')) {
  const { application } = await createAcceptedApplication(db(), {
    first_name: language === 'ar' ? 'سارة' : 'Layla',
    last_name: language === 'ar' ? 'حداد' : 'Haddad',
    language,
    email,
  });
  return application;
}

async function referenceOf(applicationId: string) {
  const offer = await db()
    .selectFrom('offers')
    .select('payment_reference')
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return offer.payment_reference;
}

/** The receipt of a payment once the worker has issued it (its upkeep picks pending letters up). */
async function issuedReceipt(paymentId: string) {
  await expect
    .poll(
      async () =>
        (await db().selectFrom('letters').select('state').where('payment_id', '=', paymentId).executeTakeFirst())
          ?.state,
      { timeout: 30_000, interval: 100 },
    )
    .toBe('issued');
  return db().selectFrom('letters').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
}

/** The PDF's text as poppler's pdftotext reads it, without the bidi marks it adds around runs. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(uploadsDir, `read-${createHash('sha256').update(pdf).digest('hex').slice(0, 12)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('recording payments', () => {
  it('records a part payment and then the rest: balance, receipts in English, e-mailed with the PDF attached', async () => {
    const { user, caller } = await officer();
    const application = await accepted('en');
    const reference = await referenceOf(application.id);
    expect(isPaymentReference(reference)).toBe(true);

    const part = await caller.admin.applications.payments.record({
      applicationId: application.id,
      amountPence: 50_000,
      paidOn: '2026-11-20',
      method: 'bank_transfer',
      note: 'Bank statement line 14',
    });
    expect(part).toMatchObject({ balancePence: 150_000, paidInFull: false });
    const afterPart = await caller.admin.applications.detail({ id: application.id });
    expect(afterPart.deposit).toMatchObject({
      duePence: 200_000,
      paidPence: 50_000,
      balancePence: 150_000,
      paidInFullOn: null,
      reference,
      payments: [
        {
          amountPence: 50_000,
          paidOn: '2026-11-20',
          method: 'bank_transfer',
          note: 'Bank statement line 14',
          recordedByEmail: user.email,
        },
      ],
    });

    const full = await caller.admin.applications.payments.record({
      applicationId: application.id,
      amountPence: 150_000,
      paidOn: '2026-11-24',
      method: 'card_page',
    });
    expect(full).toMatchObject({ balancePence: 0, paidInFull: true });
    expect(await depositOfApplication(db(), application.id)).toMatchObject({
      paidPence: 200_000,
      balancePence: 0,
      paidInFull: true,
      paidInFullOn: '2026-11-24',
    });

    // Each payment has its own receipt, stating its amount, the reference and what was left.
    const first = await issuedReceipt(part.paymentId);
    const second = await issuedReceipt(full.paymentId);
    expect(first.id).not.toBe(second.id);
    const firstText = await pdfText(await buffer(await directoryStorage(uploadsDir).get(first.object_key!)));
    expect(firstText).toContain('£500.00');
    expect(firstText).toContain(reference);
    expect(firstText).toContain('Bank transfer');
    expect(firstText).toContain('20 November 2026');
    expect(firstText).toContain('£1,500.00');
    const secondText = await pdfText(await buffer(await directoryStorage(uploadsDir).get(second.object_key!)));
    expect(secondText).toContain('£1,500.00');
    expect(secondText).toContain('£0.00');

    // The e-mails carry exactly the issued receipts, and link to the applicant's space.
    const mails = await stack.sink.waitForMessages(
      (message) => sentTo(application.email)(message) && message.subject.startsWith('Receipt'),
      2,
      30_000,
    );
    const attached = mails.map((mail) => {
      expect(mail.attachmentFiles).toHaveLength(1);
      expect(mail.attachmentFiles[0]!.contentType).toBe('application/pdf');
      expect(mail.attachmentFiles[0]!.filename).toMatch(/^Receipt [0-9a-f]{8}\.pdf$/);
      expect(mail.text).toContain(applicantSpacePath('en'));
      return sha256(mail.attachmentFiles[0]!.content);
    });
    expect(attached.sort()).toEqual([first.sha256, second.sha256].sort());

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'details', 'ip'])
      .where('action', '=', 'payment.recorded')
      .where('subject_id', '=', application.id)
      .orderBy('at')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actor_id: user.id,
      ip: '198.51.100.44',
      details: { amountPence: 50_000, paidOn: '2026-11-20', method: 'bank_transfer', balancePence: 150_000 },
    });
    expect(JSON.stringify(audit)).not.toContain('Bank statement');

    // The applicant's space shows the deposit, the balance and the reference, and lists the receipts.
    const [mine] = await applicantCaller(application.email).applicant.applications();
    expect(mine!.deposit).toEqual({
      duePence: 200_000,
      paidPence: 200_000,
      balancePence: 0,
      reference,
      toRefund: false,
    });
    const letters = await applicantCaller(application.email).applicant.letters.list();
    expect(letters.filter((letter) => letter.kind === 'payment_receipt')).toHaveLength(2);
  });

  it('writes the Arabic receipt and e-mail in Arabic, with the amount and reference readable', async () => {
    const { caller } = await officer();
    const application = await accepted('ar');
    const reference = await referenceOf(application.id);
    const { paymentId } = await caller.admin.applications.payments.record({
      applicationId: application.id,
      amountPence: 75_050,
      paidOn: '2026-11-23',
      method: 'bank_transfer',
    });
    const receipt = await issuedReceipt(paymentId);
    expect(receipt.language).toBe('ar');
    const text = await pdfText(await buffer(await directoryStorage(uploadsDir).get(receipt.object_key!)));
    expect(text).toContain(reference);
    // The pound sign before the amount, as in English, never Intl's Arabic "UK£" after it.
    expect(text).toContain('£750.50');
    expect(text).toContain('£1,249.50');
    expect(text).not.toContain('UK£');
    expect(text).toContain('مرجع الدفع');
    const [mail] = await stack.sink.waitForMessages(sentTo(application.email), 1, 30_000);
    expect(mail!.subject).toContain('إيصال');
    expect(mail!.attachmentFiles[0]!.filename).toMatch(/^إيصال [0-9a-f]{8}\.pdf$/);
    expect(sha256(mail!.attachmentFiles[0]!.content)).toBe(receipt.sha256);
    expect(mail!.text).toContain('/ar/');
  });

  it('refuses a note that looks like a card number, with the reason, and records nothing', async () => {
    const { caller } = await officer();
    const application = await accepted();
    const error = await errorOf(
      caller.admin.applications.payments.record({
        applicationId: application.id,
        amountPence: 10_000,
        paidOn: '2026-11-20',
        method: 'card_page',
        note: 'paid with 4111 1111 1111 1111',
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(paymentMessages.cardNumber);
    expect(
      await db().selectFrom('payments').select('id').where('application_id', '=', application.id).execute(),
    ).toEqual([]);
    expect(
      await db()
        .selectFrom('letters')
        .select('id')
        .where('application_id', '=', application.id)
        .where('kind', '=', 'payment_receipt')
        .execute(),
    ).toEqual([]);
  });

  it('refuses a payment before the acceptance counts, of nothing, and dated in the future', async () => {
    const { caller } = await officer();
    const { application: offered } = await createApplicationMovedTo(db(), 'offer');
    const early = await errorOf(
      caller.admin.applications.payments.record({
        applicationId: offered.id,
        amountPence: 10_000,
        paidOn: '2026-11-20',
        method: 'other',
      }),
    );
    expect(early.code).toBe('CONFLICT');
    expect(early.message).toBe(recordPaymentMessages.notAccepted);

    const application = await accepted();
    const nothing = await errorOf(
      caller.admin.applications.payments.record({
        applicationId: application.id,
        amountPence: 0,
        paidOn: '2026-11-20',
        method: 'other',
      }),
    );
    expect(nothing.code).toBe('BAD_REQUEST');
    expect(nothing.message).toContain(paymentMessages.amount);
    const future = await errorOf(
      caller.admin.applications.payments.record({
        applicationId: application.id,
        amountPence: 100,
        paidOn: '2099-01-01',
        method: 'other',
      }),
    );
    expect(future.code).toBe('BAD_REQUEST');
    expect(future.message).toBe(recordPaymentMessages.future);
    expect(
      await db().selectFrom('payments').select('id').where('application_id', '=', application.id).execute(),
    ).toEqual([]);
  });

  it('shows no deposit in the applicant’s space before the acceptance counts', async () => {
    const email = uniqueEmail('deposit-early');
    await createApplicationMovedTo(db(), 'offer', { email });
    const [mine] = await applicantCaller(email).applicant.applications();
    expect(mine!.deposit).toBeNull();
  });

  it('a visa refusal marks the deposit to refund, shown beside the payments', async () => {
    const { caller } = await officer();
    const application = await accepted();
    await caller.admin.applications.payments.record({
      applicationId: application.id,
      amountPence: 200_000,
      paidOn: '2026-11-20',
      method: 'bank_transfer',
    });
    await caller.admin.applications.cas.record({
      applicationId: application.id,
      number: 'E4G8HJ2K9L0M1N',
      issuedOn: '2026-11-25',
    });
    await caller.admin.applications.cas.recordVisaOutcome({ applicationId: application.id, outcome: 'refused' });
    const detail = await caller.admin.applications.detail({ id: application.id });
    expect(detail.deposit).toMatchObject({ toRefund: true, paidPence: 200_000 });
    const [mine] = await applicantCaller(application.email).applicant.applications();
    expect(mine!.deposit?.toRefund).toBe(true);
  });
});

describe('the deposit and the CAS clock', () => {
  async function acceptedOn(date: string) {
    const application = await accepted();
    await db()
      .updateTable('acceptances')
      .set({ counted_at: new Date(`${date}T10:00:00Z`) })
      .where('application_id', '=', application.id)
      .execute();
    return application;
  }

  it('starts from the day the payments covered the deposit, and flags the application past 8 working days', async () => {
    const { caller } = await officer();
    // Accepted Thursday 1 October 2026; half paid on the 2nd, the rest on Monday 5 October.
    const application = await acceptedOn('2026-10-01');
    const before = await casOfApplication(db(), application.id, new Date('2026-10-20T12:00:00Z'));
    expect(before.steps.find((step) => step.step === 'deposit_paid')!.reachedOn).toBeNull();
    expect(before).toMatchObject({ waitingWorkingDays: null, overdue: false });

    for (const [amountPence, paidOn] of [
      [100_000, '2026-10-02'],
      [100_000, '2026-10-05'],
    ] as const) {
      await caller.admin.applications.payments.record({
        applicationId: application.id,
        amountPence,
        paidOn,
        method: 'bank_transfer',
      });
    }
    const onDay8 = await casOfApplication(db(), application.id, new Date('2026-10-15T12:00:00Z'));
    expect(onDay8.steps.map((step) => [step.step, step.reachedOn])).toEqual([
      ['accepted', '2026-10-01'],
      ['deposit_paid', '2026-10-05'],
      ['conditions_met', expect.any(String)],
      ['cas_requested', null],
      ['cas_issued', null],
    ]);
    // Counted from the deposit (5 October), not the acceptance: day 8 is not yet past 8.
    expect(onDay8).toMatchObject({ waitingWorkingDays: 8, overdue: false });
    const onDay9 = await casOfApplication(db(), application.id, new Date('2026-10-16T12:00:00Z'));
    expect(onDay9).toMatchObject({ waitingWorkingDays: 9, overdue: true });

    // The staff detail shows the flag on today's clock too.
    const detail = await caller.admin.applications.detail({ id: application.id });
    expect(detail.cas.overdue).toBe(true);
  });

  it('records the CAS-requested step, audited, and refuses a date in the future', async () => {
    const { user, caller } = await officer();
    const application = await accepted();
    await caller.admin.applications.cas.markRequested({ applicationId: application.id, requestedOn: '2026-11-23' });
    const detail = await caller.admin.applications.detail({ id: application.id });
    expect(detail.cas.steps.find((step) => step.step === 'cas_requested')!.reachedOn).toBe('2026-11-23');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'cas.requested')
      .where('subject_id', '=', application.id)
      .execute();
    expect(audit).toEqual([{ actor_id: user.id, details: { requestedOn: '2026-11-23', corrected: false } }]);
    const future = await errorOf(
      caller.admin.applications.cas.markRequested({ applicationId: application.id, requestedOn: '2099-01-01' }),
    );
    expect(future.code).toBe('BAD_REQUEST');
  });
});

describe('the intake’s deposit', () => {
  it('is set on the Intakes tab in pence and read by the application’s detail for the offer form', async () => {
    const { caller } = await officer();
    const intake = await createIntake(db(), { programme: 'foundation' });
    await caller.admin.intakes.update({
      id: intake.id,
      terms: {
        startsOn: intake.starts_on,
        deadline: intake.deadline,
        policy: intake.policy,
        capacity: intake.capacity,
        depositPence: 250_000,
      },
    });
    const listed = (await caller.admin.intakes.list()).find((row) => row.id === intake.id);
    expect(listed!.depositPence).toBe(250_000);
    const { application } = await createApplicationMovedTo(db(), 'under_review', {
      programme: 'foundation',
      start_date: intake.starts_on,
    });
    const detail = await caller.admin.applications.detail({ id: application.id });
    expect(detail.intake!.depositPence).toBe(250_000);
    // An edit that leaves the deposit out keeps it.
    await caller.admin.intakes.update({
      id: intake.id,
      terms: { startsOn: intake.starts_on, deadline: intake.deadline, policy: 'rolling', capacity: null },
    });
    expect((await caller.admin.intakes.list()).find((row) => row.id === intake.id)!.depositPence).toBe(250_000);
  });
});

describe('payments and personal data', () => {
  /** A payment row as the recording step writes it. */
  async function paymentRow(applicationId: string, amountPence: number, paidOn: string, note: string | null = null) {
    return db()
      .insertInto('payments')
      .values({
        application_id: applicationId,
        application_reference: applicationId,
        payment_reference: await referenceOf(applicationId),
        amount_pence: amountPence,
        paid_on: paidOn,
        method: 'bank_transfer',
        note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('exports the payments and receipts, and erasure keeps each payment reduced to amount, date, method and references', async () => {
    const email = uniqueEmail('deposit-erased');
    const { caller } = await officer();
    const application = await accepted('en', email);
    const reference = await referenceOf(application.id);
    const { paymentId } = await caller.admin.applications.payments.record({
      applicationId: application.id,
      amountPence: 200_000,
      paidOn: '2026-11-20',
      method: 'bank_transfer',
      note: 'Seen on the bank statement',
    });
    await issuedReceipt(paymentId);

    const exported = await exportSubject(db(), email);
    expect(exported.payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        amount_pence: 200_000,
        payment_reference: reference,
        note: 'Seen on the bank statement',
      }),
    ]);
    expect(exported.offers[0]).toMatchObject({ payment_reference: reference });
    expect(exported.letters.filter((letter) => letter.kind === 'payment_receipt')).toHaveLength(1);

    await eraseSubject(db(), email, 'cli', { auditHmacKey: Buffer.alloc(32, 7) });
    const kept = await db().selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      application_id: null,
      application_reference: application.id,
      payment_reference: reference,
      amount_pence: 200_000,
      paid_on: '2026-11-20',
      method: 'bank_transfer',
      note: null,
      recorded_by: null,
    });
    // The receipt was a letter of the application: it goes with it.
    expect(await db().selectFrom('letters').select('id').where('payment_id', '=', paymentId).execute()).toEqual([]);
  });

  it('the database refuses a payment of nothing, and to detach a payment that still has its note', async () => {
    const application = await accepted();
    await expect(paymentRow(application.id, 0, '2026-11-20')).rejects.toThrow(/check/);
    await paymentRow(application.id, 100, '2026-11-20', 'kept by mistake');
    await expect(db().deleteFrom('applications').where('id', '=', application.id).execute()).rejects.toThrow(
      /payments_detached_reduced/,
    );
  });

  it('the retention pass deletes a detached payment six years after its financial year, not before', async () => {
    const old = await accepted();
    const young = await accepted();
    const { id: oldId } = await paymentRow(old.id, 100, '2019-08-31');
    const { id: youngId } = await paymentRow(young.id, 100, '2019-09-01');
    for (const application of [old, young])
      await db().deleteFrom('applications').where('id', '=', application.id).execute();
    // On 1 September 2025 the financial year to 31 August 2019 has been kept six years; the next has not.
    const outcome = await runRetention(db(), {
      periods: DEFAULT_RETENTION_PERIODS,
      trigger: 'cli',
      now: new Date('2025-09-01T12:00:00Z'),
    });
    expect(outcome.ran && outcome.counts.paymentRecords).toBeGreaterThanOrEqual(1);
    const left = await db().selectFrom('payments').select('id').where('id', 'in', [oldId, youngId]).execute();
    expect(left.map((row) => row.id)).toEqual([youngId]);
  });
});
