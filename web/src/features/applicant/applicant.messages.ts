import { m } from '@i18n/messages';
import { slotPickerMessages } from '@/components/forms/slot-picker.messages';
import { useLocale } from '@/lib/locale';
import type { DocumentState } from '@domain/document-checklist';
import type { Accommodation } from '@domain/enrolment';
import { ACCEPTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@domain/document-types';
import { intlLocale, type Locale } from '@domain/locale';
import type { InterviewMode } from '@domain/slot-rules';

const documentMaxMb = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** "PDF, JPEG or PNG" in the given language, from the accepted types. */
export function documentTypeList(locale: Locale): string {
  return new Intl.ListFormat(intlLocale[locale], { type: 'disjunction' }).format(
    Object.values(ACCEPTED_DOCUMENT_TYPES).map((type) => type.label),
  );
}

/**
 * The applicant's space, in the applicant's words (decision 101), in one language. The words
 * themselves live in the `applicant` catalogue (i18n/messages/applicant); this is the screens'
 * keyed view of them. The server's own errors come from the API (applicant-errors.ts says them in Arabic).
 */
function buildMessages(locale: Locale) {
  const o = { locale };
  return {
    /** /applicant, signed out: asking for a sign-in link. */
    signIn: {
      title: m.applicant_sign_in_title({}, o),
      subtitle: m.applicant_sign_in_subtitle({}, o),
      emailLabel: m.applicant_sign_in_email_label({}, o),
      submit: m.applicant_sign_in_submit({}, o),
      sending: m.applicant_sign_in_sending({}, o),
      done: m.applicant_sign_in_done({}, o),
      noApplicationYet: m.applicant_sign_in_no_application_yet({}, o),
      applyLink: m.applicant_sign_in_apply_link({}, o),
    },
    /** /applicant/sign-in: spending the e-mailed link. */
    link: {
      title: m.applicant_link_title({}, o),
      working: m.applicant_link_working({}, o),
      missing: m.applicant_link_missing({}, o),
      askAgain: m.applicant_link_ask_again({}, o),
      /** The page sets the masked address apart (Isolated). */
      linkFor: (address: string) => m.applicant_link_for({ address }, o),
      continue: m.applicant_link_continue({}, o),
      continuing: m.applicant_link_continuing({}, o),
      notYours: m.applicant_link_not_yours({}, o),
      expired: (address: string) => m.applicant_link_expired({ address }, o),
      sendNew: m.applicant_link_send_new({}, o),
      sendingNew: m.applicant_link_sending_new({}, o),
      newSent: (address: string) => m.applicant_link_new_sent({ address }, o),
      unknown: m.applicant_link_unknown({}, o),
      failed: m.applicant_link_failed({}, o),
      tryAgain: m.applicant_link_try_again({}, o),
    },
    /** /applicant, signed in. */
    space: {
      title: m.applicant_space_title({}, o),
      signedInAs: (email: string) => m.applicant_space_signed_in_as({ email }, o),
      signOut: m.applicant_space_sign_out({}, o),
      signingOut: m.applicant_space_signing_out({}, o),
      signedOut: m.applicant_space_signed_out({}, o),
      signOutEverywhere: m.applicant_space_sign_out_everywhere({}, o),
      signOutEverywhereHint: m.applicant_space_sign_out_everywhere_hint({}, o),
      signingOutEverywhere: m.applicant_space_signing_out_everywhere({}, o),
      signedOutEverywhere: m.applicant_space_signed_out_everywhere({}, o),
      signOutEverywhereFailed: m.applicant_space_sign_out_everywhere_failed({}, o),
      none: m.applicant_space_none({}, o),
      applyLink: m.applicant_space_apply_link({}, o),
      startDate: (startDate: string) => m.applicant_space_start_date({ startDate }, o),
      submittedOn: (date: string) => m.applicant_space_submitted_on({ date }, o),
      currentStatus: m.applicant_space_current_status({}, o),
      history: m.applicant_space_history({}, o),
      casHeading: m.applicant_space_cas_heading({}, o),
      casHint: m.applicant_space_cas_hint({}, o),
      loadFailed: m.applicant_space_load_failed({}, o),
      retry: m.applicant_space_retry({}, o),
    },
    /** The letters issued to the applicant's applications (decision 132). */
    letters: {
      title: m.applicant_letters_title({}, o),
      intro: m.applicant_letters_intro({}, o),
      kinds: {
        conditional_offer: m.applicant_letter_kind_conditional_offer({}, o),
        unconditional_offer: m.applicant_letter_kind_unconditional_offer({}, o),
        decline: m.applicant_letter_kind_decline({}, o),
        acceptance_confirmation: m.applicant_letter_kind_acceptance_confirmation({}, o),
        payment_receipt: m.applicant_letter_kind_payment_receipt({}, o),
      },
      issuedOn: (date: string) => m.applicant_letter_issued_on({ date }, o),
      download: m.applicant_letter_download({}, o),
    },
    /** The deposit after acceptance, and the two ways to pay it (decision 137). */
    deposit: {
      heading: m.applicant_deposit_heading({}, o),
      intro: m.applicant_deposit_intro({}, o),
      due: m.applicant_deposit_due({}, o),
      paid: m.applicant_deposit_paid({}, o),
      balance: m.applicant_deposit_balance({}, o),
      reference: m.applicant_deposit_reference({}, o),
      paidInFull: m.applicant_deposit_paid_in_full({}, o),
      toRefund: m.applicant_deposit_to_refund({}, o),
      ways: m.applicant_deposit_ways({}, o),
      cardHeading: m.applicant_deposit_card_heading({}, o),
      cardHint: m.applicant_deposit_card_hint({}, o),
      cardLink: m.applicant_deposit_card_link({}, o),
      bankHeading: m.applicant_deposit_bank_heading({}, o),
      bankHint: m.applicant_deposit_bank_hint({}, o),
      bankName: m.applicant_deposit_bank_name({}, o),
      accountName: m.applicant_deposit_account_name({}, o),
      sortCode: m.applicant_deposit_sort_code({}, o),
      accountNumber: m.applicant_deposit_account_number({}, o),
      iban: m.applicant_deposit_iban({}, o),
      bic: m.applicant_deposit_bic({}, o),
      quote: m.applicant_deposit_quote({}, o),
      receipts: m.applicant_deposit_receipts({}, o),
    },
    /**
     * Booking, moving and cancelling the interview (decision 145). Its words are the visits
     * catalogue's `interview_*`, beside the server's refusals; times are written as the visit
     * pages write them. A sentence with a gap keeps it as `{when}` (lib/visit-clock.ts `fillIn`).
     */
    interview: {
      heading: m.interview_heading({}, o),
      intro: m.interview_choose_intro({}, o),
      slots: slotPickerMessages(locale, {
        loading: m.interview_loading({}, o),
        loadFailed: m.interview_load_failed({}, o),
        noTimes: m.interview_no_times({}, o),
      }),
      modes: {
        campus: m.interview_mode_campus({}, o),
        video: m.interview_mode_video({}, o),
      } satisfies Record<InterviewMode, string>,
      chooseSlot: m.visits_error_slot({}, o),
      book: m.interview_book({}, o),
      booking: m.interview_booking({}, o),
      booked: m.interview_booked({}, o),
      when: m.interview_label_when({}, o),
      mode: m.interview_label_mode({}, o),
      link: m.interview_label_link({}, o),
      changeUntil: m.interview_change_until({ when: '{when}' }, o),
      tooLate: m.interview_too_late({}, o),
      change: m.interview_change({}, o),
      cancel: m.interview_cancel({}, o),
      newTime: m.interview_new_time({}, o),
      confirmMove: m.interview_confirm_move({}, o),
      keep: m.interview_keep({}, o),
      cancelQuestion: m.interview_cancel_question({ when: '{when}' }, o),
      confirmCancel: m.interview_confirm_cancel({}, o),
      working: m.interview_working({}, o),
      moved: m.interview_moved({}, o),
      cancelled: m.interview_cancelled({}, o),
      failed: m.applicant_error_generic({}, o),
    },
    /** Withdrawing an application, after a confirmation. */
    /** Accepting or declining an offer (decision 135). */
    offer: {
      title: m.applicant_offer_title({}, o),
      intro: m.applicant_offer_intro({}, o),
      nameLabel: m.applicant_offer_name_label({}, o),
      readLabel: m.applicant_offer_read_label({}, o),
      visaLegend: m.applicant_offer_visa_legend({}, o),
      visaYes: m.applicant_offer_visa_yes({}, o),
      visaNo: m.applicant_offer_visa_no({}, o),
      guardianLegend: m.applicant_offer_guardian_legend({}, o),
      guardianHint: m.applicant_offer_guardian_hint({}, o),
      guardianNameLabel: m.applicant_offer_guardian_name_label({}, o),
      guardianEmailLabel: m.applicant_offer_guardian_email_label({}, o),
      accept: m.applicant_offer_accept({}, o),
      accepting: m.applicant_offer_accepting({}, o),
      accepted: m.applicant_offer_accepted({}, o),
      awaitingGuardian: m.applicant_offer_awaiting_guardian({}, o),
      waitingFor: (name: string) => m.applicant_offer_waiting_for({ name }, o),
      failed: m.applicant_offer_failed({}, o),
      declineOpen: m.applicant_offer_decline_open({}, o),
      declineTitle: m.applicant_offer_decline_title({}, o),
      declineWhich: (programme: string, startDate: string) =>
        m.applicant_offer_decline_which({ programme, startDate }, o),
      declineReasonLabel: m.applicant_offer_decline_reason_label({}, o),
      declineCancel: m.applicant_offer_decline_cancel({}, o),
      declineConfirm: m.applicant_offer_decline_confirm({}, o),
      declining: m.applicant_offer_declining({}, o),
      declined: m.applicant_offer_declined({}, o),
      close: m.applicant_offer_close({}, o),
    },
    /** /applicant/guardian#token=…: a parent's or guardian's confirmation. */
    guardian: {
      title: m.applicant_guardian_title({}, o),
      working: m.applicant_guardian_working({}, o),
      missing: m.applicant_guardian_missing({}, o),
      invalid: m.applicant_guardian_invalid({}, o),
      about: (name: string, programme: string, startDate: string) =>
        m.applicant_guardian_about({ name, programme, startDate }, o),
      letter: (name: string) => m.applicant_guardian_letter({ name }, o),
      readLetter: m.applicant_guardian_read_letter({}, o),
      letterOpening: m.applicant_guardian_letter_opening({}, o),
      letterFailed: m.applicant_guardian_letter_failed({}, o),
      nameLabel: m.applicant_guardian_name_label({}, o),
      readLabel: m.applicant_guardian_read_label({}, o),
      confirm: m.applicant_guardian_confirm({}, o),
      confirming: m.applicant_guardian_confirming({}, o),
      done: (name: string) => m.applicant_guardian_done({ name }, o),
      failed: m.applicant_guardian_failed({}, o),
    },
    withdraw: {
      open: m.applicant_withdraw_open({}, o),
      title: m.applicant_withdraw_title({}, o),
      close: m.applicant_dialog_close({}, o),
      which: (programme: string, startDate: string) => m.applicant_withdraw_which({ programme, startDate }, o),
      cannotUndo: (email: string) => m.applicant_withdraw_cannot_undo({ email }, o),
      confirm: m.applicant_withdraw_confirm({}, o),
      withdrawing: m.applicant_withdraw_withdrawing({}, o),
      cancel: m.applicant_withdraw_cancel({}, o),
      done: m.applicant_withdraw_done({}, o),
      failed: m.applicant_withdraw_failed({}, o),
    },
    /** Each open application's documents: the checklist, sending a file, removing one. */
    documents: {
      title: m.applicant_documents_title({}, o),
      intro: m.applicant_documents_intro({ types: documentTypeList(locale), maxMb: documentMaxMb }, o),
      loading: m.applicant_documents_loading({}, o),
      loadFailed: m.applicant_documents_load_failed({}, o),
      retry: m.applicant_documents_retry({}, o),
      required: m.applicant_documents_required({}, o),
      optional: m.applicant_documents_optional({}, o),
      states: {
        missing: m.applicant_documents_state_missing({}, o),
        scanning: m.applicant_documents_state_scanning({}, o),
        uploaded: m.applicant_documents_state_uploaded({}, o),
        accepted: m.applicant_documents_state_accepted({}, o),
        rejected: m.applicant_documents_state_rejected({}, o),
        refused: m.applicant_documents_state_refused({}, o),
      } satisfies Record<DocumentState, string>,
      rejectedBecause: (reason: string) => m.applicant_documents_rejected_because({ reason }, o),
      rejectedNext: m.applicant_documents_rejected_next({}, o),
      refusedMeaning: m.applicant_documents_refused_meaning({}, o),
      /** Read before the state by a screen reader, which announces the state when it changes. */
      stateOf: (item: string) => m.applicant_documents_state_of({ item }, o),
      upload: m.applicant_documents_upload({}, o),
      uploadFor: (item: string) => m.applicant_documents_upload_for({ item }, o),
      replace: m.applicant_documents_replace({}, o),
      replaceFor: (item: string) => m.applicant_documents_replace_for({ item }, o),
      sending: (name: string) => m.applicant_documents_sending({ name }, o),
      progressLabel: (item: string) => m.applicant_documents_progress_label({ item }, o),
      sent: (percent: number) => m.applicant_documents_sent({ percent }, o),
      saving: m.applicant_documents_saving({}, o),
      cancel: m.applicant_documents_cancel({}, o),
      cancelFor: (item: string) => m.applicant_documents_cancel_for({ item }, o),
      cancelled: m.applicant_documents_cancelled({}, o),
      failed: m.applicant_documents_failed({}, o),
      remove: m.applicant_documents_remove({}, o),
      removeFor: (item: string) => m.applicant_documents_remove_for({ item }, o),
      removeQuestion: (name: string) => m.applicant_documents_remove_question({ name }, o),
      removeConfirm: m.applicant_documents_remove_confirm({}, o),
      removing: m.applicant_documents_removing({}, o),
      removeKeep: m.applicant_documents_remove_keep({}, o),
      removeFailed: m.applicant_documents_remove_failed({}, o),
    },
    /** The enrolled applicant's arrival (decision 139). */
    arrival: {
      title: m.applicant_arrival_title({}, o),
      starts: (date: string) => m.applicant_arrival_starts({ date }, o),
      intro: m.applicant_arrival_intro({}, o),
      flightLabel: m.applicant_arrival_flight_label({}, o),
      flightHint: m.applicant_arrival_flight_hint({}, o),
      dateLabel: m.applicant_arrival_date_label({}, o),
      timeLabel: m.applicant_arrival_time_label({}, o),
      pickUpLegend: m.applicant_arrival_pick_up_legend({}, o),
      pickUpHint: m.applicant_arrival_pick_up_hint({}, o),
      pickUpYes: m.applicant_arrival_pick_up_yes({}, o),
      pickUpNo: m.applicant_arrival_pick_up_no({}, o),
      accommodationLegend: m.applicant_arrival_accommodation_legend({}, o),
      accommodation: {
        homestay: m.applicant_arrival_homestay({}, o),
        residence: m.applicant_arrival_residence({}, o),
      } satisfies Record<Accommodation, string>,
      save: m.applicant_arrival_save({}, o),
      saving: m.applicant_arrival_saving({}, o),
      saved: m.applicant_arrival_saved({}, o),
      lastSaved: (date: string) => m.applicant_arrival_last_saved({ date }, o),
      failed: m.applicant_arrival_failed({}, o),
    },
    /** A saved application not yet sent ("save and finish later" on the form). */
    draft: {
      title: m.applicant_draft_title({}, o),
      lastSaved: (when: string) => m.applicant_draft_last_saved({ when }, o),
      continue: m.applicant_draft_continue({}, o),
    },
    loading: m.applicant_loading({}, o),
  };
}

export type ApplicantMessages = ReturnType<typeof buildMessages>;

const built = new Map<Locale, ApplicantMessages>();

/** The applicant space's words in `locale`, built once per language. */
export function applicantMessages(locale: Locale): ApplicantMessages {
  let messages = built.get(locale);
  if (!messages) {
    messages = buildMessages(locale);
    built.set(locale, messages);
  }
  return messages;
}

/** The applicant space's words in the current screen's language (/applicant or /ar/applicant). */
export function useApplicantMessages(): ApplicantMessages {
  return applicantMessages(useLocale());
}
