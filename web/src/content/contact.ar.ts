import { officeDaysName, officeTimes } from '@domain/office-hours';
import { site } from '@domain/site';
import type { ContactContent } from './contact';

/**
 * The contact page in Arabic (./contact.ts). The address, phone number and e-mail address are
 * printed from domain/site.ts as they are, left to right; the office hours are the same hours.
 */
export const contactContentAr: ContactContent = {
  intro: 'لديك أسئلة عن البرامج أو الرسوم أو التأشيرات أو السكن؟ يسعد فريق القبول لدينا بمساعدتك.',
  detailsTitle: 'طرق التواصل معنا',
  detailTitles: { address: 'العنوان', phone: 'الهاتف', email: 'البريد الإلكتروني', officeHours: 'ساعات العمل' },
  // The hours of site.officeHours, in the footer's words for the days and the times of day
  // (domain/office-hours.ts): "من 9:00 صباحًا إلى 5:00 مساءً". The content test compares the facts.
  officeHours: site.officeHours.map((slot) => {
    const times = officeTimes(slot.hours, 'ar');
    return { days: officeDaysName(slot.days, 'ar'), hours: times ? `من ${times.from} إلى ${times.to}` : slot.hours };
  }),
  campusVisit: {
    title: 'زُر حرمنا الدراسي',
    text: 'تعرّف على قاعاتنا الدراسية، والتقِ بمعلمينا، واطرح أسئلتك وجهًا لوجه. اختر اليوم والوقت المناسبين لك، واحجز زيارتك عبر الإنترنت.',
    button: 'احجز زيارة للحرم الدراسي',
  },
  formTitle: 'أرسل إلينا رسالة',
  formIntro: 'املأ النموذج وسنرد عليك بالبريد الإلكتروني.',
  campusVisitMessage: 'مرحبًا، أودّ حجز زيارة للحرم الدراسي. أرجو إعلامي بالمواعيد والأوقات المتاحة. وشكرًا لكم.',
  successMessage: 'تم إرسال رسالتك بنجاح! سنتواصل معك قريبًا.',
};
