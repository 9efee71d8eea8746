import { m } from '@i18n/messages';
import { DRAFT_REMINDER_AFTER_DAYS } from '@domain/draft-reminder';
import { FINAL_APPLICATION_STATUSES } from '@domain/retention-periods';
import { site } from '@domain/site';
import {
  controller,
  icoNumber,
  type CollectedData,
  type CookiesContent,
  type PrivacyNoticeContent,
  type Term,
  type TermsContent,
} from './privacy';

/**
 * The privacy notice, terms and cookie policy in Arabic: the same facts as ./privacy.ts (its
 * e-mail address, ICO number, articles, ages and periods), in Modern Standard Arabic.
 */

/**
 * Left-to-right text set inside an Arabic sentence (an article number, a telephone number, an
 * address): the Unicode isolates keep "6(1)(b)" and "0303 123 1113" in their own order.
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** "(UK GDPR article 6(1)(b))" in Arabic. */
const article = (reference: string) =>
  `المادة ${ltr(reference)} من اللائحة العامة لحماية البيانات في المملكة المتحدة، ${ltr('UK GDPR')}`;

const beforeContract = `خطوات نتخذها بناءً على طلبك قبل إبرام عقد معك (${article('6(1)(b)')}).`;

export const collectedAr: readonly CollectedData[] = [
  {
    form: 'نموذج طلب الالتحاق (قدّم الآن)',
    what: 'اسمك، وتاريخ ميلادك، وجنسيتك، وعنوان بريدك الإلكتروني، ورقم هاتفك، وعنوانك البريدي، والبرنامج الذي تختاره وموعد بدئه، ومدرستك السابقة، ومؤهلاتك، ومستواك في اللغة الإنجليزية، وبيانك الشخصي.',
    why: 'لدراسة طلبك، وترتيب مقابلة معك، ثم تقديم عرض قبول لك أو الاعتذار عن قبولك.',
    basis: `${beforeContract} وإذا كان المتقدم دون سن 18 عامًا، فقد نتواصل مع أحد والديه أو مع ولي أمره.`,
  },
  {
    form: 'المستندات التي ترسلها مع طلبك',
    what: 'الملفات التي ترفعها ضمن قائمة المستندات المطلوبة (جواز السفر أو بطاقة الهوية الوطنية، والتقرير المدرسي، وشهادة اللغة الإنجليزية، والصورة الشخصية)، وأسماؤها الأصلية وأحجامها، وما إذا كان موظفونا قد قبلوها أو طلبوا غيرها. وتُحفظ الصور بعد حذف بياناتها المخفية (مثل المكان الذي التُقطت فيه).',
    why: 'للتحقق من هويتك ومن دراستك ومستواك في اللغة الإنجليزية، وهو ما يحتاج إليه كل قرار يُتخذ بشأن أي طلب. ويُفحص كل ملف بحثًا عن الفيروسات قبل أن يفتحه موظفونا، ويُحذف فورًا أي ملف لا يجتاز هذا الفحص.',
    basis: `${beforeContract} وتُحفظ المستندات وتُمحى مع الطلب الذي تنتمي إليه.`,
  },
  {
    form: 'الخطابات التي نرسلها إليك',
    what: `الخطابات التي نكتبها بشأن طلبك في ملفات ${ltr('PDF')} (عرض مشروط أو غير مشروط، أو اعتذار، أو تأكيد قبولك للمقعد)، باللغة التي قدّمت بها طلبك، مع بصمة رقمية (${ltr('SHA-256')}) لكل ملف.`,
    why: 'لنبلغك قرارنا وشروطه كتابةً، ولنعرف لاحقًا أي خطاب أُرسل إليك بالضبط.',
    basis: `${beforeContract} وتُحفظ الخطابات وتُمحى مع الطلب الذي تنتمي إليه.`,
  },
  {
    form: 'الطلب المحفوظ (احفظ وأكمل لاحقًا)',
    what: 'الإجابات التي كتبتها في نموذج الطلب حتى الآن، والقسم الذي توقفت عنده، وعنوان البريد الإلكتروني الذي أعطيتنا إياه لتعود به إلى طلبك، وآخر وقت عدّلت فيه هذه الإجابات.',
    why: `لتتمكن من إكمال طلبك لاحقًا: نرسل إليك بالبريد الإلكتروني رابط تسجيل دخول تعود به إلى طلبك، وإذا تركته دون أي تعديل مدة ${m.privacy_retention_period({ count: DRAFT_REMINDER_AFTER_DAYS, unit: 'days' }, { locale: 'ar' })}، نرسل إليك تذكيرًا واحدًا. وعندما ترسل طلبك تُحذف النسخة المحفوظة، وإن لم ترسله أبدًا فإنها تُمحى بعد انقضاء المدة المبيّنة أدناه.`,
    basis: beforeContract,
  },
  {
    form: 'نموذج التواصل',
    what: 'اسمك، وعنوان بريدك الإلكتروني، ورقم هاتفك إن شئت، والبرنامج الذي يهمك، ورسالتك.',
    why: 'للرد على استفسارك.',
    basis: `مصلحتنا المشروعة في الرد على الأسئلة التي يرسلها إلينا الناس (${article('6(1)(f)')}).`,
  },
];

