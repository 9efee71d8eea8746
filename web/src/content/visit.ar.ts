import type { VisitContent, VisitManageContent } from './visit';

/** The visit pages in Arabic (./visit.ts). */
export const visitContentAr: VisitContent = {
  intro:
    'اختر يومًا ووقتًا لتشاهد قاعاتنا الدراسية، وتلتقي بمعلمينا، وتطرح أسئلتك وجهًا لوجه. تظهر جميع المواعيد بتوقيت المملكة المتحدة، وبتوقيتك المحلي أيضًا إن كان مختلفًا.',
  formTitle: 'احجز زيارتك',
  expectTitle: 'ماذا ينتظرك',
  expect: [
    'جولة في الحرم الدراسي برفقة أحد أعضاء فريق القبول.',
    'وقت للقاء المعلمين والسؤال عن البرامج والرسوم والسكن.',
    'رسالة تأكيد بالبريد الإلكتروني مع دعوة للتقويم ورابط لتغيير موعد زيارتك أو إلغائها.',
  ],
  whereTitle: 'موقعنا',
  questions: 'لديك أسئلة عن زيارتك؟ اتصل بنا على الرقم',
};

export const visitManageContentAr: VisitManageContent = {
  intro: 'هنا يمكنك الاطلاع على زيارتك للحرم الدراسي، وتغيير موعدها أو إلغاؤها.',
  formTitle: 'حجزك',
  whereTitle: 'موقعنا',
  questions: 'لديك أسئلة عن زيارتك؟ اتصل بنا على الرقم',
};
