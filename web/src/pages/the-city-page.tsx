import { MapPin } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { InfoCards } from '@/components/content/info-cards';
import { CheckList } from '@/components/content/check-list';
import { LivingCostsTable } from '@/components/content/living-costs-table';
import { routeByPath } from '@/config/routes';
import { theCity } from '@/content/the-city';
import skylineImage from '@/assets/images/the-city-skyline.svg';

const title = routeByPath('/the-city')?.title ?? 'The City';

/** The City (docs/spec.md §2.12): highlights, shopping and dining, green spaces, getting around, living costs. */
export default function TheCityPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{theCity.intro}</p>} />

      <Section id="highlights" title="City Highlights">
        <InfoCards cards={theCity.highlights} columns={4} />
      </Section>

      <Section id="shopping-dining" title="Shopping and Dining" tone="muted">
        <InfoCards cards={theCity.shoppingAndDining} columns={2} />
      </Section>

      <Section id="green-spaces" title="Green Spaces">
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <div className="space-y-6">
            <p className="text-lg leading-relaxed">{theCity.greenSpaces.text}</p>
            <CheckList items={theCity.greenSpaces.places} />
          </div>
          <img
            src={skylineImage}
            alt={theCity.skylineAlt}
            width={640}
            height={320}
            loading="lazy"
            className="h-auto w-full rounded-xl shadow-md"
          />
        </div>
      </Section>

      <Section id="getting-around" title="Getting Around" tone="muted">
        <InfoCards cards={theCity.gettingAround} columns={4} />
      </Section>

      <Section id="living-costs" title="Living Costs" intro={<p>{theCity.livingCostsIntro}</p>}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <LivingCostsTable />
          <p className="flex items-start gap-3 rounded-xl bg-secondary p-5 text-secondary-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{theCity.livingCostsNote}</span>
          </p>
        </div>
      </Section>

      <CallToAction
        title="Come and study in Cardiff"
        actions={[
          { label: 'Accommodation', to: '/accommodation', variant: 'outline' },
          { label: 'Apply Now', to: '/apply', variant: 'accent' },
        ]}
      />
    </>
  );
}