// CONTENT-PLACEHOLDER: as in English, name the e-mail and hosting providers once the academy has confirmed them.
export const recipientsAr: readonly string[] = [
  'فريق القبول في الأكاديمية، الذي يقرأ ما ترسله ويرد عليه.',
  'مزوّد خدمة البريد الإلكتروني لدينا، الذي يوصل إليك إشعار الاستلام وأي رسائل نبعثها إليك.',
  'مزوّد الاستضافة لدينا، الذي يخزّن البيانات في المملكة المتحدة نيابةً عنا.',
];

export const rightsAr: readonly string[] = [
  'أن تعرف ما نحتفظ به من بيانات عنك، وأن تحصل على نسخة منها (طلب اطلاع صاحب البيانات)؛',
  'أن تُصحَّح أي بيانات غير دقيقة؛',
  'أن تُمحى بياناتك؛',
  'أن تعترض على طريقة استخدامنا لبياناتك، أو أن تطلب منا تقييدها؛',
  `أن تتقدم بشكوى إلى مكتب مفوض المعلومات (ICO) عبر موقعه ${ltr('ico.org.uk')} أو هاتفه ${ltr('0303 123 1113')}.`,
];

/** How the notice names each final status of an application: "declined or withdrawn". */
const finalStatusWords: Record<(typeof FINAL_APPLICATION_STATUSES)[number], string> = {
  declined: 'مرفوضًا',
  withdrawn: 'مسحوبًا',
};

export const privacyNoticeContentAr: PrivacyNoticeContent = {
  // CONTENT-PLACEHOLDER: as in English, the ICO registration number is to be confirmed.
  intro: `${site.arabicName} (${ltr(controller.name)}) هي الجهة المتحكمة في البيانات الشخصية التي ترسلها إلينا عبر هذا الموقع (رقم التسجيل لدى مكتب مفوض المعلومات ICO: ${ltr(icoNumber)}، قيد التأكيد).`,
  collectedTitle: 'ما نجمعه من بيانات ولماذا',
  collectedLabels: { what: 'البيانات', why: 'الغرض', basis: 'الأساس القانوني' },
  collected: collectedAr,
  recipientsTitle: 'من يتلقى بياناتك',
  recipients: recipientsAr,
  noSale: 'لا نبيع بياناتك أبدًا، ولا نستخدمها في التسويق دون أن نستأذنك أولًا.',
  retentionTitle: 'مدة احتفاظنا بالبيانات',
  retentionCaption: 'مدد الاحتفاظ بالبيانات',
  retentionHeadings: { record: 'السجل', keptFor: 'مدة الاحتفاظ' },
  retentionLabels: {
    contacts: 'رسائل نموذج التواصل، من تاريخ استلامنا لها',
    closedApplications: 'الطلبات، من تاريخ رفضها أو سحبها',
    drafts: 'الطلبات المحفوظة التي لم تُرسَل بعد، من تاريخ آخر تعديل عليها',
    emailRecords: 'سجلات الرسائل الإلكترونية التي أرسلناها، من تاريخ إرسالها',
    audit: 'سجل تدقيق أعمال الموظفين، من تاريخ كل قيد فيه',
  },
  retentionNote: `يُعدّ الطلب مغلقًا عندما يصبح ${FINAL_APPLICATION_STATUSES.map((status) => finalStatusWords[status]).join(' أو ')}؛ وإلى ذلك الحين نحتفظ به، ويراجع موظفونا الطلبات المفتوحة التي مضى عليها أكثر من مدة الاحتفاظ برسائل التواصل. وإذا التحقت بنا، يصبح طلبك جزءًا من ملفك الطلابي. وبعد انقضاء هذه المدد تُمحى السجلات تلقائيًا، بما فيها ملاحظاتنا عليها.`,
  rightsTitle: 'حقوقك',
  rightsIntro: 'يحق لك:',
  rights: rightsAr,
  howToAsk: (email) =>
    `راسلنا على ${email} من العنوان الذي استخدمته معنا، أو اكتب إلينا على العنوان أدناه. ونرد على طلبك خلال شهر واحد. وتشمل النسخة التي نرسلها إليك المستندات التي أرسلتها والخطابات التي كتبناها إليك، في ملف مضغوط (zip) واحد. أما طلب محو بياناتك فيحذف طلبك (وأي طلب محفوظ لم ترسله) مع المستندات التي أرسلتها، أو يحذف رسالتك وملاحظاتنا عليها وسجل الرسائل الإلكترونية التي أرسلناها إليك؛ ونحتفظ بسجل من سطر واحد يثبت أننا فعلنا ذلك، دون عنوانك.`,
  postalAddress: `${site.arabicName}، ${ltr(`${site.address.lines.join(', ')}, ${site.address.city} ${site.address.postcode}`)}.`,
  cookiesLink: {
    before: 'تجد طريقة استخدام هذا الموقع لملفات تعريف الارتباط في',
    link: 'سياسة ملفات تعريف الارتباط',
    after: '.',
  },
};

