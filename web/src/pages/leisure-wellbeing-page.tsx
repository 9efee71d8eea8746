import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { InfoCards } from '@/components/content/info-cards';
import { routeByPath } from '@/config/routes';
import { leisureWellbeing } from '@/content/leisure-wellbeing';

const title = routeByPath('/leisure-wellbeing')?.title ?? 'Leisure and Wellbeing';

/** Leisure and Wellbeing (docs/spec.md §2.12; its content is not shown in the spec, see the content file). */
export default function LeisureWellbeingPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{leisureWellbeing.intro}</p>} />
      <Section id="leisure" title="Life Beyond the Classroom">
        <InfoCards cards={leisureWellbeing.areas} />
      </Section>
      <CallToAction
        title="Care and support"
        text="Read about the welfare and pastoral care we offer, or discover what Cardiff has to offer."
        actions={[
          { label: 'Welfare & Pastoral Care', to: '/welfare-pastoral' },
          { label: 'The City', to: '/the-city', variant: 'outline' },
        ]}
      />
    </>
  );
}
