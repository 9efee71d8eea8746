import { site } from '@domain/site';
import type { LeadershipMember } from './staff';
import { leadershipTeamAr } from './staff.ar';
import type { PrincipalMessageContent } from './principal-message';
import { moreThan } from './arabic-figures';

/** The Principal's Message in Arabic; the Principal is the one in staff.ar.ts. */
const principal: LeadershipMember = leadershipTeamAr.find((member) => member.id === 'principal') ?? {
  id: 'principal',
  name: 'المديرة',
  position: 'المديرة',
  bio: [],
};

export const principalMessageAr: PrincipalMessageContent = {
  principal,
  // CONTENT-PLACEHOLDER: the Arabic of the Principal's own welcome quote.
  quote: 'كل طالب ينضم إلينا يحمل معه قصته وطموحاته. ومهمتنا أن نساعده على كتابة الفصل التالي منها في جامعة بريطانية.',
  attribution: `${principal.name}، ${principal.position}`,
  letter: {
    title: 'كلمة ترحيب من المديرة',
    greeting: 'أعزاءنا الطلاب، وأولياء الأمور والأوصياء،',
    // CONTENT-PLACEHOLDER: the Arabic of the Principal's letter.
    paragraphs: [
      `أهلًا بكم في ${site.arabicName}. منذ عام ${site.foundedYear} استقبلنا طلابًا من ${moreThan(site.stats.nationalities)} جنسية، من داخل المملكة المتحدة وخارجها، وساعدناهم على أن يخطوا إلى الحياة الجامعية بثقة.`,
      'نحرص على أن تبقى صفوفنا صغيرة، حتى يكون كل طالب معروفًا لمعلميه، يلقى منهم التشجيع ويُدفَع إلى بذل أفضل ما عنده. ويجمع معلمونا من ذوي الخبرة بين المعايير الأكاديمية الرفيعة والاهتمام الفردي الذي يساعد الشباب على أن يكبروا ثقةً بأنفسهم.',
      'ورفاه الطلاب لا يقل أهمية عن درجاتهم. فريق الرعاية لدينا يساند كل طالب منذ يوم وصوله، وإرشادنا الجامعي يعينه على اختيار التخصص والجامعة المناسبين له.',
      'أرجو أن تزورونا في كارديف لتروا الأكاديمية بأنفسكم. ونحن نتطلع إلى لقائكم.',
    ],
    signOff: 'مع أطيب التمنيات،',
  },
  profile: {
    title: 'عن المديرة',
    photoAlt: `صورة ${principal.name}`,
    staffLink: 'تعرّف على بقية فريقنا',
  },
};
