/** The accommodation page in Arabic: icons, prices and periods come from accommodation.ts by reference. */
import { accommodationOptions, type AccommodationContent, type AccommodationOption } from './accommodation';

/** The icon, prices and period of the English option named `name`. */
function factsOf(name: string): Omit<AccommodationOption, 'name' | 'description'> {
  const option = accommodationOptions.find((candidate) => candidate.name === name);
  if (!option) throw new Error(`accommodation.ar.ts: no English accommodation option named "${name}"`);
  return { icon: option.icon, minGbp: option.minGbp, maxGbp: option.maxGbp, period: option.period };
}

export const accommodationContentAr: AccommodationContent = {
  intro:
    'يمكن لطلابنا السكن لدى أسرة مضيفة، أو في سكن طلابي، أو في مسكن خاص مستأجر. وفيما يلي متوسط التكاليف في كارديف لمساعدتك على التخطيط.',
  optionsTitle: 'خيارات السكن',
  options: [
    {
      name: 'الإقامة لدى أسرة مضيفة',
      ...factsOf('Homestay'),
      description: 'عِش مع أسرة مضيفة من أهل المدينة، ومارِس لغتك الإنجليزية كل يوم في جوّ عائلي.',
    },
    {
      name: 'السكن الطلابي',
      ...factsOf('Student residence'),
      description: 'غرفة في سكن طلابي، تعيش فيها إلى جانب طلاب آخرين في المدينة.',
    },
    {
      name: 'مسكن خاص مستأجر',
      ...factsOf('Private rental'),
      description:
        'استأجر شقة بنفسك، وهو خيار يناسب في الغالب الطلاب الأكبر سنًّا أو الأسر التي ترافق أحد أبنائها في أثناء دراسته.',
    },
  ],
  perPeriod: { week: 'أسبوعيًا (في المتوسط)', month: 'شهريًا (في المتوسط)' },
  livingCostsTitle: 'تكاليف المعيشة الشهرية',
  livingCostsIntro: 'متوسط التكاليف الشهرية للطالب في كارديف، بما فيها السكن.',
  advice: {
    title: 'هل تحتاج إلى مساعدة في العثور على سكن؟',
    text: 'تواصل مع فريق القبول لدينا قبل وصولك، وسنعرض عليك الخيارات التي تناسب عمرك وبرنامجك الدراسي وميزانيتك.',
    contactLabel: 'تواصل مع فريق القبول',
  },
  callToAction: {
    title: 'خطّط لدراستك في كارديف',
    text: 'اطّلع على الرسوم الدراسية لكل برنامج، أو ابدأ طلب التحاقك اليوم.',
    feesLabel: 'عرض الرسوم الدراسية',
    applyLabel: 'قدّم الآن',
  },
};
