import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import { SendIcon } from '@/components/ui/form-icons';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { PrivacyNoticeLink } from '@/components/content/privacy-notice-link';
import type { ApplicationFormInput, ApplicationFormValues } from '@domain/application-form';
import type { Locale } from '@domain/locale';
import {
  APPLICATION_FORM_FIELDS,
  RESUME_DRAFT_PARAM,
  blankFormValues,
  type ApplicationFormField,
} from '@domain/public-form-fields';
import type { Autosave, DraftForm, DraftState, Parked } from './application-draft';
import type { ApplicationFormMessages } from './application-form.messages';
import { FormField, RequiredNote } from './form-field';
import { FormSection } from './form-section';
import { HoneypotField } from './honeypot-field';
import { lazyResolver } from './lazy-resolver';
import { StartDateField } from './start-date-field';
import { showFormError, submissionErrorMessage, submissionHandler } from './submission-feedback';

/** The schema's messages are in the page's language; each language's is fetched only when its page's form is touched. */
const validations: Record<Locale, ReturnType<typeof lazyResolver<ApplicationFormInput, ApplicationFormValues>>> = {
  en: lazyResolver(() => import('./application-validation').then((module) => module.applicationResolverFor('en'))),
  ar: lazyResolver(() => import('./application-validation').then((module) => module.applicationResolverFor('ar'))),
};
/**
 * Saving and resuming a draft, its words and notices: fetched only when asked to save, or to
 * resume (`/apply?resume=1`), so the form's first JavaScript stays within its budget.
 */
const loadDraft = () => import('./application-draft');
type DraftKit = Awaited<ReturnType<typeof loadDraft>>;

/**
 * Whether the visitor is a signed-in applicant, asked without the API client (which stays out of
 * the form's first JavaScript): only then is the draft's code fetched, to offer their draft.
 */
async function signedInApplicant(): Promise<boolean> {
  const response = await fetch('/trpc/applicant.me', { credentials: 'same-origin' });
  if (!response.ok) return false;
  const body = (await response.json()) as { result?: { data?: unknown } };
  return Boolean(body.result?.data);
}

const FORM_ID = 'apply';
// The blank choices are not among the schema's input values, which is the point: they must be chosen.
const EMPTY = blankFormValues(APPLICATION_FORM_FIELDS) as unknown as ApplicationFormInput;

interface ApplicationFormProps {
  /** The form's words in the page's language, resolved by the page while prerendering (applicationFormMessages). */
  messages: ApplicationFormMessages;
  /** The notice once the application is sent: the page's content. */
  successMessage: string;
}

