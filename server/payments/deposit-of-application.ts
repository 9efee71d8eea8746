import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { depositBalance, PAYMENT_METHODS, type PaymentMethod } from '../../domain/payments';
import { isoDate } from '../admissions/admin-schemas';

type Executor = Kysely<Database> | Transaction<Database>;

export interface DepositPayment {
  id: string;
  amountPence: number;
  /** 'YYYY-MM-DD', the school date paid. */
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
  recordedAt: Date;
  /** Null once that account is erased. */
  recordedByEmail: string | null;
}

export interface Deposit {
  /** The offer's deposit: what the applicant owes. */
  duePence: number;
  paidPence: number;
  /** What is left to pay; never below zero. */
  balancePence: number;
  /** Paid beyond the deposit, if anything. */
  overpaidPence: number;
  /** True once nothing is left to pay (a deposit of nothing is paid in full). */
  paidInFull: boolean;
  /** The school date the payments first covered the deposit; null while they do not, and for a deposit of nothing. */
  paidInFullOn: string | null;
  /** The reference the applicant quotes when paying, unique to the application. */
  reference: string;
  /** A refused Student visa marks the deposit to refund (decision 136). */
  toRefund: boolean;
  /** Oldest first. */
  payments: DepositPayment[];
}

/**
 * The deposit of an application with an offer, and what has been paid against it (decision 137);
 * null when the application has no offer, so no deposit. Other steps (the CAS clock, enrolment)
 * read "paid in full" from here.
 */
export async function depositOfApplication(db: Executor, applicationId: string): Promise<Deposit | null> {
  const offer = await db
    .selectFrom('offers')
    .leftJoin('cas_records', 'cas_records.application_id', 'offers.application_id')
    .select(['offers.deposit_pence', 'offers.payment_reference', 'cas_records.deposit_to_refund'])
    .where('offers.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!offer) return null;
  const rows = await db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.recorded_by')
    .select([
      'p.id',
      'p.amount_pence',
      'p.paid_on',
      'p.method',
      'p.note',
      'p.created_at',
      'u.email as recorded_by_email',
    ])
    .where('p.application_id', '=', applicationId)
    .orderBy('p.paid_on')
    .orderBy('p.created_at')
    .execute();
  const payments = rows.map((row) => ({
    id: row.id,
    amountPence: row.amount_pence,
    paidOn: row.paid_on,
    method: row.method,
    note: row.note,
    recordedAt: row.created_at,
    recordedByEmail: row.recorded_by_email,
  }));
  const balance = depositBalance(offer.deposit_pence, payments);
  return {
    duePence: offer.deposit_pence,
    ...balance,
    paidInFull: balance.balancePence === 0,
    reference: offer.payment_reference,
    toRefund: offer.deposit_to_refund ?? false,
    payments,
  };
}

export const depositOutput = z
  .object({
    duePence: z.number(),
    paidPence: z.number(),
    balancePence: z.number(),
    overpaidPence: z.number(),
    paidInFull: z.boolean(),
    paidInFullOn: z.string().nullable(),
    reference: z.string(),
    toRefund: z.boolean(),
    payments: z.array(
      z.object({
        id: z.string(),
        amountPence: z.number(),
        paidOn: z.string(),
        method: z.enum(PAYMENT_METHODS),
        note: z.string().nullable(),
        recordedAt: isoDate,
        recordedByEmail: z.string().nullable(),
      }),
    ),
  })
  .nullable();
