/** The visa page in Arabic: the amounts and working days come from visa.ts, never retyped. */
import { formatPounds } from '@domain/money';
import { casTiming, maintenanceFunds, type VisaContent } from './visa';

const casDays = `من ${casTiming.minWorkingDays} إلى ${casTiming.maxWorkingDays} أيام عمل`;
const casAfter = 'بعد قبولك العرض وسداد الدفعة المقدّمة';

export const visaContentAr: VisaContent = {
  intro:
    'يحتاج معظم الطلاب الدوليين إلى تأشيرة الطالب البريطانية للدراسة لدينا، وسيرافقك فريق القبول في كل خطوة من خطواتها.',
  keyFactsTitle: 'معلومات أساسية',
  keyFacts: {
    funds: {
      label: 'أموال الإعالة',
      value: `${formatPounds(maintenanceFunds.monthlyGbp, 'ar')} شهريًا لمدة تصل إلى ${maintenanceFunds.maxMonths} أشهر، إضافةً إلى رسوم سنة دراسية واحدة`,
    },
    cas: {
      label: 'خطاب تأكيد القبول للدراسة (CAS)',
      value: `يصدر خلال مدة ${casDays} ${casAfter}`,
    },
  },
  processTitle: 'الخطوات الخمس',
  stepPrefix: (step) => `الخطوة ${step}: `,
  steps: [
    { title: 'قدّم طلبك واحصل على عرض', text: 'أرسل طلب التحاقك، فنراجعه وندعوك إلى مقابلة، ثم نرسل إليك عرض القبول.' },
    { title: 'اقبل العرض وادفع الدفعة المقدّمة', text: 'أكّد قبولك للمقعد الدراسي، وادفع الدفعة المقدّمة لتضمن حجزه.' },
    {
      title: 'استلم خطاب CAS',
      text: `نصدر لك خطاب تأكيد القبول للدراسة (CAS) خلال مدة ${casDays} ${casAfter}.`,
    },
    {
      title: 'قدّم طلب تأشيرة الطالب',
      text: 'قدّم طلبك عبر الإنترنت مستخدمًا رقم CAS الخاص بك، مع ما يثبت توافر أموال الإعالة وبقية مستنداتك.',
    },
    { title: 'استلم القرار وسافر', text: 'بعد منحك التأشيرة، خطّط لرحلتك إلى كارديف وأخبرنا بموعد وصولك.' },
  ],
  documentsTitle: 'المستندات التي عليك تجهيزها',
  documents: [
    'جواز سفر ساري المفعول',
    'رقم CAS الصادر عن الأكاديمية',
    'ما يثبت توافر أموال الإعالة',
    'ما يثبت مستواك في اللغة الإنجليزية، عند الاقتضاء',
  ],
  disclaimer:
    'تحدّد هيئة التأشيرات والهجرة البريطانية (UK Visas and Immigration) قواعد التأشيرات، وهي عرضة للتغيير. لذا تحقّق دائمًا من المتطلبات الحالية على موقع GOV.UK الرسمي قبل تقديم طلبك.',
  govUkLinkLabel: 'إرشادات تأشيرة الطالب على موقع GOV.UK',
  callToAction: {
    title: 'هل تحتاج إلى مساعدة في طلب التأشيرة؟',
    text: 'يرافقك فريق القبول لدينا خطوة بخطوة، من عرض القبول إلى خطاب CAS ثم طلب التأشيرة.',
    contactLabel: 'تواصل معنا',
    applyLabel: 'قدّم الآن',
  },
};
