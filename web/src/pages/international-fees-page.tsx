import { CalendarClock, CalendarRange, CircleMinus, CreditCard, Wallet } from 'lucide-react';
import { useLocale, useLocalized } from '@/lib/locale';
import { CheckList } from '@/components/content/check-list';
import { FeesTable } from '@/components/content/fees-table';
import { InfoCards } from '@/components/content/info-cards';
import { NewTabLink } from '@/components/content/new-tab-link';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { Card } from '@/components/ui/card';
import { localizedPath } from '@domain/locale';
import { site } from '@domain/site';
import { feeExclusions, paymentOptions } from '@/content/fees';
import { feeExclusionsAr, paymentOptionsAr } from '@/content/fees.ar';
import { feesPage } from '@/content/fees-page';
import { feesPageAr } from '@/content/fees-page.ar';

const paymentIcons = [Wallet, CalendarRange, CalendarClock];

const content = {
  en: { page: feesPage, paymentOptions, exclusions: feeExclusions },
  ar: { page: feesPageAr, paymentOptions: paymentOptionsAr, exclusions: feeExclusionsAr },
};

/** Course Fees (docs/spec.md §9): the fees table, payment options and exclusions. */
export default function InternationalFeesPage() {
  const locale = useLocale();
  const { page, paymentOptions: options, exclusions } = useLocalized(content);
  const href = (path: string) => localizedPath(path, locale);
  return (
    <>
      <PageHeader title={page.title} intro={<p>{page.intro}</p>} />

      <Section title={page.tuitionTitle} id="tuition-fees">
        <div className="max-w-4xl">
          <FeesTable />
          <p className="mt-4 text-sm text-muted-foreground">
            {page.tableNote}{' '}
            <a
              href={href('/contact')}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {page.contactAdmissions}
            </a>
          </p>
        </div>
      </Section>

      <Section title={page.paymentTitle} id="payment-options" tone="muted">
        <InfoCards cards={options.map((option, index) => ({ ...option, icon: paymentIcons[index] }))} />
        <Card className="mt-8 flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <CreditCard aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-primary">{page.payOnline.title}</h3>
              <p className="text-sm text-muted-foreground">{page.payOnline.text}</p>
            </div>
          </div>
          <NewTabLink
            href={site.paymentUrl}
            className="h-11 shrink-0 justify-center rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary/90 hover:no-underline"
          >
            {page.payOnline.label}
          </NewTabLink>
        </Card>
      </Section>

      <Section title={page.exclusionsTitle} id="exclusions" intro={<p>{page.exclusionsNote}</p>}>
        <CheckList items={exclusions} icon={CircleMinus} columns={2} className="max-w-2xl" />
        <p className="mt-6">
          <a
            href={href('/accommodation')}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {page.accommodationLink}
          </a>
        </p>
      </Section>

      <CallToAction
        title={page.cta.title}
        text={page.cta.text}
        actions={[
          { label: page.cta.contactLabel, to: href('/contact'), variant: 'outline' },
          { label: page.cta.applyLabel, to: href('/apply') },
        ]}
      />
    </>
  );
}
