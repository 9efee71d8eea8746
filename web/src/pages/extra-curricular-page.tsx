import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { InfoCards } from '@/components/content/info-cards';
import { useRouteText } from '@/config/routes';
import { extraCurricular } from '@/content/extra-curricular';
import { extraCurricularAr } from '@/content/extra-curricular.ar';
import { localizedPath } from '@domain/locale';

/** Extra-Curricular (docs/spec.md §2.12): the six activities. */
export default function ExtraCurricularPage() {
  const locale = useLocale();
  const content = useLocalized({ en: extraCurricular, ar: extraCurricularAr });
  const { title } = useRouteText('/extra-curricular');
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />
      <Section id="activities" title={content.activitiesTitle} intro={<p>{content.note}</p>}>
        <InfoCards cards={content.activities} />
      </Section>
      <CallToAction
        title={content.callToAction.title}
        actions={[
          { label: content.callToAction.contactLabel, to: localizedPath('/contact', locale) },
          {
            label: content.callToAction.leisureLabel,
            to: localizedPath('/leisure-wellbeing', locale),
            variant: 'outline',
          },
        ]}
      />
    </>
  );
}
