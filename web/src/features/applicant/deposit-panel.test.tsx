import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/lib/locale';
import type { Locale } from '@domain/locale';
import { site } from '@domain/site';
import { applicantMessages } from './applicant.messages';
import { DepositPanel } from './deposit-panel';

const owing = {
  duePence: 200_000,
  paidPence: 50_000,
  balancePence: 150_000,
  reference: 'DEP-100001-19',
  toRefund: false,
};

function render(locale: Locale, deposit = owing): string {
  return renderToString(
    <LocaleProvider locale={locale}>
      <DepositPanel deposit={deposit} headingId="deposit" />
    </LocaleProvider>,
  );
}

describe('the deposit in the applicant’s space', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, shows the amounts, the reference and both ways to pay while something is owed',
    (locale) => {
      const html = render(locale);
      const words = applicantMessages(locale).deposit;
      for (const text of [words.heading, words.cardHeading, words.bankHeading, words.quote])
        expect(html).toContain(text);
      expect(html).toContain('2,000.00');
      expect(html).toContain('1,500.00');
      // The reference is shown twice (with the amounts, and to quote with the transfer), left to right.
      expect(html.match(/<bdi dir="ltr">DEP-100001-19<\/bdi>/g)).toHaveLength(2);
      expect(html).toContain(`href="${site.paymentUrl}"`);
      expect(html).toContain('target="_blank"');
      for (const detail of [site.bankTransfer.sortCode, site.bankTransfer.accountNumber, site.bankTransfer.iban])
        expect(html).toContain(detail);
      expect(html).toContain('aria-labelledby="deposit"');
    },
  );

  it('says a deposit paid in full is paid, without the ways to pay', () => {
    const html = render('en', { ...owing, paidPence: 200_000, balancePence: 0 });
    expect(html).toContain(applicantMessages('en').deposit.paidInFull);
    expect(html).not.toContain(site.paymentUrl);
  });

  it('says a deposit to refund will be refunded, in Arabic too', () => {
    const html = render('ar', { ...owing, toRefund: true });
    expect(html).toContain(applicantMessages('ar').deposit.toRefund);
    expect(html).not.toContain(site.bankTransfer.accountNumber);
  });
});
