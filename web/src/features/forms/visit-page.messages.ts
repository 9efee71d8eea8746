import { m } from '@i18n/messages';
import { privacyNoticeMessages } from '@/components/content/privacy-notice-link.messages';
import { slotPickerMessages } from '@/components/forms/slot-picker.messages';
import type { Locale } from '@domain/locale';
import { choiceNames, formMessages, sayIn } from './form.messages';

/**
 * The visit pages' words in the page's language (decision 101), resolved while prerendering and
 * handed to the islands as plain strings, so their JavaScript carries no catalogue. A sentence
 * with a gap keeps it as `{name}` for the island to fill in (lib/visit-clock.ts `fillIn`).
 */

export function visitBookingMessages(locale: Locale) {
  const say = sayIn(locale);
  return {
    form: formMessages(locale),
    slots: slotPickerMessages(locale),
    chooseTime: say(m.visit_page_choose_time),
    yourDetails: say(m.visit_page_your_details),
    labels: {
      name: say(m.visit_page_label_name),
      email: say(m.forms_label_email),
      phone: say(m.forms_label_phone),
      partySize: say(m.visit_page_label_party_size),
      programmes: say(m.visit_page_label_programmes),
      message: say(m.visit_page_label_message),
    },
    programmes: choiceNames(locale).programme,
    privacyNotice: privacyNoticeMessages(say(m.visit_page_privacy_purpose), locale),
    book: say(m.visit_page_book),
    booking: say(m.visit_page_booking),
    bookedTitle: say(m.visit_page_booked_title),
    bookedWhen: m.visit_page_booked_when({ when: '{when}' }, { locale }),
    bookedEmail: say(m.visit_page_booked_email),
  };
}

export type VisitBookingMessages = ReturnType<typeof visitBookingMessages>;

export function visitManageMessages(locale: Locale) {
  const say = sayIn(locale);
  return {
    genericError: formMessages(locale).genericError,
    slots: slotPickerMessages(locale),
    loading: say(m.visit_manage_loading),
    noLink: say(m.visit_manage_no_link),
    linkInvalid: say(m.visits_link_invalid),
    yourVisit: say(m.visit_manage_your_visit),
    labels: {
      name: say(m.visit_manage_label_name),
      when: say(m.visit_manage_label_when),
      people: say(m.visit_manage_label_people),
    },
    change: say(m.visit_manage_change),
    cancel: say(m.visit_manage_cancel),
    newTime: say(m.visit_manage_new_time),
    chooseSlot: say(m.visits_error_slot),
    confirmMove: say(m.visit_manage_confirm_move),
    keep: say(m.visit_manage_keep),
    cancelQuestion: m.visit_manage_cancel_question({ when: '{when}' }, { locale }),
    confirmCancel: say(m.visit_manage_confirm_cancel),
    working: say(m.visit_manage_working),
    movedTitle: say(m.visit_manage_moved_title),
    movedText: m.visit_manage_moved_text({ when: '{when}' }, { locale }),
    cancelledTitle: say(m.visit_manage_cancelled_title),
    cancelledText: say(m.visit_manage_cancelled_text),
    isCancelled: say(m.visit_manage_is_cancelled),
    bookAgain: say(m.visit_manage_book_again),
  };
}

export type VisitManageMessages = ReturnType<typeof visitManageMessages>;
