import { CostTable } from '@/components/content/cost-table';
import { LivingCostsTable } from '@/components/content/living-costs-table';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { Card } from '@/components/ui/card';
import { accommodationAdvice, accommodationIntro, accommodationOptions } from '@/content/accommodation';
import { formatPoundRange } from '@/content/money';

/** Student Accommodation (spec section 9): the three options, their averages and living costs. */
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

      <Section title="Costs at a Glance" id="costs" tone="muted" intro={<p>{accommodationAdvice}</p>}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <CostTable
            caption="Average accommodation costs"
            itemHeading="Type"
            costHeading="Average cost"
            rows={accommodationOptions.map((option) => ({
              item: option.name,
              minGbp: option.minGbp,
              maxGbp: option.maxGbp,
              suffix: `per ${option.period}`,
            }))}
          />
          <LivingCostsTable />
        </div>
      </Section>

      <CallToAction
        title="Questions About Accommodation?"
        text="Contact our admissions team and we will help you find the right place to live."
        actions={[
          { label: 'Contact Us', to: '/contact', variant: 'outline' },
          { label: 'Apply Now', to: '/apply' },
        ]}
      />
    </>
  );
}
