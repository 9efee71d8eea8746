import { CalendarClock, CalendarRange, CircleMinus, CreditCard, Wallet } from 'lucide-react';
import { CheckList } from '@/components/content/check-list';
import { FeesTable } from '@/components/content/fees-table';
import { InfoCards } from '@/components/content/info-cards';
import { NewTabLink } from '@/components/content/new-tab-link';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { Card } from '@/components/ui/card';
import { site } from '@domain/site';
import { feeExclusions, paymentOptions } from '@/content/fees';
import { feesPage } from '@/content/fees-page';

const paymentIcons = [Wallet, CalendarRange, CalendarClock];

/** Course Fees (docs/spec.md §9): the fees table, payment options and exclusions. */
export default function InternationalFeesPage() {
  return (
    <>
      <PageHeader title={feesPage.title} intro={<p>{feesPage.intro}</p>} />

      <Section title="Tuition Fees" id="tuition-fees">
        <div className="max-w-4xl">
          <FeesTable />
          <p className="mt-4 text-sm text-muted-foreground">
            {feesPage.tableNote}{' '}
            <a href="/contact" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              Contact admissions
            </a>
          </p>
        </div>
      </Section>

      <Section title={feesPage.paymentTitle} id="payment-options" tone="muted">
        <InfoCards cards={paymentOptions.map((option, index) => ({ ...option, icon: paymentIcons[index] }))} />
        <Card className="mt-8 flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <CreditCard aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-primary">{feesPage.payOnline.title}</h3>
              <p className="text-sm text-muted-foreground">{feesPage.payOnline.text}</p>
            </div>
          </div>
          <NewTabLink
            href={site.paymentUrl}
            className="h-11 shrink-0 justify-center rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary/90 hover:no-underline"
          >
            {feesPage.payOnline.label}
          </NewTabLink>
        </Card>
      </Section>

      <Section title={feesPage.exclusionsTitle} id="exclusions" intro={<p>{feesPage.exclusionsNote}</p>}>
        <CheckList items={feeExclusions} icon={CircleMinus} columns={2} className="max-w-2xl" />
        <p className="mt-6">
          <a href="/accommodation" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            See accommodation and living costs
          </a>
        </p>
      </Section>

      <CallToAction
        title={feesPage.cta.title}
        text={feesPage.cta.text}
        actions={[
          { label: 'Contact Us', to: '/contact', variant: 'outline' },
          { label: 'Apply Now', to: '/apply' },
        ]}
      />
    </>
  );
}