/** The application form (docs/spec.md §2.8). Its words arrive as props, so its first JavaScript carries no catalogue. */
export function ApplicationForm({ messages, successMessage }: ApplicationFormProps) {
  const locale = useLocale();
  const validation = validations[locale];
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState, control, setValue } = form;
  // The start dates offered are the open intakes of the programme chosen.
  const [programme, startDate] = useWatch({ control, name: ['programme', 'startDate'] });
  const { errors, isSubmitting } = formState;
  /** The name of the control last focused or typed in: a saved draft reopens at its step (section). */
  const lastField = useRef<string | null>(null);
  const autosave = useRef<Autosave | null>(null);
  const [kit, setKit] = useState<DraftKit | null>(null);
  const [draft, setDraft] = useState<DraftState>({ kind: 'none' });
  const [parked, setParked] = useState<Parked>(null);
  const [parking, setParking] = useState(false);
  /** When the signed-in applicant's draft was saved, offered on a plain /apply. */
  const [offer, setOffer] = useState<Date | null>(null);
  // What the draft code (loaded on demand) may do to the form; useForm's methods never change.
  const draftForm = useMemo<DraftForm>(
    () => ({ form, locale, lastField, autosave, setDraft, setParked }),
    [form, locale],
  );

  // Resuming: the sign-in link's page, or the applicant's space, opens /apply?resume=1.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(RESUME_DRAFT_PARAM) !== '1') return;
    let live = true;
    void loadDraft()
      .then((loaded) => {
        if (!live) return;
        setKit(loaded);
        return loaded.resumeDraft(draftForm, () => live);
      })
      // The draft's code did not arrive (offline): its own words are in it, so the general message.
      .catch(
        (error: unknown) => live && showFormError(FORM_ID, submissionErrorMessage(error, messages.form.genericError)),
      );
    return () => {
      live = false;
      void draftForm.autosave.current?.hold();
      draftForm.autosave.current = null;
    };
  }, [draftForm, messages.form.genericError]);

  // A plain /apply (the header's "Apply Now") offers a signed-in applicant the draft they have.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(RESUME_DRAFT_PARAM) === '1') return;
    let live = true;
    void signedInApplicant()
      .then(async (signedIn) => {
        if (!signedIn || !live) return;
        const loaded = await loadDraft();
        const savedAt = await loaded.savedDraftAt();
        if (!live || !savedAt) return;
        setKit(loaded);
        setOffer(savedAt);
      })
      // Without the offer the form is as it always was: nothing to tell the visitor.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // Built when the form is sent, not while rendering: it reaches the autosave, which lives in a ref.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submissionHandler({
      formId: FORM_ID,
      notices: messages.form,
      fieldOrder: APPLICATION_FORM_FIELDS,
      handleSubmit,
      send: async (values: ApplicationFormValues) => {
        const { trpcClient } = await import('@/lib/trpc');
        // No autosave may land after the submission, which ends the draft.
        await autosave.current?.hold();
        try {
          // The page's language: the server answers in it, and the application is stored with it.
          return await trpcClient.submissions.application.mutate({ ...values, language: locale });
        } catch (error) {
          autosave.current?.release();
          throw error;
        }
      },
      successMessage,
      onSent: () => {
        reset(EMPTY);
        setParked(null);
        if (autosave.current) {
          autosave.current = null;
          setDraft({ kind: 'sent' });
        }
      },
    })(event);

  const saveForLater = async () => {
    setParking(true);
    try {
      const loaded = await loadDraft();
      setKit(loaded);
      await loaded.parkDraft(draftForm);
    } catch (error) {
      showFormError(FORM_ID, submissionErrorMessage(error, messages.form.genericError));
    } finally {
      setParking(false);
    }
  };

  const onFocus = (event: FormEvent<HTMLFormElement>) => {
    validation.preload();
    lastField.current = (event.target as HTMLInputElement).name || lastField.current;
  };
  // Typing counts too: what was typed before the form's code arrived is typed again then, as input.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    lastField.current = (event.target as HTMLInputElement).name || lastField.current;
    setParked(null);
    autosave.current?.schedule();
  };

  const field = (name: ApplicationFormField) => ({
    id: `apply-${name}`,
    label: messages.labels[name],
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      aria-labelledby="application-form-heading"
      onFocus={onFocus}
      onChange={onChange}
      onPointerEnter={validation.preload}
      onSubmit={onSubmit}
      className="relative flex flex-col gap-6"
    >
      <RequiredNote words={messages.form} />
      <div role="status" className="text-sm empty:hidden">
        {kit && <kit.DraftBanner draft={draft} />}
        {kit && offer && draft.kind === 'none' && !parked && <kit.DraftOffer savedAt={offer} />}
      </div>
      <FormSection title={messages.sections.programme}>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField {...field('programme')} required>
            {(control) => (
              <NativeSelect
                {...control}
                // Another programme has other start dates: the one chosen for the last no longer applies.
                {...register('programme', { onChange: () => setValue('startDate', '') })}
              >
                <option value="">{messages.placeholders.programme}</option>
                {Object.entries(messages.choices.programme).map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <StartDateField
            field={field('startDate')}
            registration={register('startDate')}
            programme={programme ?? ''}
            startDate={startDate ?? ''}
            words={messages.intakes}
            placeholder={messages.placeholders.startDate}
          />
        </div>
      </FormSection>

      <FormSection title={messages.sections.personal}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('firstName')} required>
            {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
          </FormField>
          <FormField {...field('lastName')} required>
            {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
          </FormField>
          <FormField {...field('dateOfBirth')} required>
            {(control) => <Input {...control} type="date" dir="ltr" autoComplete="bday" {...register('dateOfBirth')} />}
          </FormField>
          <FormField {...field('nationality')} required>
            {(control) => <Input {...control} {...register('nationality')} />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title={messages.sections.contact}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('email')} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                dir="ltr"
                autoComplete="email"
                // Resumed, the application goes from the signed-in address (decision 115).
                readOnly={draft.kind === 'autosaving'}
                {...register('email')}
              />
            )}
          </FormField>
          <FormField {...field('phone')} required>
            {(control) => <Input {...control} type="tel" dir="ltr" autoComplete="tel" {...register('phone')} />}
          </FormField>
        </div>
        {/* street-address is for a multi-line control; a one-line address input is its first line. */}
        <FormField {...field('address')} required>
          {(control) => <Input {...control} autoComplete="address-line1" {...register('address')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField {...field('city')} required>
            {(control) => <Input {...control} autoComplete="address-level2" {...register('city')} />}
          </FormField>
          <FormField {...field('postalCode')} required>
            {(control) => <Input {...control} dir="ltr" autoComplete="postal-code" {...register('postalCode')} />}
          </FormField>
          <FormField {...field('country')} required>
            {(control) => <Input {...control} autoComplete="country-name" {...register('country')} />}
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
              {Object.entries(messages.choices.englishLevel).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
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

      <HoneypotField id="apply-website" label={messages.form.honeypotLabel} registration={register('website')} />
      <div className="space-y-3">
        {/* The notice shares the buttons' block, so it is read at the point of sending. */}
        <div className="flex flex-wrap gap-3">
          <div className="basis-full">
            <PrivacyNoticeLink words={messages.privacyNotice} />
          </div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
            {isSubmitting ? messages.submitting : messages.submit}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={isSubmitting || parking}
            onClick={() => void saveForLater()}
            className="w-full sm:w-auto"
          >
            {parking ? messages.savingForLater : messages.saveForLater}
          </Button>
        </div>
        <div role="status" className="text-sm empty:hidden">
          {kit && <kit.DraftOutcome draft={draft} parked={parked} />}
        </div>
      </div>
    </form>
  );
}
