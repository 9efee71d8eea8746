import type { Dispatch, SetStateAction } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocale } from '@/lib/locale';
import { Isolated } from '@/components/ui/isolated';
import { trpcClient } from '@/lib/trpc';
import { isSessionLoss } from '@/lib/trpc-error';
import { APPLICANT_SPACE_PATH, resumeDraftPath } from '@domain/applicant-paths';
import { emailFieldFor } from '@domain/fields';
import type { ApplicationFormInput, ApplicationFormValues } from '@domain/application-form';
import { APPLICATION_FORM_STEPS, applicationStepOf } from '@domain/application-form-steps';
import { intlLocale, localizedPath, type Locale } from '@domain/locale';
import { APPLICATION_FORM_FIELDS, blankFormValues, type ApplicationFormField } from '@domain/public-form-fields';
import { applicationDraftMessages } from './application-draft.messages';
import { applicationFormSections } from './application-form.messages';
import { showFormError } from './submission-feedback';

/**
 * The application form's draft ("save and finish later", docs/decisions/115-application-drafts.md),
 * loaded on demand: only when the visitor asks to save, or arrives to resume a draft. The form's
 * first JavaScript carries none of this, nor the API client.
 */

export type DraftValues = Partial<Record<ApplicationFormField, string>>;

/** Where the form stands with a draft: none (a visitor), or the signed-in applicant's, autosaved. */
export type DraftState =
  | { kind: 'none' }
  | { kind: 'opening' }
  | { kind: 'autosaving'; email: string; resumedAt: number | null; savedAt: Date | null; failing: boolean }
  | { kind: 'signed-out' }
  | { kind: 'open-failed' }
  | { kind: 'sent' };

/** What the last "Save and finish later" did. */
export type Parked = { kind: 'link'; email: string } | { kind: 'saved' } | null;

/** What the draft code needs of the form (application-form.tsx): react-hook-form's methods, its state and refs. */
export interface DraftForm {
  form: UseFormReturn<ApplicationFormInput, unknown, ApplicationFormValues>;
  /** The page's language: the draft's notices are in it, and its e-mails go out in it. */
  locale: Locale;
  /** The name of the control last focused or typed in (any control: only the form's fields count). */
  lastField: { current: string | null };
  autosave: { current: Autosave | null };
  setDraft: Dispatch<SetStateAction<DraftState>>;
  setParked: (parked: Parked) => void;
}

/** The form's id, which names its notices and prefixes its controls' ids (application-form.tsx). */
const FORM_ID = 'apply';

const AUTOSAVE_DELAY_MS = 1000;

/** The sections' titles in step order (APPLICATION_FORM_STEPS). */
function stepTitles(locale: Locale): readonly string[] {
  const sections = applicationFormSections(locale);
  return [sections.programme, sections.personal, sections.contact, sections.education, sections.additional];
}

const timeOfDay = (locale: Locale, time: Date) =>
  new Intl.DateTimeFormat(intlLocale[locale], { hour: '2-digit', minute: '2-digit' }).format(time);

/** The step of the field the applicant was last in (the first, before any, or after another control). */
const stepOf = (lastField: string | null) => Math.max(1, applicationStepOf(lastField as ApplicationFormField));

/** The form's fields as a draft holds them: the honeypot and anything else left out. */
export function draftValuesOf(values: Record<string, unknown>): DraftValues {
  const kept: DraftValues = {};
  for (const field of APPLICATION_FORM_FIELDS) {
    const value = values[field];
    if (typeof value === 'string') kept[field] = value;
  }
  return kept;
}

export interface OpenedDraft {
  values: DraftValues;
  step: number;
  /** ISO time of its last save. */
  updatedAt: string;
  /** Where to carry on: the first field left blank in its step, else the step's first field. */
  resumeAt: ApplicationFormField;
}

/**
 * The signed-in applicant's address and draft (null when they have none yet), or 'signed-out' when
 * the session has gone. The form's e-mail is the session's address, whatever the draft held.
 */
export async function openDraft(): Promise<{ email: string; draft: OpenedDraft | null } | 'signed-out'> {
  try {
    const [me, draft] = await Promise.all([trpcClient.applicant.me.query(), trpcClient.applicant.draft.query()]);
    if (!me) return 'signed-out';
    if (!draft) return { email: me.email, draft: null };
    const values = { ...draft.values, email: me.email };
    const fields: readonly ApplicationFormField[] = APPLICATION_FORM_STEPS[draft.step - 1] ?? APPLICATION_FORM_STEPS[0];
    const resumeAt = fields.find((field) => !values[field]) ?? fields[0] ?? 'firstName';
    return { email: me.email, draft: { ...draft, values, resumeAt } };
  } catch (error) {
    if (isSessionLoss(error)) return 'signed-out';
    throw error;
  }
}

