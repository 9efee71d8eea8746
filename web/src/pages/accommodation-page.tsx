import { LivingCostsTable } from '@/components/content/living-costs-table';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  accommodationAdvice,
  accommodationCallToAction,
  accommodationIntro,
  accommodationOptions,
  livingCostsIntro,
} from '@/content/accommodation';
import { formatPoundRange } from '@/content/money';

/** Student Accommodation (docs/spec.md §9): the three options, their averages and living costs. */
export default function AccommodationPage() {
  return (
    <>
      <PageHeader title="Student Accommodation" intro={<p>{accommodationIntro}</p>} />

      <Section title="Accommodation Options" id="options">
        <StaggerGrid as="ul">
          {accommodationOptions.map(({ name, icon: Icon, minGbp, maxGbp, period, description }) => (
            <Card key={name} className="flex flex-col gap-3 p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-primary">{name}</h3>
              <p className="text-sm text-muted-foreground">{description}</p>
              <p className="mt-auto pt-2">
                <span className="text-2xl font-bold text-primary">{formatPoundRange(minGbp, maxGbp)}</span>{' '}
                <span className="text-sm text-muted-foreground">per {period} (average)</span>
              </p>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <Section title="Monthly Living Costs" id="living-costs" tone="muted" intro={<p>{livingCostsIntro}</p>}>
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <LivingCostsTable />
          <Card className="flex flex-col items-start gap-3 border-l-4 border-l-accent p-6">
            <h3 className="text-lg font-semibold text-primary">{accommodationAdvice.title}</h3>
            <p className="text-muted-foreground">{accommodationAdvice.text}</p>
            <ButtonLink href="/contact">Contact admissions</ButtonLink>
          </Card>
        </div>
      </Section>

      <CallToAction
        title={accommodationCallToAction.title}
        text={accommodationCallToAction.text}
        actions={[
          { label: 'View Course Fees', to: '/international-fees', variant: 'outline' },
          { label: 'Apply Now', to: '/apply' },
        ]}
      />
    </>
  );
}
