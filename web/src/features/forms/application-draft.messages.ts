import { m } from '@i18n/messages';
import type { Locale } from '@domain/locale';
import { sayIn } from './form.messages';

/** The words of saving a draft and coming back to it (decision 101), loaded with the draft's code. */
export function applicationDraftMessages(locale: Locale) {
  const say = sayIn(locale);
  return {
    /** The page sets the address apart (Isolated). */
    linkSent: (email: string) => m.forms_draft_link_sent({ email }, { locale }),
    savedSignedIn: say(m.forms_draft_saved_signed_in),
    applicantSpace: say(m.forms_draft_applicant_space),
    opening: say(m.forms_draft_opening),
    resumed: (section: string) => m.forms_draft_resumed({ section }, { locale }),
    /** The page sets the address apart (Isolated). */
    signedInAs: (email: string) => m.forms_draft_signed_in_as({ email }, { locale }),
    offer: (date: string) => m.forms_draft_offer({ date }, { locale }),
    offerContinue: say(m.forms_draft_offer_continue),
    autosaving: say(m.forms_draft_autosaving),
    savedAt: (time: string) => m.forms_draft_saved_at({ time }, { locale }),
    notSaved: say(m.forms_draft_not_saved),
    signedOut: say(m.forms_draft_signed_out),
    openFailed: say(m.forms_draft_open_failed),
    sent: say(m.forms_draft_sent),
    invalidEmail: say(m.forms_error_email_invalid),
  };
}
