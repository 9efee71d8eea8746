import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import {
  looksLikeCardNumber,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  paymentMessages,
  paymentMethodLabels,
  penceFromPounds,
  type PaymentMethod,
} from '@domain/payments';
import { schoolDate } from '@domain/intakes';
import { formatPence } from '@domain/money';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.payments;
type Deposit = NonNullable<ApplicationDetailData['deposit']>;
const pounds = (pence: number) => formatPence(pence);

/**
 * The deposit of an accepted application (decision 137): what is due, each payment recorded, the
 * balance, and a form to record one. Card payments happen on the school's payment page only, so
 * the note warns against typing card numbers and the server refuses one that looks like it.
 */
export function PaymentsSection({
  applicationId,
  deposit,
  canRecord,
  onChanged,
}: {
  applicationId: string;
  deposit: Deposit;
  /** Only once the applicant's acceptance has counted (the server says so too). */
  canRecord: boolean;
  onChanged: () => void;
}) {
  return (
    <DetailSection title={m.title}>
      <div className="space-y-3 text-sm" data-testid="payments-section">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{m.due}</dt>
          <dd className="font-medium">{pounds(deposit.duePence)}</dd>
          <dt className="text-muted-foreground">{m.paid}</dt>
          <dd>{pounds(deposit.paidPence)}</dd>
          <dt className="text-muted-foreground">{m.balance}</dt>
          <dd className="font-semibold" data-testid="deposit-balance">
            {pounds(deposit.balancePence)}
            {deposit.paidInFullOn && ` · ${m.paidInFullOn(formatCalendarDate(deposit.paidInFullOn))}`}
            {deposit.overpaidPence > 0 && ` · ${m.overpaid(pounds(deposit.overpaidPence))}`}
          </dd>
          <dt className="text-muted-foreground">{m.reference}</dt>
          <dd className="font-mono">{deposit.reference}</dd>
        </dl>
        {deposit.toRefund && (
          <p className="font-semibold text-destructive" data-testid="deposit-to-refund">
            {m.toRefund(pounds(deposit.paidPence))}
          </p>
        )}
        {deposit.payments.length > 0 ? (
          <ul aria-label={m.listLabel} className="space-y-2">
            {deposit.payments.map((payment) => (
              <li key={payment.id} className="rounded-lg border p-2">
                <p className="font-medium">
                  {pounds(payment.amountPence)} · {paymentMethodLabels[payment.method]} ·{' '}
                  {m.paidOn(formatCalendarDate(payment.paidOn))}
                </p>
                {payment.note && <p className="whitespace-pre-wrap">{payment.note}</p>}
                <p className="text-xs text-muted-foreground">
                  {m.recordedBy(payment.recordedByEmail, formatDateTime(payment.recordedAt))}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{m.none}</p>
        )}
        {canRecord ? (
          <RecordPayment applicationId={applicationId} onChanged={onChanged} />
        ) : (
          <p className="text-muted-foreground">{m.afterAcceptance}</p>
        )}
      </div>
    </DetailSection>
  );
}

function RecordPayment({ applicationId, onChanged }: { applicationId: string; onChanged: () => void }) {
  const ids = { amount: useId(), paidOn: useId(), method: useId(), note: useId() };
  const [amount, setAmount] = useState('');
  // Most payments are recorded the day they show on the statement: today, the school's date.
  const [paidOn, setPaidOn] = useState(() => schoolDate(new Date()));
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [note, setNote] = useState('');
  const amountPence = penceFromPounds(amount);
  const cardNumber = looksLikeCardNumber(note);
  const record = trpc.admin.applications.payments.record.useMutation({
    onSuccess: (result) => {
      void notify('success', result.paidInFull ? m.savedInFull : m.saved(pounds(result.balancePence)));
      setAmount('');
      setPaidOn(schoolDate(new Date()));
      setNote('');
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, m.notSaved)),
  });
  return (
    <form
      className="space-y-3 border-t pt-3"
      aria-label={m.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (amountPence === null || amountPence < 1) return void notify('error', paymentMessages.amount);
        if (cardNumber) return void notify('error', paymentMessages.cardNumber);
        record.mutate({ applicationId, amountPence, paidOn, method, note: note.trim() || null });
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.amount}>{m.amountLabel}</Label>
          <Input
            id={ids.amount}
            required
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            className="w-36"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.paidOn}>{m.paidOnLabel}</Label>
          <Input
            id={ids.paidOn}
            type="date"
            required
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.method}>{m.methodLabel}</Label>
          <NativeSelect
            id={ids.method}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {paymentMethodLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.note}>{m.noteLabel}</Label>
        <p id={`${ids.note}-hint`} className="text-xs font-medium">
          {m.noteWarning}
        </p>
        <Textarea
          id={ids.note}
          rows={2}
          maxLength={PAYMENT_NOTE_MAX}
          aria-describedby={`${ids.note}-hint${cardNumber ? ` ${ids.note}-error` : ''}`}
          aria-invalid={cardNumber || undefined}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {cardNumber && (
          <p id={`${ids.note}-error`} role="alert" className="text-xs font-semibold text-destructive">
            {paymentMessages.cardNumber}
          </p>
        )}
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={record.isPending || cardNumber}>
        {record.isPending ? m.saving : m.record}
      </Button>
      <p className="text-xs text-muted-foreground">{m.receiptHint}</p>
    </form>
  );
}
