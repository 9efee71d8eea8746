import { Section } from '@/components/page/section';
import { PageHeader } from '@/components/page/page-header';
import { Card } from '@/components/ui/card';
import { useRouteText } from '@/config/routes';
import { visitManageContent } from '@/content/visit';
import { visitManageContentAr } from '@/content/visit.ar';
import { VisitManage } from '@/features/forms/visit-manage';
import { visitManageMessages } from '@/features/forms/visit-page.messages';
import { VisitWhereabouts } from '@/features/forms/visit-whereabouts';
import { Island } from '@/islands/island';
import { useLocale, useLocalized } from '@/lib/locale';

/**
 * A visit's manage page, which only the link in its e-mails leads to (noindex, not in the
 * sitemap). Prerendered without the visit: the island reads the link's token and asks for it.
 */
export default function VisitManagePage() {
  const content = useLocalized({ en: visitManageContent, ar: visitManageContentAr });
  const { title } = useRouteText('/visit/manage');
  const locale = useLocale();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card className="p-5 sm:p-8">
            <h2 className="mb-6 text-2xl font-bold text-primary">{content.formTitle}</h2>
            <Island
              name="visit-manage"
              component={VisitManage}
              props={{ messages: visitManageMessages(locale) }}
              when="load"
            />
          </Card>
          <VisitWhereabouts title={content.whereTitle} questions={content.questions} />
        </div>
      </Section>
    </>
  );
}
