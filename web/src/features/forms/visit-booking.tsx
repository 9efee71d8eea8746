import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PrivacyNoticeLink } from '@/components/content/privacy-notice-link';
import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useLocale } from '@/lib/locale';
import { trpcErrorCode } from '@/lib/trpc-error';
import type { VisitBooking as VisitBookingValues, VisitBookingInput } from '@domain/campus-visits';
import type { Locale } from '@domain/locale';
import { FormField, RequiredNote } from './form-field';
import { HoneypotField } from './honeypot-field';
import { lazyResolver } from './lazy-resolver';
import { firstFieldError, showFormError, submissionErrorMessage } from './submission-feedback';
import { SlotPicker, useFreeSlots } from './visit-slot-picker';
import { fillIn, useVisitClock, type VisitClock } from './visit-clock';
import type { VisitBookingMessages } from './visit-page.messages';

/** The schema's messages are in the page's language; each language's is fetched only when its page's form is touched. */
const validations: Record<Locale, ReturnType<typeof lazyResolver<VisitBookingInput, VisitBookingValues>>> = {
  en: lazyResolver(() => import('./visit-validation').then((module) => module.visitResolverFor('en'))),
  ar: lazyResolver(() => import('./visit-validation').then((module) => module.visitResolverFor('ar'))),
};

const FORM_ID = 'visit';
/** The schema's limit (domain/campus-visits.ts MAX_PARTY_SIZE), written out so the form's first load carries no zod. */
const PARTY_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const FIELD_ORDER = ['ruleId', 'startsAt', 'name', 'email', 'phone', 'partySize', 'programmes', 'message'] as const;

/**
 * The public booking form of a campus visit: a day and a time, then who is coming. The booking is
 * confirmed on screen, where focus moves, and by e-mail (the server sends it with its invitation).
 */
export function VisitBooking({ messages }: { messages: VisitBookingMessages }) {
  const locale = useLocale();
  const validation = validations[locale];
  const { loaded, reload } = useFreeSlots();
  const clock = useVisitClock(locale, messages.slots.clock);
  const [booked, setBooked] = useState<{ startsAt: string; email: string } | null>(null);
  const form = useForm<VisitBookingInput, unknown, VisitBookingValues>({
    resolver: validation.resolver,
    defaultValues: {
      ruleId: '',
      startsAt: '',
      name: '',
      email: '',
      phone: '',
      partySize: 1,
      programmes: [],
      message: '',
      website: '',
      language: locale,
    },
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const [ruleId, startsAt] = useWatch({ control, name: ['ruleId', 'startsAt'] });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const { trpcClient } = await import('@/lib/trpc');
        const visit = await trpcClient.visits.book.mutate({ ...values, language: locale });
        setBooked({ startsAt: visit.startsAt, email: values.email });
      } catch (error) {
        showFormError(FORM_ID, submissionErrorMessage(error, messages.form.genericError));
        // Full or gone since the list was loaded: show what is free now.
        if (trpcErrorCode(error) === 'CONFLICT') {
          setValue('ruleId', '');
          setValue('startsAt', '');
          reload();
        }
      }
    },
    (fieldErrors) => showFormError(FORM_ID, firstFieldError(fieldErrors, FIELD_ORDER, messages.form.checkTheForm)),
  );

  if (booked && clock) return <Booked messages={messages} clock={clock} {...booked} />;

  const slotError = errors.ruleId?.message ?? errors.startsAt?.message;
  return (
    <form
      noValidate
      aria-labelledby="visit-form-heading"
      onFocus={validation.preload}
      onPointerEnter={validation.preload}
      onSubmit={(event) => void onSubmit(event).catch(() => showFormError(FORM_ID, messages.form.genericError))}
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
          value={ruleId && startsAt ? { ruleId, startsAt } : null}
          onChange={(slot) => {
            setValue('ruleId', slot?.ruleId ?? '', { shouldValidate: formState.isSubmitted });
            setValue('startsAt', slot?.startsAt ?? '', { shouldValidate: formState.isSubmitted });
          }}
          error={slotError}
        />
      </section>
      <section aria-labelledby="visit-details-heading" className="flex flex-col gap-5">
        <h3 id="visit-details-heading" className="text-xl font-semibold text-primary">
          {messages.yourDetails}
        </h3>
        <RequiredNote words={messages.form} />
        <FormField id="visit-name" label={messages.labels.name} required error={errors.name?.message}>
          {(control) => <Input {...control} className="h-11" autoComplete="name" {...register('name')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="visit-email" label={messages.labels.email} required error={errors.email?.message}>
            {(control) => (
              <Input {...control} className="h-11" type="email" dir="ltr" autoComplete="email" {...register('email')} />
            )}
          </FormField>
          <FormField id="visit-phone" label={messages.labels.phone} required error={errors.phone?.message}>
            {(control) => (
              <Input {...control} className="h-11" type="tel" dir="ltr" autoComplete="tel" {...register('phone')} />
            )}
          </FormField>
        </div>
        <FormField id="visit-partySize" label={messages.labels.partySize} required error={errors.partySize?.message}>
          {(control) => (
            <NativeSelect {...control} className="h-11" {...register('partySize', { setValueAs: Number })}>
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
                <input
                  type="checkbox"
                  value={value}
                  className="size-5 shrink-0 accent-primary"
                  {...register('programmes')}
                />
                <span>{name}</span>
              </label>
            ))}
          </div>
          {errors.programmes && (
            <p id="visit-programmes-error" className="text-sm font-medium text-destructive">
              {errors.programmes.message}
            </p>
          )}
        </fieldset>
        <FormField id="visit-message" label={messages.labels.message} error={errors.message?.message}>
          {(control) => <Textarea {...control} rows={4} {...register('message')} />}
        </FormField>
        <HoneypotField id="visit-website" label={messages.form.honeypotLabel} registration={register('website')} />
      </section>
      <div className="space-y-3">
        <PrivacyNoticeLink words={messages.privacyNotice} />
        <Button type="submit" size="lg" disabled={isSubmitting} className="min-h-11 w-full sm:w-auto">
          {isSubmitting ? messages.booking : messages.book}
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
