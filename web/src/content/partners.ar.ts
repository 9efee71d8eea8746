/**
 * Partners in Arabic: partners.ts's four partners, in the same order. Their names are their
 * own (the names on their websites), so they stay in Latin script.
 */
import type { Partner, PartnersContent } from './partners';
import { partners } from './partners';

const [dragon, bayside, globalPathways, taffValley] = partners;

/** One partner's name and website from partners.ts, with Arabic words about it. */
function partnerAr(partner: Partner | undefined, type: string, description: string): Partner {
  if (!partner) throw new Error('partners.ar.ts lists a partner partners.ts does not have');
  return { name: partner.name, website: partner.website, type, description };
}

export const partnersAr: readonly Partner[] = [
  // CONTENT-PLACEHOLDER: the Arabic of each real partner's description.
  partnerAr(
    dragon,
    'وكالة تعليمية',
    'تساعد الأسر في الخارج على اختيار برنامج دراسي في المملكة المتحدة والاستعداد لتقديم الطلب.',
  ),
  partnerAr(bayside, 'شريك السكن', 'توفّر أماكن إقامة لدى أسر محلية للطلاب الذين يرغبون في العيش مع أسرة مضيفة.'),
  partnerAr(
    globalPathways,
    'شريك استقطاب الطلاب',
    'تقدّم المشورة للطلاب الدوليين بشأن المسارات التي تقودهم من المدرسة إلى الدراسة الجامعية في المملكة المتحدة.',
  ),
  partnerAr(taffValley, 'شريك السفر', 'تنظّم النقل من المطار وترتيبات السفر للطلاب القادمين إلى كارديف.'),
];

export const partnersContentAr: PartnersContent = {
  // CONTENT-PLACEHOLDER: the Arabic of the page introduction.
  intro: 'نتعاون مع مؤسسات موثوقة تساند الطلاب وأسرهم في كل خطوة، من اختيار البرنامج إلى الاستقرار في كارديف.',
  partnersTitle: 'مع من نعمل',
  visitWebsite: 'زيارة الموقع الإلكتروني',
  opportunities: {
    title: 'فرص الشراكة',
    // CONTENT-PLACEHOLDER: the Arabic of the academy's terms for new partners.
    text: 'نرحّب باستفسارات الوكالات التعليمية والمؤسسات التي تشاركنا التزامنا تجاه الطلاب. ولبحث التعاون معنا، يُرجى التواصل مع فريقنا.',
    cta: 'تواصل معنا بشأن الشراكات',
  },
};