/**
 * "Save and finish later" before signing in: the address typed in the form gets the link. The
 * address is checked first with the form's own rule; its message comes back when it fails.
 */
export async function saveForLater(
  values: Record<string, unknown>,
  lastField: string | null,
  locale: Locale = 'en',
): Promise<{ refused: string } | { sentTo: string }> {
  const email = emailFieldFor(locale).safeParse(values.email);
  if (!email.success)
    return { refused: email.error.issues[0]?.message ?? applicationDraftMessages(locale).invalidEmail };
  await trpcClient.applicant.saveForLater.mutate({
    email: email.data,
    values: draftValuesOf(values),
    step: stepOf(lastField),
    language: locale,
  });
  return { sentTo: email.data };
}

export interface Autosave {
  /** Saves `delayMs` after the last call. */
  schedule(): void;
  /** Saves now, changed or not; true once saved. */
  flush(): Promise<boolean>;
  /** Stops saving and waits for a save in flight: the form is about to be sent. */
  hold(): Promise<void>;
  /** Saves again as before (the form could not be sent). */
  release(): void;
}

interface AutosaveOptions {
  read: () => { values: Record<string, unknown>; lastField: string | null };
  /** The page's language, saved with the draft (its reminder goes out in it). */
  language?: Locale;
  delayMs: number;
  onSaved: (at: Date) => void;
  onFailed: (signedOut: boolean) => void;
}

/**
 * The signed-in applicant's autosave: one save at a time, the latest values each time, and a
 * save after the last keystroke of a burst rather than after each one.
 */
export function createAutosave({ read, language = 'en', delayMs, onSaved, onFailed }: AutosaveOptions): Autosave {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> = Promise.resolve(true);
  let dirty = false;
  let held = false;

  const save = (): Promise<boolean> => {
    clearTimeout(timer);
    timer = undefined;
    if (!dirty || held) return inFlight;
    dirty = false;
    inFlight = inFlight.then(async () => {
      const { values, lastField } = read();
      try {
        const { updatedAt } = await trpcClient.applicant.saveDraft.mutate({
          values: draftValuesOf(values),
          step: stepOf(lastField),
          language,
        });
        onSaved(new Date(updatedAt));
        return true;
      } catch (error) {
        dirty = true;
        onFailed(isSessionLoss(error));
        return false;
      }
    });
    return inFlight;
  };

  return {
    schedule() {
      if (held) return;
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(() => void save(), delayMs);
    },
    flush() {
      dirty = true;
      return save();
    },
    async hold() {
      held = true;
      clearTimeout(timer);
      await inFlight;
    },
    release() {
      held = false;
    },
  };
}

/**
 * Opens the signed-in applicant's draft in the form, at the step they stopped, and starts the
 * autosave; nothing changes once `live()` is false (the form has gone).
 */
export async function resumeDraft(form: DraftForm, live: () => boolean): Promise<void> {
  form.setDraft({ kind: 'opening' });
  try {
    const signedIn = await openDraft();
    if (!live()) return;
    if (signedIn === 'signed-out') return form.setDraft({ kind: 'signed-out' });
    const opened = signedIn.draft;
    if (!opened) form.form.setValue('email', signedIn.email);
    if (opened) {
      // Blank where the draft has none; like the form's own blanks, its blank choices are no schema input.
      form.form.reset({
        ...blankFormValues(APPLICATION_FORM_FIELDS),
        ...opened.values,
      } as unknown as ApplicationFormInput);
      form.lastField.current = opened.resumeAt;
      // The same element, whose registration reset() renews on the next render: focused directly.
      document.getElementById(`${FORM_ID}-${opened.resumeAt}`)?.focus();
    }
    form.autosave.current = createAutosave({
      read: () => ({ values: form.form.getValues(), lastField: form.lastField.current }),
      language: form.locale,
      delayMs: AUTOSAVE_DELAY_MS,
      onSaved: (savedAt) =>
        form.setDraft((now) => (now.kind === 'autosaving' ? { ...now, savedAt, failing: false } : now)),
      onFailed: (signedOut) => {
        if (!signedOut) return form.setDraft((now) => (now.kind === 'autosaving' ? { ...now, failing: true } : now));
        void form.autosave.current?.hold();
        form.autosave.current = null;
        form.setDraft({ kind: 'signed-out' });
      },
    });
    form.setDraft({
      kind: 'autosaving',
      email: signedIn.email,
      resumedAt: opened ? opened.step : null,
      savedAt: opened ? new Date(opened.updatedAt) : null,
      failing: false,
    });
  } catch {
    if (live()) form.setDraft({ kind: 'open-failed' });
  }
}

