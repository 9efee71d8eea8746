import { Send } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useLocalized } from '@/app/locale';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { CAMPUS_VISIT_QUERY, contactContent } from '@/content/contact';
import { contactContentAr } from '@/content/contact.ar';
import { PrivacyNoticeLink } from '@/components/content/privacy-notice-link';
import { PROGRAMMES } from '@domain/application-choices';
import type { ContactFormInput, ContactFormValues } from '@domain/contact-form';
import type { Locale } from '@domain/locale';
import { blankFormValues, CONTACT_FORM_FIELDS } from '@domain/public-form-fields';
import { contactFormMessages } from './contact-form.messages';
import { FormField, RequiredNote } from './form-field';
import { PROGRAMME_NAMES } from './form.messages';
import { onCampusVisitRequest } from './campus-visit';
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

export function ContactForm() {
  const locale = useLocale();
  const messages = contactFormMessages(locale);
  const content = useLocalized({ en: contactContent, ar: contactContentAr });
  const validation = validations[locale];
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, setValue, getValues, setFocus, formState } = form;
  const { errors, isSubmitting } = formState;

  /** Fills the message with a campus-visit request and puts the cursor there. */
  const fillCampusVisit = useCallback(() => {
    const current = getValues('message')?.trim() ?? '';
    const request = content.campusVisitMessage;
    if (!current.includes(request)) {
      const message = current ? `${current}\n\n${request}` : request;
      setValue('message', message, { shouldDirty: true });
    }
    setFocus('message');
  }, [getValues, setValue, setFocus, content]);

  useEffect(() => onCampusVisitRequest(fillCampusVisit), [fillCampusVisit]);

  // After hydration, so the prerendered HTML (which has no query) still matches.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (query.get(CAMPUS_VISIT_QUERY.name) === CAMPUS_VISIT_QUERY.value) fillCampusVisit();
  }, [fillCampusVisit]);

  const onSubmit = submissionHandler({
    formId: FORM_ID,
    locale,
    fieldOrder: CONTACT_FORM_FIELDS,
    handleSubmit,
    send: async (values: ContactFormValues) => {
      const { trpcClient } = await import('@/lib/trpc');
      // The page's language: the server answers in it, and the enquiry is stored with it.
      return trpcClient.submissions.contact.mutate({ ...values, language: locale });
    },
    successMessage: content.successMessage,
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
      <RequiredNote />
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
      <FormField id="contact-programmeInterest" label={messages.labels.programmeInterest} error={errors.programmeInterest?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('programmeInterest')}>
            <option value="">{messages.programmePlaceholder}</option>
            {/* Stored by its English name, whatever the page's language. */}
            {PROGRAMMES.map((programme) => (
              <option key={programme.value} value={programme.label}>
                {PROGRAMME_NAMES[programme.value]({}, { locale })}
              </option>
            ))}
            <option value={NOT_SURE_YET}>{messages.notSureYet}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField id="contact-message" label={messages.labels.message} required error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={6} {...register('message')} />}
      </FormField>
      <HoneypotField id="contact-website" registration={register('website')} />
      <div className="space-y-3">
        <PrivacyNoticeLink purpose={messages.privacyPurpose} />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {isSubmitting ? messages.sending : messages.send}
        </Button>
      </div>
    </form>
  );
}
