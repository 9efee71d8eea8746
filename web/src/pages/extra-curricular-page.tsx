import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { InfoCards } from '@/components/content/info-cards';
import { routeByPath } from '@/config/routes';
import { extraCurricular } from '@/content/extra-curricular';

const title = routeByPath('/extra-curricular')?.title ?? 'Extra-Curricular Activities';

/** Extra-Curricular (docs/spec.md §2.12): the six activities. */
export default function ExtraCurricularPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{extraCurricular.intro}</p>} />
      <Section id="activities" title="Our Activities" intro={<p>{extraCurricular.note}</p>}>
        <InfoCards cards={extraCurricular.activities} />
      </Section>
      <CallToAction
        title="Want to know more?"
        actions={[
          { label: 'Contact Us', to: '/contact' },
          { label: 'Leisure & Wellbeing', to: '/leisure-wellbeing', variant: 'outline' },
        ]}
      />
    </>
  );
}
