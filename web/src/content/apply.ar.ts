import type { ApplyContent, ApplyStep } from './apply';

/** The apply page in Arabic (./apply.ts): the same four steps, Apply, Review, Interview, Offer. */
export const applyStepsAr: readonly ApplyStep[] = [
  { title: 'التقديم', text: 'املأ نموذج الطلب أدناه ببياناتك والبرنامج الذي اخترته.' },
  { title: 'المراجعة', text: 'يراجع فريق القبول طلبك، ويتواصل معك إذا كان هناك ما ينقصه.' },
  { title: 'المقابلة', text: 'ندعوك إلى مقابلة ودية غير رسمية نتحدث فيها عن أهدافك وعن البرنامج المناسب لك.' },
  { title: 'عرض القبول', text: 'إذا قُبل طلبك، يصلك عرض قبول مع الخطوات التالية لإتمام التسجيل.' },
];

export const applyContentAr: ApplyContent = {
  intro: 'ابدأ رحلتك نحو الجامعات البريطانية: أربع خطوات تفصل بين طلبك وعرض القبول.',
  stepsTitle: 'كيف تقدّم طلبك',
  stepLabel: (step) => `الخطوة ${step}: `,
  formTitle: 'نموذج طلب الالتحاق',
  formIntro: 'حدّثنا عن نفسك وعن البرنامج الذي تودّ الالتحاق به.',
  successMessage: 'تم إرسال طلبك بنجاح! سنراجعه ونتواصل معك قريبًا.',
};
