/** The exam results page in Arabic: the figures and icons are the English page's, by reference. */
import { examResults, type ExamResultsContent } from './exam-results';

const [grades, placement, progression] = examResults.stats;

export const examResultsAr: ExamResultsContent = {
  intro: 'يجتهد طلابنا في دراستهم، وتفتح لهم نتائجهم أبواب الجامعات البريطانية.',
  statsTitle: 'نتائجنا في لمحة',
  stats: [
    { value: grades.value, label: 'نسبة تقديرات A*-A في نتائجنا لعام 2021', icon: grades.icon },
    { value: placement.value, label: 'القبول في الجامعات', icon: placement.icon },
    { value: progression.value, label: 'الانتقال من السنة التأسيسية إلى الجامعة منذ عام 2018', icon: progression.icon },
  ],
  supportTitle: 'كيف نساعد طلابنا على النجاح',
  support: [
    'تتيح الصفوف الصغيرة للمعلمين متابعة كل طالب عن قرب، وتكييف تدريسهم وفق ما يحتاج إليه كل واحد منهم.',
    'ويساعد التقييم المنتظم والتدريب على الامتحانات والملاحظات المستمرة طلابَنا على الاستعداد بثقة، فيما يعينهم إرشادنا الجامعي على تحويل درجاتهم إلى العرض الجامعي المناسب.',
  ],
  callToAction: { title: 'إلى أين ستأخذك نتائجك؟', destinationsLabel: 'الوجهات الجامعية', applyLabel: 'قدّم الآن' },
};
