import type { ApplicationStatus } from './application-status';
import type { Locale } from './locale';

export interface ApplicantStatusWords {
  label: string;
  meaning: string;
}

/**
 * Each status in the applicant's words, for their own space and the e-mails that link to it.
 * Staff see the labels of application-status.ts; these say what the step means for the applicant.
 */
export const APPLICANT_STATUS_WORDS: Record<ApplicationStatus, ApplicantStatusWords> = {
  submitted: { label: 'Received', meaning: 'We have your application and will start reviewing it soon.' },
  under_review: { label: 'Under review', meaning: 'Our admissions team is reviewing your application.' },
  interview: { label: 'Interview', meaning: 'We would like to meet you. We will e-mail you to arrange a time.' },
  offer: { label: 'Offer made', meaning: 'We have offered you a place. Your offer letter has been e-mailed to you.' },
  declined: { label: 'Not successful', meaning: 'We are sorry: we could not offer you a place this time.' },
  withdrawn: { label: 'Withdrawn', meaning: 'This application has been withdrawn.' },
};

/** The same words in Arabic, for the space at /ar/applicant and the Arabic e-mails. */
export const APPLICANT_STATUS_WORDS_AR: Record<ApplicationStatus, ApplicantStatusWords> = {
  submitted: { label: 'تم الاستلام', meaning: 'وصلنا طلبك، وسنبدأ مراجعته قريبًا.' },
  under_review: { label: 'قيد المراجعة', meaning: 'يراجع فريق القبول لدينا طلبك الآن.' },
  interview: { label: 'مقابلة', meaning: 'يسعدنا أن نلتقي بك، وسنراسلك عبر البريد الإلكتروني لتحديد موعد.' },
  offer: { label: 'صدر عرض القبول', meaning: 'يسعدنا أن نعرض عليك مقعدًا لدينا، وقد أرسلنا إليك خطاب العرض عبر البريد الإلكتروني.' },
  declined: { label: 'لم يُقبل الطلب', meaning: 'نأسف لإبلاغك بأننا لم نتمكن من أن نعرض عليك مقعدًا هذه المرة.' },
  withdrawn: { label: 'تم السحب', meaning: 'تم سحب هذا الطلب.' },
};

const WORDS: Record<Locale, Record<ApplicationStatus, ApplicantStatusWords>> = { en: APPLICANT_STATUS_WORDS, ar: APPLICANT_STATUS_WORDS_AR };

/** A status in the applicant's words, in their language (English unless told); an unknown status as it is. */
export function applicantStatusWords(status: string, locale: Locale = 'en'): ApplicantStatusWords {
  const words = WORDS[locale];
  return Object.hasOwn(words, status) ? words[status as ApplicationStatus] : { label: status, meaning: '' };
}
