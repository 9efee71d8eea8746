import { useLocale, useLocalized } from '@/lib/locale';
import { LivingCostsTable } from '@/components/content/living-costs-table';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useRouteText } from '@/config/routes';
import { accommodationContent } from '@/content/accommodation';
import { accommodationContentAr } from '@/content/accommodation.ar';
import { formatPoundRange } from '@domain/money';
import { localizedPath } from '@domain/locale';

/** Student Accommodation (docs/spec.md §9): the three options, their averages and living costs. */
export default function AccommodationPage() {
  const locale = useLocale();
  const content = useLocalized({ en: accommodationContent, ar: accommodationContentAr });
  const { title } = useRouteText('/accommodation');
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section title={content.optionsTitle} id="options">
        <StaggerGrid as="ul">
          {content.options.map(({ name, icon: Icon, minGbp, maxGbp, period, description }) => (
            <Card key={name} className="flex flex-col gap-3 p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-primary">{name}</h3>
              <p className="text-sm text-muted-foreground">{description}</p>
              <p className="mt-auto pt-2">
                <span dir="ltr" className="text-2xl font-bold text-primary">
                  {formatPoundRange(minGbp, maxGbp, locale)}
                </span>{' '}
                <span className="text-sm text-muted-foreground">{content.perPeriod[period]}</span>
              </p>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <Section
        title={content.livingCostsTitle}
        id="living-costs"
        tone="muted"
        intro={<p>{content.livingCostsIntro}</p>}
      >
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <LivingCostsTable />
          <Card className="flex flex-col items-start gap-3 border-s-4 border-s-accent p-6">
            <h3 className="text-lg font-semibold text-primary">{content.advice.title}</h3>
            <p className="text-muted-foreground">{content.advice.text}</p>
            <ButtonLink href={localizedPath('/contact', locale)}>{content.advice.contactLabel}</ButtonLink>
          </Card>
        </div>
      </Section>

      <CallToAction
        title={content.callToAction.title}
        text={content.callToAction.text}
        actions={[
          {
            label: content.callToAction.feesLabel,
            to: localizedPath('/international-fees', locale),
            variant: 'outline',
          },
          { label: content.callToAction.applyLabel, to: localizedPath('/apply', locale) },
        ]}
      />
    </>
  );
}
