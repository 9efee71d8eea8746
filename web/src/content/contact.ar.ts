import type { ContactContent } from './contact';

/**
 * The contact page in Arabic (./contact.ts). The address, phone number and e-mail address are
 * printed from domain/site.ts as they are, left to right; the office hours are the same hours.
 */
export const contactContentAr: ContactContent = {
  intro: 'لديك أسئلة عن البرامج أو الرسوم أو التأشيرات أو السكن؟ يسعد فريق القبول لدينا بمساعدتك.',
  detailsTitle: 'طرق التواصل معنا',
  detailTitles: { address: 'العنوان', phone: 'الهاتف', email: 'البريد الإلكتروني', officeHours: 'ساعات العمل' },
  // The same hours as site.officeHours (Mon-Fri 9:00 AM-5:00 PM, Saturday 10:00 AM-2:00 PM): the content test compares them.
  officeHours: [
    { days: 'من الاثنين إلى الجمعة', hours: 'من 9:00 صباحًا إلى 5:00 مساءً' },
    { days: 'السبت', hours: 'من 10:00 صباحًا إلى 2:00 بعد الظهر' },
  ],
  campusVisit: {
    title: 'زُر حرمنا الدراسي',
    text: 'تعرّف على قاعاتنا الدراسية، والتقِ بمعلمينا، واطرح أسئلتك وجهًا لوجه. أخبرنا متى تودّ الحضور، وسنرتّب لك زيارة.',
    button: 'احجز زيارة للحرم الدراسي',
  },
  formTitle: 'أرسل إلينا رسالة',
  formIntro: 'املأ النموذج وسنرد عليك بالبريد الإلكتروني.',
  campusVisitMessage: 'مرحبًا، أودّ حجز زيارة للحرم الدراسي. أرجو إعلامي بالمواعيد والأوقات المتاحة. وشكرًا لكم.',
  successMessage: 'تم إرسال رسالتك بنجاح! سنتواصل معك قريبًا.',
};
