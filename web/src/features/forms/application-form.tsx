import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { applyContent } from '@/content/apply';
import { PrivacyNoticeLink } from '@/components/content/privacy-notice-link';
import { ENGLISH_LEVELS, PROGRAMMES, START_DATES } from '@domain/application-choices';
import type { ApplicationFormInput, ApplicationFormValues } from '@domain/application-form';
import { APPLICATION_FORM_FIELDS, blankFormValues, type ApplicationFormField } from '@domain/public-form-fields';
import { applicationFormMessages as messages } from './application-form.messages';
import { FormField, RequiredNote } from './form-field';
import { FormSection } from './form-section';
import { HoneypotField } from './honeypot-field';
import { lazyResolver } from './lazy-resolver';
import { submissionHandler } from './submission-feedback';

const validation = lazyResolver(() => import('./application-validation').then((module) => module.applicationResolver));

const FORM_ID = 'apply';
// The blank choices are not among the schema's input values, which is the point: they must be chosen.
const EMPTY = blankFormValues(APPLICATION_FORM_FIELDS) as unknown as ApplicationFormInput;

export function ApplicationForm() {
  const { register, handleSubmit, reset, formState } = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = submissionHandler({
    formId: FORM_ID,
    fieldOrder: APPLICATION_FORM_FIELDS,
    handleSubmit,
    send: async (values: ApplicationFormValues) => {
      const { trpcClient } = await import('@/lib/trpc');
      return trpcClient.submissions.application.mutate(values);
    },
    successMessage: applyContent.successMessage,
    onSent: () => reset(EMPTY),
  });


  const field = (name: ApplicationFormField) => ({ id: `apply-${name}`, label: messages.labels[name], error: errors[name]?.message });

  return (
    <form
      noValidate
      aria-labelledby="application-form-heading"
      onFocus={validation.preload}
      onPointerEnter={validation.preload}
      onSubmit={onSubmit}
      className="relative flex flex-col gap-6"
    >
      <RequiredNote />
      <FormSection title={messages.sections.personal}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('firstName')} required>
            {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
          </FormField>
          <FormField {...field('lastName')} required>
            {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
          </FormField>
          <FormField {...field('dateOfBirth')} required>
            {(control) => <Input {...control} type="date" autoComplete="bday" {...register('dateOfBirth')} />}
          </FormField>
          <FormField {...field('nationality')} required>
            {(control) => <Input {...control} {...register('nationality')} />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title={messages.sections.contact}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('email')} required>
            {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
          <FormField {...field('phone')} required>
            {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
          </FormField>
        </div>
        <FormField {...field('address')} required>
          {(control) => <Input {...control} autoComplete="street-address" {...register('address')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField {...field('city')} required>
            {(control) => <Input {...control} autoComplete="address-level2" {...register('city')} />}
          </FormField>
          <FormField {...field('postalCode')} required>
            {(control) => <Input {...control} autoComplete="postal-code" {...register('postalCode')} />}
          </FormField>
          <FormField {...field('country')} required>
            {(control) => <Input {...control} autoComplete="country-name" {...register('country')} />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title={messages.sections.programme}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('programme')} required>
            {(control) => (
              <NativeSelect {...control} {...register('programme')}>
                <option value="">{messages.placeholders.programme}</option>
                {PROGRAMMES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField {...field('startDate')} required>
            {(control) => (
              <NativeSelect {...control} {...register('startDate')}>
                <option value="">{messages.placeholders.startDate}</option>
                {START_DATES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </FormSection>

      <FormSection title={messages.sections.education}>
        <FormField {...field('previousInstitution')}>
          {(control) => <Input {...control} autoComplete="organization" {...register('previousInstitution')} />}
        </FormField>
        <FormField {...field('qualifications')} hint={messages.hints.qualifications}>
          {(control) => <Textarea {...control} rows={4} {...register('qualifications')} />}
        </FormField>
        <FormField {...field('englishLevel')}>
          {(control) => (
            <NativeSelect {...control} {...register('englishLevel')}>
              <option value="">{messages.placeholders.englishLevel}</option>
              {ENGLISH_LEVELS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </FormSection>

      <FormSection title={messages.sections.additional}>
        <FormField {...field('motivation')} hint={messages.hints.motivation}>
          {(control) => <Textarea {...control} rows={5} {...register('motivation')} />}
        </FormField>
      </FormSection>

      <HoneypotField id="apply-website" registration={register('website')} />
      <div className="space-y-3">
        <PrivacyNoticeLink purpose={messages.privacyPurpose} />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {isSubmitting ? messages.submitting : messages.submit}
        </Button>
      </div>
    </form>
  );
}
