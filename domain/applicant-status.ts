import type { ApplicationStatus } from './application-status';
import type { Locale } from './locale';

/**
 * Where the e-mail about an application's current status stands: 'sent' once it has left, 'sending'
 * while it waits in the outbox, 'none' when there is no e-mail (staff chose not to send one, or the
 * one queued could not be delivered). The applicant's space says only what this allows.
 */
export const STATUS_EMAIL_STATES = ['none', 'sending', 'sent'] as const;
export type StatusEmailState = (typeof STATUS_EMAIL_STATES)[number];

interface StatusWordsByEmail {
  label: string;
  /** One sentence whatever the e-mail did, or one for each state of the e-mail it speaks of. */
  meaning: string | Record<StatusEmailState, string>;
}

export interface ApplicantStatusWords {
  label: string;
  meaning: string;
}

/**
 * Each status in the applicant's words, for their own space and the e-mails that link to it.
 * Staff see the labels of application-status.ts; these say what the step means for the applicant.
 */
export const APPLICANT_STATUS_WORDS: Record<ApplicationStatus, StatusWordsByEmail> = {
  submitted: { label: 'Received', meaning: 'We have your application and will start reviewing it soon.' },
  under_review: { label: 'Under review', meaning: 'Our admissions team is reviewing your application.' },
  interview: {
    label: 'Interview',
    meaning: 'We would like to meet you for an interview. Choose a time below.',
  },
  offer: {
    label: 'Offer made',
    meaning: {
      none: 'We have offered you a place. Your offer letter is in your letters below.',
      sending:
        'We have offered you a place. We are e-mailing you about it, and your offer letter is in your letters below.',
      sent: 'We have offered you a place. We have e-mailed you about it, and your offer letter is in your letters below.',
    },
  },
  accepted: {
    label: 'Offer accepted',
    meaning: 'You have accepted our offer. We have e-mailed you a confirmation, and it is in your letters below.',
  },
  enrolled: {
    label: 'Enrolled',
    meaning: 'You are enrolled. Welcome to the academy! Tell us below how and when you will arrive.',
  },
  declined: { label: 'Not successful', meaning: 'We are sorry: we could not offer you a place this time.' },
  withdrawn: { label: 'Withdrawn', meaning: 'This application has been withdrawn.' },
};

/** The same words in Arabic, for the space at /ar/applicant and the Arabic e-mails. */
export const APPLICANT_STATUS_WORDS_AR: Record<ApplicationStatus, StatusWordsByEmail> = {
  submitted: { label: 'تم الاستلام', meaning: 'وصلنا طلبك، وسنبدأ مراجعته قريبًا.' },
  under_review: { label: 'قيد المراجعة', meaning: 'يراجع فريق القبول لدينا طلبك الآن.' },
  interview: { label: 'مقابلة', meaning: 'نودّ أن نلتقي بك في مقابلة. اختر موعدًا أدناه.' },
  offer: {
    label: 'صدر عرض القبول',
    meaning: {
      none: 'لقد عرضنا عليك مقعدًا لدينا، وخطاب العرض ضمن خطاباتك أدناه.',
      sending:
        'لقد عرضنا عليك مقعدًا لدينا، ونرسل إليك رسالة بذلك عبر البريد الإلكتروني، وخطاب العرض ضمن خطاباتك أدناه.',
      sent: 'لقد عرضنا عليك مقعدًا لدينا، وأرسلنا إليك رسالة بذلك عبر البريد الإلكتروني، وخطاب العرض ضمن خطاباتك أدناه.',
    },
  },
  accepted: {
    label: 'تم قبول العرض',
    meaning: 'لقد قبلت عرضنا. أرسلنا إليك تأكيدًا عبر البريد الإلكتروني، وتجده أيضًا ضمن خطاباتك أدناه.',
  },
  enrolled: {
    label: 'تم التسجيل',
    meaning: 'لقد أتممت التسجيل، ومرحبًا بك في الأكاديمية! أخبرنا أدناه كيف ومتى ستصل.',
  },
  declined: { label: 'لم يُقبل الطلب', meaning: 'نأسف لإبلاغك بأننا لم نتمكن من أن نعرض عليك مقعدًا هذه المرة.' },
  withdrawn: { label: 'تم السحب', meaning: 'تم سحب هذا الطلب.' },
};

const WORDS: Record<Locale, Record<ApplicationStatus, StatusWordsByEmail>> = {
  en: APPLICANT_STATUS_WORDS,
  ar: APPLICANT_STATUS_WORDS_AR,
};

/**
 * A status in the applicant's words, in their language (English unless told), saying of its e-mail
 * only what `email` allows (nothing sent unless told); an unknown status as it is.
 */
export function applicantStatusWords(
  status: string,
  locale: Locale = 'en',
  email: StatusEmailState = 'none',
): ApplicantStatusWords {
  const words = WORDS[locale];
  if (!Object.hasOwn(words, status)) return { label: status, meaning: '' };
  const { label, meaning } = words[status as ApplicationStatus];
  return { label, meaning: typeof meaning === 'string' ? meaning : meaning[email] };
}