/** When the signed-in applicant's draft was last saved, or null when they have none (or are not signed in after all). */
export async function savedDraftAt(): Promise<Date | null> {
  try {
    const draft = await trpcClient.applicant.draft.query();
    return draft ? new Date(draft.updatedAt) : null;
  } catch (error) {
    if (isSessionLoss(error)) return null;
    throw error;
  }
}

/**
 * On /apply without `?resume=1` (the header's "Apply Now"), for a signed-in applicant with a
 * draft: the way back into it, rather than an empty form that hides it.
 */
export function DraftOffer({ savedAt }: { savedAt: Date }) {
  const locale = useLocale();
  const messages = applicationDraftMessages(locale);
  const date = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeStyle: 'short' }).format(savedAt);
  return (
    <p className="rounded-md border border-primary/30 bg-primary/5 p-4">
      {messages.offer(date)}{' '}
      <a href={resumeDraftPath(locale)} className="font-medium text-primary underline underline-offset-2">
        {messages.offerContinue}
      </a>
    </p>
  );
}

/** "Save and finish later": at once for the signed-in applicant, else by a link e-mailed to the form's address. */
export async function parkDraft(form: DraftForm): Promise<void> {
  if (form.autosave.current) {
    if (await form.autosave.current.flush()) form.setParked({ kind: 'saved' });
    return;
  }
  const outcome = await saveForLater(form.form.getValues(), form.lastField.current, form.locale);
  if ('refused' in outcome) {
    form.form.setError('email', { message: outcome.refused });
    form.form.setFocus('email');
    return showFormError(FORM_ID, outcome.refused);
  }
  form.form.clearErrors('email');
  form.setParked({ kind: 'link', email: outcome.sentTo });
}

/** The applicant's space in the page's language. */
function SpaceLink({ locale }: { locale: Locale }) {
  return (
    <a
      href={localizedPath(APPLICANT_SPACE_PATH, locale)}
      className="font-medium text-primary underline underline-offset-2"
    >
      {applicationDraftMessages(locale).applicantSpace}
    </a>
  );
}

function bannerText(draft: DraftState, locale: Locale) {
  const messages = applicationDraftMessages(locale);
  if (draft.kind === 'opening') return messages.opening;
  if (draft.kind === 'open-failed') return messages.openFailed;
  if (draft.kind === 'autosaving') {
    const titles = stepTitles(locale);
    return draft.resumedAt ? messages.resumed(titles[draft.resumedAt - 1] ?? titles[0] ?? '') : messages.autosaving;
  }
  if (draft.kind === 'signed-out') {
    return (
      <>
        {messages.signedOut} <SpaceLink locale={locale} />
      </>
    );
  }
  return null;
}

/** Above the form: opening the draft, where to carry on and as whom, or why nothing is being saved. */
export function DraftBanner({ draft }: { draft: DraftState }) {
  const locale = useLocale();
  const text = bannerText(draft, locale);
  if (!text) return null;
  return (
    <p className="rounded-md border border-primary/30 bg-primary/5 p-4">
      {text}
      {draft.kind === 'autosaving' && (
        <>
          {' '}
          <Isolated message={applicationDraftMessages(locale).signedInAs} value={draft.email} email />
        </>
      )}
    </p>
  );
}

/** Beside the buttons: when it was last saved, what "save and finish later" did, or where the sent application is. */
export function DraftOutcome({ draft, parked }: { draft: DraftState; parked: Parked }) {
  const locale = useLocale();
  const messages = applicationDraftMessages(locale);
  if (parked) {
    return (
      <p className="rounded-md border border-primary/30 bg-primary/5 p-4">
        {parked.kind === 'link' ? (
          <Isolated message={messages.linkSent} value={parked.email} email />
        ) : (
          messages.savedSignedIn
        )}{' '}
        <SpaceLink locale={locale} />
      </p>
    );
  }
  if (draft.kind === 'sent') {
    return (
      <p>
        {messages.sent} <SpaceLink locale={locale} />
      </p>
    );
  }
  if (draft.kind !== 'autosaving') return null;
  if (draft.failing) return <p>{messages.notSaved}</p>;
  return draft.savedAt ? <p>{messages.savedAt(timeOfDay(locale, draft.savedAt))}</p> : null;
}
