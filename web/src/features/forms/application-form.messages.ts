import { m } from '@i18n/messages';
import { privacyNoticeMessages } from '@/components/content/privacy-notice-link.messages';
import type { Locale } from '@domain/locale';
import type { ApplicationFormField } from '@domain/public-form-fields';
import { choiceNames, formMessages, sayIn } from './form.messages';

/** The form's sections' titles, in step order (APPLICATION_FORM_STEPS); the draft's notices name them too. */
export function applicationFormSections(locale: Locale) {
  const say = sayIn(locale);
  return {
    programme: say(m.forms_section_programme),
    personal: say(m.forms_section_personal),
    contact: say(m.forms_section_contact),
    education: say(m.forms_section_education),
    additional: say(m.forms_section_additional),
  };
}

/**
 * The application form's words in the page's language (decision 101); its errors are the schema's, in domain/.
 * The page resolves them while prerendering and passes them to the form's island (plain JSON).
 */
export function applicationFormMessages(locale: Locale) {
  const say = sayIn(locale);
  return {
    form: formMessages(locale),
    sections: applicationFormSections(locale),
    labels: {
      firstName: say(m.forms_label_first_name),
      lastName: say(m.forms_label_last_name),
      dateOfBirth: say(m.forms_label_date_of_birth),
      nationality: say(m.forms_label_nationality),
      email: say(m.forms_label_email),
      phone: say(m.forms_label_phone),
      address: say(m.forms_label_address),
      city: say(m.forms_label_city),
      postalCode: say(m.forms_label_postal_code),
      country: say(m.forms_label_country),
      programme: say(m.forms_label_programme),
      startDate: say(m.forms_label_start_date),
      previousInstitution: say(m.forms_label_previous_institution),
      qualifications: say(m.forms_label_qualifications),
      englishLevel: say(m.forms_label_english_level),
      motivation: say(m.forms_label_motivation),
    } satisfies Record<ApplicationFormField, string>,
    hints: {
      qualifications: say(m.forms_hint_qualifications),
      motivation: say(m.forms_hint_motivation),
    },
    placeholders: {
      programme: say(m.forms_application_programme_placeholder),
      startDate: say(m.forms_application_start_date_placeholder),
      englishLevel: say(m.forms_application_english_level_placeholder),
    },
    choices: choiceNames(locale),
    /** The start date's notices; `{deadline}` and `{month}` are filled in by the form. */
    intakes: {
      chooseProgrammeFirst: say(m.forms_intake_choose_programme_first),
      loading: say(m.forms_intake_loading),
      unavailable: say(m.forms_intake_unavailable),
      none: say(m.forms_intake_none),
      noneContact: say(m.forms_intake_none_contact),
      deadline: m.forms_intake_deadline({ deadline: '{deadline}' }, { locale }),
      waitingList: say(m.forms_intake_waiting_list),
      optionFull: m.forms_intake_option_full({ month: '{month}' }, { locale }),
      draftIntakeClosed: say(m.forms_draft_intake_closed),
    },
    privacyNotice: privacyNoticeMessages(say(m.forms_application_privacy_purpose), locale),
    submitting: say(m.forms_application_submitting),
    submit: say(m.forms_application_submit),
    /** The draft's own words load with its code (application-draft.messages.ts). */
    saveForLater: say(m.forms_application_save_for_later),
    savingForLater: say(m.forms_application_saving_for_later),
  };
}

export type ApplicationFormMessages = ReturnType<typeof applicationFormMessages>;
