import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { exportSubject } from '../../core/privacy/subject-export';
import { runRetention } from '../../core/privacy/retention-pass';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { isPaymentReference } from '../../domain/payments';
import { depositOfApplication } from '../../server/payments/deposit-of-application';
import { createAcceptableOffer, createAdmin } from '../support/factories';
import { testDb } from '../support/test-db';
import { callerFor } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();

/** An application whose acceptance counted (decision 135): an adult accepts through their space. */
async function accepted(overrides: { language?: 'en' | 'ar'; email?: string } = {}) {
  const email = overrides.email ?? uniqueEmail('deposit');
  const { application } = await createAcceptableOffer(db, {
    first_name: 'Layla',
    last_name: 'Haddad',
    language: overrides.language ?? 'en',
    email,
  });
  const applicant = { sessionId: 'd'.repeat(64), publicId: randomUUID(), email };
  const { caller } = callerFor({ db, applicant, ip: '198.51.100.41' });
  await caller.applicant.offer.accept({
    applicationId: application.id,
    typedName: 'Layla Haddad',
    readLetter: true,
    needsVisa: true,
  });
  return application;
}

async function referenceOf(applicationId: string) {
  const offer = await db
    .selectFrom('offers')
    .select('payment_reference')
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return offer.payment_reference;
}

/** A payment row as the recording step writes it. */
async function paymentRow(
  applicationId: string,
  amountPence: number,
  paidOn: string,
  extra: { note?: string; recordedBy?: string } = {},
) {
  return db
    .insertInto('payments')
    .values({
      application_id: applicationId,
      application_reference: applicationId,
      payment_reference: await referenceOf(applicationId),
      amount_pence: amountPence,
      paid_on: paidOn,
      method: 'bank_transfer',
      note: extra.note ?? null,
      recorded_by: extra.recordedBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('the deposit of an application', () => {
  it('gives each offer its own payment reference, with check digits', async () => {
    const first = await accepted();
    const second = await accepted();
    const [a, b] = [await referenceOf(first.id), await referenceOf(second.id)];
    expect(a).not.toBe(b);
    expect(isPaymentReference(a)).toBe(true);
    expect(isPaymentReference(b)).toBe(true);
  });

  it('owes the offer’s deposit, leaves a part payment’s balance and dates the payment that covered it', async () => {
    const application = await accepted();
    const reference = await referenceOf(application.id);
    expect(await depositOfApplication(db, application.id)).toMatchObject({
      duePence: 200_000,
      paidPence: 0,
      balancePence: 200_000,
      paidInFull: false,
      paidInFullOn: null,
      reference,
      toRefund: false,
      payments: [],
    });
    await paymentRow(application.id, 50_000, '2026-11-20');
    expect(await depositOfApplication(db, application.id)).toMatchObject({
      paidPence: 50_000,
      balancePence: 150_000,
      paidInFull: false,
      paidInFullOn: null,
    });
    await paymentRow(application.id, 150_000, '2026-11-24');
    expect(await depositOfApplication(db, application.id)).toMatchObject({
      paidPence: 200_000,
      balancePence: 0,
      paidInFull: true,
      paidInFullOn: '2026-11-24',
    });
  });

  it('has no deposit before an offer', async () => {
    expect(await depositOfApplication(db, randomUUID())).toBeNull();
  });

  it('the database refuses a payment of nothing and a method it does not know', async () => {
    const application = await accepted();
    await expect(paymentRow(application.id, 0, '2026-11-20')).rejects.toThrow(/check/);
    await expect(
      db
        .insertInto('payments')
        .values({
          application_id: application.id,
          application_reference: application.id,
          payment_reference: await referenceOf(application.id),
          amount_pence: 100,
          paid_on: '2026-11-20',
          method: 'cash' as 'other',
        })
        .execute(),
    ).rejects.toThrow(/check/);
  });
});

describe('payments and personal data', () => {
  it('exports the payments, and erasure keeps each reduced to amount, date, method and references, detached', async () => {
    const email = uniqueEmail('deposit-erased');
    const application = await accepted({ email });
    const officer = await createAdmin(db, { label: 'payments' });
    const reference = await referenceOf(application.id);
    const { id } = await paymentRow(application.id, 200_000, '2026-11-20', {
      note: 'Seen on the bank statement',
      recordedBy: officer.id,
    });

    const exported = await exportSubject(db, email);
    expect(exported.payments).toEqual([
      expect.objectContaining({
        id,
        amount_pence: 200_000,
        payment_reference: reference,
        note: 'Seen on the bank statement',
      }),
    ]);
    expect(exported.offers[0]).toMatchObject({ payment_reference: reference });

    await eraseSubject(db, email, 'cli', { auditHmacKey: Buffer.alloc(32, 7) });
    const kept = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
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
  });

  it('the database refuses to detach a payment that still has its note', async () => {
    const application = await accepted();
    await paymentRow(application.id, 100, '2026-11-20', { note: 'kept by mistake' });
    await expect(db.deleteFrom('applications').where('id', '=', application.id).execute()).rejects.toThrow(
      /payments_detached_reduced/,
    );
  });

  it('the retention pass deletes a detached payment six years after its financial year, not before', async () => {
    const old = await accepted();
    const young = await accepted();
    const { id: oldId } = await paymentRow(old.id, 100, '2019-08-31');
    const { id: youngId } = await paymentRow(young.id, 100, '2019-09-01');
    for (const application of [old, young]) {
      await db.updateTable('payments').set({ note: null }).where('application_id', '=', application.id).execute();
      await db.deleteFrom('applications').where('id', '=', application.id).execute();
    }
    // On 1 September 2025 the financial year to 31 August 2019 has been kept six years; the next has not.
    const outcome = await runRetention(db, {
      periods: DEFAULT_RETENTION_PERIODS,
      trigger: 'cli',
      now: new Date('2025-09-01T12:00:00Z'),
    });
    expect(outcome.ran && outcome.counts.paymentRecords).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('payments').select('id').where('id', 'in', [oldId, youngId]).execute();
    expect(left.map((row) => row.id)).toEqual([youngId]);
  });
});
