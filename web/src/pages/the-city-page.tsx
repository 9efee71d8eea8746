import { MapPin } from 'lucide-react';
import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { InfoCards } from '@/components/content/info-cards';
import { CheckList } from '@/components/content/check-list';
import { LivingCostsTable } from '@/components/content/living-costs-table';
import { useRouteText } from '@/config/routes';
import { theCity } from '@/content/the-city';
import { theCityAr } from '@/content/the-city.ar';
import { localizedPath } from '@domain/locale';
import skylineImage from '@/assets/images/the-city-skyline.svg';

/** The City (docs/spec.md §2.12): highlights, shopping and dining, green spaces, getting around, living costs. */
export default function TheCityPage() {
  const locale = useLocale();
  const content = useLocalized({ en: theCity, ar: theCityAr });
  const { title } = useRouteText('/the-city');
  const { headings } = content;
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section id="highlights" title={headings.highlights}>
        <InfoCards cards={content.highlights} columns={4} />
      </Section>

      <Section id="shopping-dining" title={headings.shoppingAndDining} tone="muted">
        <InfoCards cards={content.shoppingAndDining} columns={2} />
      </Section>

      <Section id="green-spaces" title={headings.greenSpaces}>
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <div className="space-y-6">
            <p className="text-lg leading-relaxed">{content.greenSpaces.text}</p>
            <CheckList items={content.greenSpaces.places} />
          </div>
          <img
            src={skylineImage}
            alt={content.skylineAlt}
            width={640}
            height={320}
            loading="lazy"
            className="h-auto w-full rounded-xl shadow-md"
          />
        </div>
      </Section>

      <Section id="getting-around" title={headings.gettingAround} tone="muted">
        <InfoCards cards={content.gettingAround} columns={4} />
      </Section>

      <Section id="living-costs" title={headings.livingCosts} intro={<p>{content.livingCostsIntro}</p>}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <LivingCostsTable />
          <p className="flex items-start gap-3 rounded-xl bg-secondary p-5 text-secondary-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{content.livingCostsNote}</span>
          </p>
        </div>
      </Section>

      <CallToAction
        title={content.callToAction.title}
        actions={[
          {
            label: content.callToAction.accommodationLabel,
            to: localizedPath('/accommodation', locale),
            variant: 'outline',
          },
          { label: content.callToAction.applyLabel, to: localizedPath('/apply', locale), variant: 'accent' },
        ]}
      />
    </>
  );
}
