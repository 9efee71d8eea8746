import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { InfoCards } from '@/components/content/info-cards';
import { useRouteText } from '@/config/routes';
import { leisureWellbeing } from '@/content/leisure-wellbeing';
import { leisureWellbeingAr } from '@/content/leisure-wellbeing.ar';
import { localizedPath } from '@domain/locale';

/** Leisure and Wellbeing (docs/spec.md §2.12; its content is not shown in the spec, see the content file). */
export default function LeisureWellbeingPage() {
  const locale = useLocale();
  const content = useLocalized({ en: leisureWellbeing, ar: leisureWellbeingAr });
  const { title } = useRouteText('/leisure-wellbeing');
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />
      <Section id="leisure" title={content.sectionTitle}>
        <InfoCards cards={content.areas} />
      </Section>
      <CallToAction
        title={content.callToAction.title}
        text={content.callToAction.text}
        actions={[
          { label: content.callToAction.welfareLabel, to: localizedPath('/welfare-pastoral', locale) },
          { label: content.callToAction.cityLabel, to: localizedPath('/the-city', locale), variant: 'outline' },
        ]}
      />
    </>
  );
}
