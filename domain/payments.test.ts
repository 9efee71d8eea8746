import { describe, expect, it } from 'vitest';
import {
  depositBalance,
  isPaymentReference,
  looksLikeCardNumber,
  paidInFullOn,
  paymentKeptUntil,
  paymentReferenceOf,
  paymentsKeptAfter,
  penceFromPounds,
  recordPaymentInput,
  paymentMessages,
} from './payments';

describe('payment references', () => {
  it('carry MOD 97-10 check digits that a mistyped or swapped digit breaks', () => {
    const reference = paymentReferenceOf(100001);
    expect(reference).toMatch(/^DEP-100001-\d{2}$/);
    expect(isPaymentReference(reference)).toBe(true);
    expect(isPaymentReference(reference.toLowerCase().replace('-', ' - '))).toBe(true);
    expect(isPaymentReference(paymentReferenceOf(100001).replace('100001', '100010'))).toBe(false);
    expect(isPaymentReference(paymentReferenceOf(123456).replace('123456', '123465'))).toBe(false);
    expect(isPaymentReference(paymentReferenceOf(123456).replace('123456', '123457'))).toBe(false);
    expect(isPaymentReference('DEP-12-34')).toBe(false);
  });
});

describe('card numbers in a note', () => {
  it('finds 13 to 19 digits passing Luhn, spaced or not, inside other words', () => {
    expect(looksLikeCardNumber('4111111111111111')).toBe(true);
    expect(looksLikeCardNumber('paid with 4111 1111 1111 1111 today')).toBe(true);
    expect(looksLikeCardNumber('card 5555-5555-5555-4444')).toBe(true);
    expect(looksLikeCardNumber('ref 378282246310005')).toBe(true);
    expect(looksLikeCardNumber('4111 1111 1111 1111 2026-11-27')).toBe(true);
  });
  it('leaves references, phone numbers and digits failing Luhn alone', () => {
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('Bank ref DEP-100001-55, called 029 2018 0123')).toBe(false);
    expect(looksLikeCardNumber('sort code 00-00-00, account 12345678')).toBe(false);
  });
  it('refuses such a note with the message that says why', () => {
    const parsed = recordPaymentInput.safeParse({
      amountPence: 100,
      paidOn: '2026-11-27',
      method: 'card_page',
      note: 'card 4111 1111 1111 1111',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(paymentMessages.cardNumber);
  });
});

describe('the deposit balance', () => {
  it('leaves a part payment’s balance and dates the payment that covered it', () => {
    const payments = [
      { amountPence: 50_000, paidOn: '2026-11-20' },
      { amountPence: 150_000, paidOn: '2026-11-25' },
    ];
    expect(depositBalance(200_000, payments.slice(0, 1))).toEqual({
      paidPence: 50_000,
      balancePence: 150_000,
      overpaidPence: 0,
      paidInFullOn: null,
    });
    expect(depositBalance(200_000, payments).paidInFullOn).toBe('2026-11-25');
    expect(paidInFullOn(200_000, [...payments].reverse())).toBe('2026-11-25');
    expect(depositBalance(100_000, payments)).toMatchObject({ balancePence: 0, overpaidPence: 100_000 });
    expect(paidInFullOn(0, [])).toBeNull();
  });
  it('reads pounds as staff type them', () => {
    expect(penceFromPounds('£1,500.50')).toBe(150_050);
    expect(penceFromPounds('2000')).toBe(200_000);
    expect(penceFromPounds('0.5')).toBe(50);
    expect(penceFromPounds('12.345')).toBeNull();
    expect(penceFromPounds('-3')).toBeNull();
  });
});

describe('keeping payment records', () => {
  it('keeps a payment six years from the end of its financial year (31 August)', () => {
    expect(paymentKeptUntil('2026-08-31')).toBe('2032-08-31');
    expect(paymentKeptUntil('2026-09-01')).toBe('2033-08-31');
    expect(paymentKeptUntil('2027-01-15')).toBe('2033-08-31');
  });
  it('lets go of exactly those whose keeping ended before today', () => {
    for (const today of ['2032-08-31', '2032-09-01', '2033-03-01', '2033-08-31', '2033-09-01']) {
      const cutoff = paymentsKeptAfter(today);
      for (const paidOn of ['2025-09-01', '2026-08-31', '2026-09-01', '2027-08-31', '2027-09-01']) {
        expect(paidOn <= cutoff, `${paidOn} on ${today}`).toBe(paymentKeptUntil(paidOn) < today);
      }
    }
  });
});
