/** The parent resources page in Arabic: group ids and policy icons are the English page's, by reference. */
import { policyGroups, type ParentResourcesContent, type Policy } from './parent-resources';

/** The Arabic name of the English policy `name`, with the English policy's icon. */
function policy(name: string, arabicName: string): Policy {
  const english = policyGroups.flatMap((group) => group.policies).find((candidate) => candidate.name === name);
  if (!english) throw new Error(`parent-resources.ar.ts: no English policy named "${name}"`);
  return { name: arabicName, icon: english.icon };
}

export const parentResourcesContentAr: ParentResourcesContent = {
  intro:
    'توضّح سياساتنا كيف نحافظ على سلامة طلابنا ورفاههم وحسن سير تعلّمهم، ويسعدنا أن يطّلع أولياء الأمور والأوصياء على أيٍّ منها.',
  requestNote: 'تتوفر نسخ من هذه الوثائق لدى مكتب الأكاديمية عند الطلب.',
  pdfNote: 'وثائق سياساتنا ملفات بصيغة PDF، وستحتاج إلى برنامج لقراءة ملفات PDF لفتحها.',
  policiesTitle: 'سياساتنا',
  contactFormLabel: 'نموذج التواصل',
  groups: [
    {
      id: 'general',
      heading: 'السياسات العامة',
      policies: [
        policy('Health and Safety', 'الصحة والسلامة'),
        policy('Fire Risk', 'مخاطر الحريق'),
        policy('First Aid', 'الإسعافات الأولية'),
        policy('Complaints', 'الشكاوى'),
        policy('GDPR', 'حماية البيانات الشخصية (GDPR)'),
        policy('Terms and Conditions', 'الشروط والأحكام'),
      ],
    },
    {
      id: 'staff',
      heading: 'سياسات الموظفين',
      policies: [
        policy('Safer Recruitment', 'التوظيف الآمن'),
        policy('Code of Conduct', 'مدونة قواعد السلوك'),
        policy('Safeguarding', 'حماية الطلاب وصون سلامتهم'),
      ],
    },
    {
      id: 'student',
      heading: 'سياسات الطلاب',
      policies: [
        policy('Behaviour', 'السلوك'),
        policy('Anti-Bullying', 'مكافحة التنمّر'),
        policy('Welfare', 'رعاية الطلاب ورفاههم'),
      ],
    },
  ],
};
