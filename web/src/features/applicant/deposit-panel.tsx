import { NewTabLink } from '@/components/content/new-tab-link';
import { useLocale } from '@/lib/locale';
import { formatPence } from '@domain/money';
import { site } from '@domain/site';
import type { ApplicantApplication } from './application-status-card';
import { useApplicantMessages } from './applicant.messages';

type Deposit = NonNullable<ApplicantApplication['deposit']>;

/**
 * The deposit once the acceptance has counted (decision 137): what is owed, paid and left, the
 * payment reference, and the two ways to pay: the school's card-payment page (card details stay
 * there) and a bank transfer quoting the reference. Figures, codes and the reference read left to
 * right inside Arabic text.
 */
export function DepositPanel({ deposit, headingId }: { deposit: Deposit; headingId: string }) {
  const locale = useLocale();
  const messages = useApplicantMessages().deposit;
  const pounds = (pence: number) => formatPence(pence, locale);
  const bank = site.bankTransfer;
  const owing = deposit.balancePence > 0 && !deposit.toRefund;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border p-4" data-testid="applicant-deposit">
      <h3 id={headingId} className="text-base font-semibold">
        {messages.heading}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{messages.due}</dt>
        <dd className="font-medium">
          <bdi dir="ltr">{pounds(deposit.duePence)}</bdi>
        </dd>
        <dt className="text-muted-foreground">{messages.paid}</dt>
        <dd>
          <bdi dir="ltr">{pounds(deposit.paidPence)}</bdi>
        </dd>
        <dt className="text-muted-foreground">{messages.balance}</dt>
        <dd className="font-semibold" data-testid="applicant-deposit-balance">
          <bdi dir="ltr">{pounds(deposit.balancePence)}</bdi>
        </dd>
        <dt className="text-muted-foreground">{messages.reference}</dt>
        <dd className="font-mono font-semibold whitespace-nowrap" data-testid="applicant-payment-reference">
          <bdi dir="ltr">{deposit.reference}</bdi>
        </dd>
      </dl>
      {deposit.toRefund ? (
        <p className="mt-3 text-sm" role="status">
          {messages.toRefund}
        </p>
      ) : deposit.balancePence === 0 ? (
        <p className="mt-3 text-sm font-medium" role="status">
          {messages.paidInFull}
        </p>
      ) : (
        <p className="mt-3 text-sm">{messages.intro}</p>
      )}
      {owing && (
        <>
          <h4 className="mt-4 text-sm font-semibold">{messages.ways}</h4>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-muted/50 p-3">
              <h5 className="text-sm font-semibold">{messages.cardHeading}</h5>
              <p className="mt-1 text-sm">{messages.cardHint}</p>
              <p className="mt-2 text-sm">
                <NewTabLink href={site.paymentUrl}>{messages.cardLink}</NewTabLink>
              </p>
            </div>
            <div className="rounded-lg bg-muted/50 p-3">
              <h5 className="text-sm font-semibold">{messages.bankHeading}</h5>
              <p className="mt-1 text-sm">{messages.bankHint}</p>
              {/* Each label above its value: the box is narrow on a phone and beside the card's on a wide screen. */}
              <dl className="mt-1 text-sm">
                <dt className="mt-2 text-muted-foreground">{messages.bankName}</dt>
                <dd>
                  <bdi dir="ltr">{bank.bankName}</bdi>
                </dd>
                <dt className="mt-2 text-muted-foreground">{messages.accountName}</dt>
                <dd>
                  <bdi dir="ltr">{bank.accountName}</bdi>
                </dd>
                <dt className="mt-2 text-muted-foreground">{messages.sortCode}</dt>
                <dd className="font-mono">
                  <bdi dir="ltr">{bank.sortCode}</bdi>
                </dd>
                <dt className="mt-2 text-muted-foreground">{messages.accountNumber}</dt>
                <dd className="font-mono">
                  <bdi dir="ltr">{bank.accountNumber}</bdi>
                </dd>
                <dt className="mt-2 text-muted-foreground">{messages.iban}</dt>
                <dd className="font-mono">
                  <bdi dir="ltr">{bank.iban}</bdi>
                </dd>
                <dt className="mt-2 text-muted-foreground">{messages.bic}</dt>
                <dd className="font-mono">
                  <bdi dir="ltr">{bank.bic}</bdi>
                </dd>
                <dt className="mt-2 text-muted-foreground">{messages.quote}</dt>
                <dd className="font-mono font-semibold whitespace-nowrap">
                  <bdi dir="ltr">{deposit.reference}</bdi>
                </dd>
              </dl>
            </div>
          </div>
        </>
      )}
      <p className="mt-3 text-sm text-muted-foreground">{messages.receipts}</p>
    </section>
  );
}
