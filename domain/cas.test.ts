import { describe, expect, it } from 'vitest';
import { casMessages, casNumberField, casSteps, depositToRefund, recordCasInput } from './cas';

describe('the CAS number', () => {
  it('accepts 14 letters and digits, upper-cased, spaces dropped', () => {
    expect(casNumberField.parse('E4G8HJ2K9L0M1N')).toBe('E4G8HJ2K9L0M1N');
    expect(casNumberField.parse(' e4g8 hj2k 9l0m 1n ')).toBe('E4G8HJ2K9L0M1N');
  });

  it.each(['E4G8HJ2K9L0M1', 'E4G8HJ2K9L0M1NP', 'E4G8HJ2K9L0M1-', 'E4G8HJ2K9L0M1É', 'E4G8HJ2K9L0M1\u0661'])(
    'refuses %j with the rule',
    (number) => {
      const result = casNumberField.safeParse(number);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(casMessages.numberFormat);
    },
  );

  it('asks for a missing number', () => {
    expect(casNumberField.safeParse('   ').error?.issues[0]?.message).toBe(casMessages.numberRequired);
  });

  it('needs a real date beside it', () => {
    expect(
      recordCasInput.safeParse({ number: 'E4G8HJ2K9L0M1N', issuedOn: '2026-11-31' }).error?.issues[0]?.message,
    ).toBe(casMessages.issuedOn);
    expect(recordCasInput.parse({ number: 'E4G8HJ2K9L0M1N', issuedOn: '2026-11-30' }).issuedOn).toBe('2026-11-30');
  });
});

describe('the CAS steps', () => {
  it('shows every step in order, those with no data as not reached', () => {
    const steps = casSteps({
      accepted: null,
      deposit_paid: null,
      conditions_met: '2026-11-10',
      cas_requested: null,
      cas_issued: null,
    });
    expect(steps.map((step) => step.label)).toEqual([
      'Accepted',
      'Deposit paid',
      'Conditions met',
      'CAS requested',
      'CAS issued',
    ]);
    expect(steps.filter((step) => step.reachedOn).map((step) => step.step)).toEqual(['conditions_met']);
  });

  it('marks the deposit to refund only on a refused visa', () => {
    expect(depositToRefund('refused')).toBe(true);
    expect(depositToRefund('granted')).toBe(false);
    expect(depositToRefund(null)).toBe(false);
  });
});