// CONTENT-PLACEHOLDER: as in English, the academy must confirm these terms with its advisers.
export const termsAr: readonly Term[] = [
  {
    heading: 'استخدام هذا الموقع',
    body: `تدير هذا الموقعَ ${site.arabicName} (${ltr(site.name)}). يمكنك استخدامه للتعرف على برامجنا، وللتواصل معنا أو التقديم إلينا. ونرجو ألا تسيء استخدامه، أو تحاول تعطيله، أو ترسل عبر نماذجه أي شيء مخالف للقانون.`,
  },
  {
    heading: 'المعلومات الواردة في هذا الموقع',
    body: 'نحرص على أن تكون تفاصيل البرامج والرسوم والمواعيد دقيقة قدر الإمكان، لكنها قد تتغير. والمرجع في مقعدك الدراسي هو خطاب العرض الذي يصلك.',
  },
  {
    heading: 'روابط إلى مواقع أخرى',
    body: 'نضع روابط إلى مواقع أخرى، مثل مواقع الجامعات والحكومة البريطانية، ولسنا مسؤولين عن محتواها.',
  },
  {
    heading: 'بياناتك الشخصية',
    body: 'يوضح إشعار الخصوصية الخاص بنا كيف نستخدم ما ترسله إلينا.',
  },
  {
    heading: 'القانون الواجب التطبيق',
    body: 'تخضع هذه الشروط لقانون إنجلترا وويلز.',
  },
];

export const termsContentAr: TermsContent = { terms: termsAr };

export const cookiesContentAr: CookiesContent = {
  intro:
    'لا يحصل زوار هذا الموقع على أي ملفات تعريف ارتباط على الإطلاق. فنحن لا نضع ملف تعريف ارتباط إلا عندما يسجّل أحد الموظفين أو المتقدمين دخوله، لإبقائه مسجّلًا. ولا نستخدم أي ملفات تعريف ارتباط للتحليلات أو الإعلانات.',
  tableTitle: 'ملفات تعريف الارتباط التي نضعها',
  tableCaption: 'ملفات تعريف الارتباط',
  tableHeadings: { name: 'الاسم', purpose: 'الغرض', duration: 'المدة', kind: 'النوع' },
  cookies: [
    {
      name: 'session (واسمه __Host-session على https)',
      purpose:
        'يُبقي الموظف مسجّلًا دخوله إلى لوحة إدارة القبول. لا يُوضع إلا عندما يسجّل الموظفون دخولهم، ولا يحصل عليه الزوار أبدًا.',
      duration: '30 يومًا تتجدد ما دام الملف قيد الاستخدام؛ ويُحذف عند تسجيل الخروج.',
      kind: 'ضروري للغاية',
    },
    {
      name: 'applicant_session (واسمه __Host-applicant_session على https)',
      purpose:
        'يُبقي المتقدم مسجّلًا دخوله إلى مساحة طلبه بعد أن يفتح الرابط الذي أرسلناه إليه بالبريد الإلكتروني، ليتمكن من الاطلاع على طلباته وإرسال المستندات وإبقاء طلبه المحفوظ محدَّثًا. لا يُوضع إلا عند استخدام ذلك الرابط.',
      duration: 'أسبوع من آخر زيارة، وبحد أقصى 30 يومًا؛ ويُحذف عند تسجيل الخروج.',
      kind: 'ضروري للغاية',
    },
  ],
  thirdPartyTitle: 'لا نصوص برمجية من جهات خارجية',
  thirdPartyText: `لا يحمّل هذا الموقع أي نصوص برمجية من شركات أخرى، فلا تستطيع أي جهة أخرى أن تضع ملفات تعريف ارتباط عبره أو أن تتتبعك من خلاله. والنسخة العربية جزء من الموقع نفسه: لكل صفحة نظيرتها العربية تحت المسار ${ltr('/ar')}، واختيار اللغة لا يضع أي ملف تعريف ارتباط.`,
};
