import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrivacyNoticeLink } from '@/components/content/privacy-notice-link';
import { SlotPicker, type SlotChoice } from '@/components/forms/slot-picker';
import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useLocale } from '@/lib/locale';
import { fillIn, useVisitClock, type VisitClock } from '@/lib/visit-clock';
import { trpcErrorCode } from '@/lib/trpc-error';
import { FormField, RequiredNote } from './form-field';
import { showFormError, submissionErrorMessage } from './submission-feedback';
import { useFreeSlots } from './visit-slots';
import type { VisitBookingMessages } from './visit-page.messages';
import type * as VisitValidation from './visit-validation';

const FORM_ID = 'visit';
/** The schema's limit (domain/campus-visits.ts MAX_PARTY_SIZE), written out so the form's first load carries no zod. */
const PARTY_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const FIELD_ORDER = ['ruleId', 'startsAt', 'name', 'email', 'phone', 'partySize', 'programmes', 'message'] as const;

/** The schema and its messages, fetched when the visitor first reaches for the form. */
let validation: Promise<typeof VisitValidation> | null = null;
const loadValidation = () => {
  validation ??= import('./visit-validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
};
const preloadValidation = () => void loadValidation().catch(() => undefined);

/** The form's fields as the booking procedure reads them; the controls stay the browser's own until sent. */
function valuesOf(form: HTMLFormElement, slot: SlotChoice | null, locale: string) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    ruleId: slot?.ruleId ?? '',
    startsAt: slot?.startsAt ?? '',
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    partySize: Number(text('partySize')),
    programmes: data.getAll('programmes').map(String),
    message: text('message'),
    website: text('website'),
    language: locale,
  };
}

/**
 * The public booking form of a campus visit: a day and a time, then who is coming. Checked with
 * the server's own schema, in the page's language; the booking is confirmed on screen, where
 * focus moves, and by e-mail (the server sends it with its invitation).
 */
export function VisitBooking({ messages }: { messages: VisitBookingMessages }) {
  const locale = useLocale();
  const clock = useVisitClock(locale, messages.slots.clock);
  const { loaded, reload } = useFreeSlots();
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<{ startsAt: string; email: string } | null>(null);

  /** Once the visitor has tried to send, each change is checked again, so a mended field's message goes. */
  async function recheck(form: HTMLFormElement, chosen: SlotChoice | null) {
    if (!checked) return;
    const result = (await loadValidation()).checkVisitBooking(valuesOf(form, chosen, locale), locale);
    setErrors(result.ok ? {} : result.errors);
  }

  async function send(form: HTMLFormElement) {
    const { checkVisitBooking } = await loadValidation();
    const result = checkVisitBooking(valuesOf(form, slot, locale), locale);
    setChecked(true);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.map((field) => result.errors[field]).find(Boolean);
      return showFormError(FORM_ID, first ?? messages.form.checkTheForm);
    }
    setErrors({});
    setSending(true);
    try {
      const { trpcClient } = await import('@/lib/trpc');
      const visit = await trpcClient.visits.book.mutate(result.booking);
      setBooked({ startsAt: visit.startsAt, email: result.booking.email });
    } catch (error) {
      showFormError(FORM_ID, submissionErrorMessage(error, messages.form.genericError));
      // Full or gone since the list was loaded: show what is free now.
      if (trpcErrorCode(error) === 'CONFLICT') {
        setSlot(null);
        reload();
      }
    } finally {
      setSending(false);
    }
  }

  if (booked && clock) return <Booked messages={messages} clock={clock} {...booked} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget).catch(() => showFormError(FORM_ID, messages.form.genericError));
  };
  return (
    <form
      noValidate
      aria-labelledby="visit-form-heading"
      onFocus={preloadValidation}
      onPointerEnter={preloadValidation}
      onChange={(event) => void recheck(event.currentTarget, slot).catch(() => undefined)}
      onSubmit={onSubmit}
      className="relative flex flex-col gap-8"
    >
      <section aria-labelledby="visit-time-heading" className="flex flex-col gap-4">
        <h3 id="visit-time-heading" className="text-xl font-semibold text-primary">
          {messages.chooseTime}
        </h3>
        <SlotPicker
          id="visit-slot"
          loaded={loaded}
          reload={reload}
          clock={clock}
          messages={messages.slots}
          value={slot}
          onChange={(chosen, control) => {
            setSlot(chosen);
            if (control.form) void recheck(control.form, chosen).catch(() => undefined);
          }}
          error={errors.ruleId ?? errors.startsAt}
        />
      </section>
      <section aria-labelledby="visit-details-heading" className="flex flex-col gap-5">
        <h3 id="visit-details-heading" className="text-xl font-semibold text-primary">
          {messages.yourDetails}
        </h3>
        <RequiredNote words={messages.form} />
        <FormField id="visit-name" label={messages.labels.name} required error={errors.name}>
          {(control) => <Input {...control} name="name" className="h-11" autoComplete="name" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="visit-email" label={messages.labels.email} required error={errors.email}>
            {(control) => (
              <Input {...control} name="email" className="h-11" type="email" dir="ltr" autoComplete="email" />
            )}
          </FormField>
          <FormField id="visit-phone" label={messages.labels.phone} required error={errors.phone}>
            {(control) => <Input {...control} name="phone" className="h-11" type="tel" dir="ltr" autoComplete="tel" />}
          </FormField>
        </div>
        <FormField id="visit-partySize" label={messages.labels.partySize} required error={errors.partySize}>
          {(control) => (
            <NativeSelect {...control} name="partySize" className="h-11" defaultValue="1">
              {PARTY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.programmes ? 'visit-programmes-error' : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{messages.labels.programmes}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {Object.entries(messages.programmes).map(([value, name]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 py-2 has-checked:border-primary has-checked:bg-secondary"
              >
                <input type="checkbox" name="programmes" value={value} className="size-5 shrink-0 accent-primary" />
                <span>{name}</span>
              </label>
            ))}
          </div>
          {errors.programmes && (
            <p id="visit-programmes-error" className="text-sm font-medium text-destructive">
              {errors.programmes}
            </p>
          )}
        </fieldset>
        <FormField id="visit-message" label={messages.labels.message} error={errors.message}>
          {(control) => <Textarea {...control} name="message" rows={4} />}
        </FormField>
        {/* Honeypot: hidden from people, so anything in it came from a bot (as the contact form's). */}
        <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="visit-website">{messages.form.honeypotLabel}</label>
          <input id="visit-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </section>
      <div className="space-y-3">
        <PrivacyNoticeLink words={messages.privacyNotice} />
        <Button type="submit" size="lg" disabled={sending} className="min-h-11 w-full sm:w-auto">
          {sending ? messages.booking : messages.book}
        </Button>
      </div>
    </form>
  );
}

/** The booking confirmed: focus moves to its heading, so a screen reader says it at once. */
function Booked({
  messages,
  clock,
  startsAt,
  email,
}: {
  messages: VisitBookingMessages;
  clock: VisitClock;
  startsAt: string;
  email: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3" data-testid="visit-booked">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-primary focus-visible:outline-3">
        {messages.bookedTitle}
      </h3>
      <p>{fillIn(messages.bookedWhen, { when: clock.when(startsAt) })}</p>
      <p>
        {messages.bookedEmail} <EmailAddress address={email} />
      </p>
    </div>
  );
}
