/**
 * Staff in Arabic: staff.ts's people (same ids, same order), their roles and profiles. Every
 * person is fictional: when staff.ts gets the real team, write their names here as they
 * spell them in Arabic.
 */
import type { LeadershipMember, MeetTheStaffContent, TeacherMember } from './staff';

export const leadershipTeamAr: readonly LeadershipMember[] = [
  {
    id: 'principal',
    // CONTENT-PLACEHOLDER: the Principal's real name and profile, in Arabic.
    name: 'د. إلينور فيرويذر',
    position: 'المديرة',
    bio: [
      'تقود د. فيرويذر الأكاديمية وفريق العاملين فيها، واضعةً في مقدمة أولوياتها جودة التدريس ورفاه كل طالب وانتقال الطلاب إلى الجامعات البريطانية.',
      'وهي تؤمن بأن الصفوف الصغيرة والاهتمام الفردي يتيحان لكل طالب أن يتفوّق، مهما كانت خلفيته أو لغته الأم.',
    ],
  },
  {
    id: 'vice-principal',
    // CONTENT-PLACEHOLDER: real name and profile, in Arabic.
    name: 'السيد أوين برايتووتر',
    position: 'نائب المديرة للشؤون الأكاديمية',
    bio: [
      'يشرف السيد برايتووتر على المناهج وجودة التدريس والتقييم في برامج GCSE وA-Level والسنة التأسيسية وما قبل الماجستير.',
      'ويعمل عن كثب مع المعلمين ليبقى تركيز الصفوف منصبًّا على ما يحتاج إليه الطلاب في خطوتهم التالية.',
    ],
  },
  {
    id: 'director-of-admissions',
    // CONTENT-PLACEHOLDER: real name and profile, in Arabic.
    name: 'السيدة أميرة ليكوود',
    position: 'مديرة القبول',
    bio: [
      'ترافق السيدة ليكوود الطلاب وأسرهم في اختيار البرنامج المناسب، وتقديم الطلب، والاستعداد للقدوم إلى كارديف.',
      'ويتولى فريقها الرد على الاستفسارات، ومراجعة الطلبات، وترتيب المقابلات وإصدار عروض القبول.',
    ],
  },
  {
    id: 'head-of-pastoral-care',
    // CONTENT-PLACEHOLDER: real name and profile, in Arabic.
    name: 'السيدة شان هوليبروك',
    position: 'رئيسة قسم الرعاية الطلابية',
    bio: [
      'تقود السيدة هوليبروك فريق الرعاية والإرشاد، وتحرص على رفاه الطلاب وسلامتهم داخل الصف وخارجه.',
      'وتنسّق الدعم الذي تقدّمه الأكاديمية للطلاب الدوليين، من برنامج الاستقبال والتعريف إلى ترتيبات العطلات.',
    ],
  },
];

export const teachingStaffAr: readonly TeacherMember[] = [
  // CONTENT-PLACEHOLDER: the six teachers' real names and subjects, in Arabic.
  { id: 'teacher-mathematics', name: 'السيد دانيال آشغروف', subject: 'الرياضيات' },
  { id: 'teacher-english', name: 'السيدة لورا بنهالو', subject: 'اللغة الإنجليزية' },
  { id: 'teacher-physics', name: 'د. ريس ستونبريدج', subject: 'الفيزياء' },
  { id: 'teacher-chemistry', name: 'د. بريا ويلومير', subject: 'الكيمياء' },
  { id: 'teacher-biology', name: 'السيدة هانا كليرويل', subject: 'الأحياء' },
  { id: 'teacher-business', name: 'السيد صامويل رافنسكروفت', subject: 'إدارة الأعمال والاقتصاد' },
];

export const meetTheStaffAr: MeetTheStaffContent = {
  // CONTENT-PLACEHOLDER: the Arabic of the page introduction.
  intro: 'يلتزم معلمونا وقادتنا من ذوي الخبرة بمساعدة كل طالب على الوصول إلى جامعة بريطانية.',
  leadershipTitle: 'فريق القيادة',
  leadershipIntro: 'الفريق المسؤول عن توجيه الأكاديمية وعن التدريس والرعاية فيها.',
  teachingTitle: 'الهيئة التدريسية',
  teachingIntro: 'معلمون متخصصون في موادهم يدرّسون صفوفنا الصغيرة.',
  card: {
    showProfile: 'عرض الملف التعريفي',
    hideProfile: 'إخفاء الملف التعريفي',
    profileButtonSuffix: ': {name}',
    profileRegion: 'الملف التعريفي: {name}',
    photoAlt: 'صورة {name}',
  },
  callToAction: {
    title: 'التقِ بنا شخصيًا',
    text: 'يسعد فريقنا بالإجابة عن أسئلتك أو باصطحابك في جولة داخل الأكاديمية.',
    contact: 'تواصل معنا',
    apply: 'قدّم الآن',
  },
};
