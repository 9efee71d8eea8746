/** The Arabic of fees-page.ts; the fees themselves are in fees.ar.ts. */
import type { FeesPageContent } from './fees-page';

export const feesPageAr: FeesPageContent = {
  title: 'الرسوم الدراسية',
  intro: 'الرسوم الدراسية لبرامجنا، وطرق سدادها، وما لا تشمله.',
  tuitionTitle: 'رسوم البرامج الدراسية',
  tableNote: 'يمكنك الاستفسار عن رسوم المدرسة الصيفية ورسوم السكن لدى فريق القبول لدينا.',
  contactAdmissions: 'تواصل مع فريق القبول',
  table: { caption: 'الرسوم الدراسية حسب البرنامج', programme: 'البرنامج', fee: 'الرسوم الدراسية' },
  paymentTitle: 'خيارات الدفع',
  exclusionsTitle: 'ما لا تشمله الرسوم',
  exclusionsNote: 'يُرجى تخصيص ميزانية مستقلة لهذه التكاليف، وستجد في صفحة السكن متوسط تكاليف المعيشة في كارديف.',
  accommodationLink: 'اطّلع على خيارات السكن وتكاليف المعيشة',
  payOnline: {
    title: 'ادفع رسومك عبر الإنترنت',
    text: 'هل حصلت على مقعدك بالفعل؟ ادفع بأمان ببطاقتك المصرفية عبر صفحة الدفع الإلكتروني.',
    label: 'الانتقال إلى صفحة الدفع',
  },
  cta: {
    title: 'هل لديك أسئلة عن الرسوم؟',
    text: 'يسعد فريق القبول لدينا أن يوضّح لك رسوم برنامجك وخيارات الدفع المتاحة لك.',
    contactLabel: 'تواصل معنا',
    applyLabel: 'قدّم الآن',
  },
};
