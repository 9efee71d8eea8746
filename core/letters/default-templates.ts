import { m } from '@i18n/messages';
import type { Locale } from '../../domain/locale';
import type { MessageTemplateKey, TemplateText, TemplateTexts } from '../../domain/message-templates';

/**
 * Version 1 of every template: today's texts from the catalogues (i18n/messages/emails), with
 * each catalogue placeholder written as its merge field (`{programme}` → `{{ programme }}`), so
 * the seeded version fills in to exactly what the catalogue said.
 */

/** A catalogue message, whatever its inputs: each is called with every placeholder below. */
type Message = (...args: never[]) => string;

/** The catalogue's placeholders and the merge field each stands for. */
const FIELD_OF: Record<string, string> = {
  firstName: '{{ first_name }}',
  fullName: '{{ full_name }}',
  programme: '{{ programme }}',
  startDate: '{{ start_date }}',
  fees: '{{ fees }}',
  deposit: '{{ deposit }}',
  replyBy: '{{ reply_by }}',
  conditions: '{{ conditions }}',
  offerKind: '{{ offer_kind }}',
  amountPaid: '{{ amount_paid }}',
  paidOn: '{{ paid_on }}',
  paymentMethod: '{{ payment_method }}',
  paymentReference: '{{ payment_reference }}',
  balance: '{{ balance }}',
  siteName: '{{ academy_name }}',
  phone: '{{ academy_phone }}',
};

function text(message: Message, locale: Locale): string {
  return (message as (inputs: Record<string, string>, options: { locale: Locale }) => string)(FIELD_OF, { locale });
}

interface Parts {
  subject: Message;
  heading: Message;
  paragraphs: Message[];
}

const PARTS: Record<MessageTemplateKey, Parts> = {
  email_interview: {
    subject: m.emails_interview_subject,
    heading: m.emails_interview_heading,
    paragraphs: [m.emails_interview_invitation, m.emails_interview_arrange, m.emails_interview_questions],
  },
  email_offer: {
    subject: m.emails_offer_subject,
    heading: m.emails_offer_heading,
    paragraphs: [m.emails_offer_offer, m.emails_offer_next_steps, m.emails_offer_questions],
  },
  email_declined: {
    subject: m.emails_declined_subject,
    heading: m.emails_declined_heading,
    paragraphs: [
      m.emails_declined_thanks,
      m.emails_declined_decision,
      m.emails_declined_other_options,
      m.emails_declined_good_luck,
    ],
  },
  letter_conditional_offer: {
    subject: m.emails_letter_conditional_offer_title,
    heading: m.emails_letter_conditional_offer_heading,
    paragraphs: [
      m.emails_letter_conditional_offer_offer,
      m.emails_letter_conditional_offer_conditions,
      m.emails_letter_offer_terms,
      m.emails_letter_offer_questions,
    ],
  },
  letter_unconditional_offer: {
    subject: m.emails_letter_unconditional_offer_title,
    heading: m.emails_letter_conditional_offer_heading,
    paragraphs: [
      m.emails_letter_unconditional_offer_offer,
      m.emails_letter_offer_terms,
      m.emails_letter_offer_questions,
    ],
  },
  letter_decline: {
    subject: m.emails_letter_decline_title,
    heading: m.emails_letter_conditional_offer_heading,
    paragraphs: [
      m.emails_letter_decline_thanks,
      m.emails_letter_decline_decision,
      m.emails_letter_decline_other_options,
    ],
  },
  letter_acceptance_confirmation: {
    subject: m.emails_letter_acceptance_title,
    heading: m.emails_letter_conditional_offer_heading,
    paragraphs: [
      m.emails_letter_acceptance_confirmed,
      m.emails_letter_acceptance_payment,
      m.emails_letter_offer_questions,
    ],
  },
  letter_payment_receipt: {
    subject: m.emails_letter_receipt_title,
    heading: m.emails_letter_conditional_offer_heading,
    paragraphs: [
      m.emails_letter_receipt_received,
      m.emails_letter_receipt_details,
      m.emails_letter_receipt_balance,
      m.emails_letter_offer_questions,
    ],
  },
};

function defaultText(key: MessageTemplateKey, locale: Locale): TemplateText {
  const parts = PARTS[key];
  return {
    subject: text(parts.subject, locale),
    heading: text(parts.heading, locale),
    body: parts.paragraphs.map((paragraph) => text(paragraph, locale)).join('\n\n'),
  };
}

export function defaultTemplate(key: MessageTemplateKey): TemplateTexts {
  return { en: defaultText(key, 'en'), ar: defaultText(key, 'ar') };
}
