import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import { SendIcon } from '@/components/ui/form-icons';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { CAMPUS_VISIT_QUERY } from '@/content/campus-visit-query';
import { PrivacyNoticeLink } from '@/components/content/privacy-notice-link';
import type { ContactFormInput, ContactFormValues } from '@domain/contact-form';
import type { Locale } from '@domain/locale';
import { blankFormValues, CONTACT_FORM_FIELDS } from '@domain/public-form-fields';
import type { ContactFormMessages } from './contact-form.messages';
import { FormField, RequiredNote } from './form-field';
import { HoneypotField } from './honeypot-field';
import { lazyResolver } from './lazy-resolver';
import { submissionHandler } from './submission-feedback';

/** The schema's messages are in the page's language; each language's is fetched only when its page's form is touched. */
const validations: Record<Locale, ReturnType<typeof lazyResolver<ContactFormInput, ContactFormValues>>> = {
  en: lazyResolver(() => import('./contact-validation').then((module) => module.contactResolverFor('en'))),
  ar: lazyResolver(() => import('./contact-validation').then((module) => module.contactResolverFor('ar'))),
};

const FORM_ID = 'contact';
// The value stored for the last choice; programme choices are stored by their label too.
const NOT_SURE_YET = 'Not sure yet';
const EMPTY: ContactFormInput = blankFormValues(CONTACT_FORM_FIELDS);

interface ContactFormProps {
  /** The form's words in the page's language, resolved by the page while prerendering (contactFormMessages). */
  messages: ContactFormMessages;
  /** From the page's content: the notice once the message is sent, and the campus-visit request the form can fill in. */
  successMessage: string;
  campusVisitMessage: string;
}

/** The contact form (docs/spec.md §2.7). Its words arrive as props, so its first JavaScript carries no catalogue. */
export function ContactForm({ messages, successMessage, campusVisitMessage }: ContactFormProps) {
  const locale = useLocale();
  const validation = validations[locale];
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, setValue, getValues, setFocus, formState } = form;
  const { errors, isSubmitting } = formState;

  /** Fills the message with a campus-visit request and puts the cursor there (a link to /contact?enquiry=campus-visit). */
  const fillCampusVisit = useCallback(() => {
    const current = getValues('message')?.trim() ?? '';
    const request = campusVisitMessage;
    if (!current.includes(request)) {
      const message = current ? `${current}\n\n${request}` : request;
      setValue('message', message, { shouldDirty: true });
    }
    setFocus('message');
  }, [getValues, setValue, setFocus, campusVisitMessage]);

  // After hydration, so the prerendered HTML (which has no query) still matches.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.get(CAMPUS_VISIT_QUERY.name) === CAMPUS_VISIT_QUERY.value) fillCampusVisit();
  }, [fillCampusVisit]);

  const onSubmit = submissionHandler({
    formId: FORM_ID,
    notices: messages.form,
    fieldOrder: CONTACT_FORM_FIELDS,
    handleSubmit,
    send: async (values: ContactFormValues) => {
      const { trpcClient } = await import('@/lib/trpc');
      // The page's language: the server answers in it, and the enquiry is stored with it.
      return trpcClient.submissions.contact.mutate({ ...values, language: locale });
    },
    successMessage,
    onSent: () => reset(EMPTY),
  });

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      onFocus={validation.preload}
      onPointerEnter={validation.preload}
      onSubmit={onSubmit}
      className="relative flex flex-col gap-5"
    >
      <RequiredNote words={messages.form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-firstName" label={messages.labels.firstName} required error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="contact-lastName" label={messages.labels.lastName} required error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
        <FormField id="contact-email" label={messages.labels.email} required error={errors.email?.message}>
          {(control) => <Input {...control} type="email" dir="ltr" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id="contact-phone" label={messages.labels.phone} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" dir="ltr" autoComplete="tel" {...register('phone')} />}
        </FormField>
      </div>
      <FormField
        id="contact-programmeInterest"
        label={messages.labels.programmeInterest}
        error={errors.programmeInterest?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...register('programmeInterest')}>
            <option value="">{messages.programmePlaceholder}</option>
            {/* Stored by its English name, whatever the page's language. */}
            {Object.entries(messages.programmes).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
            <option value={NOT_SURE_YET}>{messages.notSureYet}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField id="contact-message" label={messages.labels.message} required error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={6} {...register('message')} />}
      </FormField>
      <HoneypotField id="contact-website" label={messages.form.honeypotLabel} registration={register('website')} />
      <div className="space-y-3">
        <PrivacyNoticeLink words={messages.privacyNotice} />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {isSubmitting ? messages.sending : messages.send}
        </Button>
      </div>
    </form>
  );
}
