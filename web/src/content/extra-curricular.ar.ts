/** The extra-curricular page in Arabic: the icons are the English page's, by reference. */
import { extraCurricular, type ExtraCurricularContent } from './extra-curricular';

const [mockTrial, business, debating, science, maths, modelUn] = extraCurricular.activities;

export const extraCurricularAr: ExtraCurricularContent = {
  intro:
    'لا يتوقف التعلّم عند باب الصف. فمسابقاتنا وتحدياتنا تبني الثقة بالنفس وروح العمل الجماعي والمهارات التي تبحث عنها الجامعات.',
  activities: [
    {
      title: 'مسابقة المحاكمة الصورية (Bar Mock Trial)',
      text: 'يؤدي الطلاب أدوار المحامين والشهود في قاعة محكمة صورية، فيكتسبون مهارات المرافعة والتفكير النقدي.',
      icon: mockTrial.icon,
    },
    {
      title: 'مسابقة الأعمال والمحاسبة',
      text: 'تتصدى الفرق لدراسات حالة تجارية ومسائل مالية، فتضع ما تعلّمته في الصف موضع التطبيق.',
      icon: business.icon,
    },
    {
      title: 'مسابقة المناظرة',
      text: 'يبحث الطلاب ويحاججون ويفنّدون الآراء المقابلة، فيتعلّمون الإقناع في الحديث وحسن الإصغاء.',
      icon: debating.icon,
    },
    {
      title: 'أولمبياد العلوم',
      text: 'يتحدى الطلاب الشغوفون بالعلوم أنفسهم بمسائل صعبة في الأحياء والكيمياء والفيزياء.',
      icon: science.icon,
    },
    {
      title: 'تحديات الرياضيات',
      text: 'تحديات في حل المسائل تكافئ التفكير الإبداعي وحب الرياضيات.',
      icon: maths.icon,
    },
    {
      title: 'نموذج الأمم المتحدة (Model United Nations)',
      text: 'يمثّل الطلاب دولًا مختلفة، فيناقشون القضايا العالمية ويصوغون مشاريع القرارات، مستفيدين من تنوّع مجتمعنا الدولي.',
      icon: modelUn.icon,
    },
  ],
  note: 'اسأل فريقنا عن الأنشطة المتاحة في هذا الفصل الدراسي.',
  activitiesTitle: 'أنشطتنا',
  callToAction: { title: 'هل تريد معرفة المزيد؟', contactLabel: 'تواصل معنا', leisureLabel: 'الترفيه والرفاه' },
};
