import { CalendarCheck, FileCheck2, PoundSterling } from 'lucide-react';
import { CheckList } from '@/components/content/check-list';
import { FactList } from '@/components/content/fact-list';
import { NewTabLink } from '@/components/content/new-tab-link';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { formatPounds } from '@/content/money';
import {
  casTiming,
  govUkStudentVisaUrl,
  maintenanceFunds,
  visaCallToAction,
  visaDisclaimer,
  visaDocuments,
  visaIntro,
  visaSteps,
} from '@/content/visa';

/** Student Visa Information (docs/spec.md §9): funds, CAS timing and the five-step process. */
export default function VisaPage() {
  return (
    <>
      <PageHeader title="Student Visa Information" intro={<p>{visaIntro}</p>} />

      <Section title="Key Facts" id="key-facts">
        <FactList
          className="lg:grid-cols-2"
          facts={[
            {
              label: 'Maintenance funds',
              icon: PoundSterling,
              value: `${formatPounds(maintenanceFunds.monthlyGbp)} per month for up to ${maintenanceFunds.maxMonths} months, ${maintenanceFunds.plus}`,
            },
            {
              label: 'Confirmation of Acceptance for Studies (CAS)',
              icon: CalendarCheck,
              value: `Issued ${casTiming.minWorkingDays}-${casTiming.maxWorkingDays} working days ${casTiming.after}`,
            },
          ]}
        />
      </Section>

      <Section title="The Five-Step Process" id="process" tone="muted">
        <ol className="grid gap-4 lg:grid-cols-5">
          {visaSteps.map((step, index) => (
            <li key={step.title} className="relative flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="font-semibold text-primary">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Documents to Prepare" id="documents">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={visaDocuments} icon={FileCheck2} />
          <div className="rounded-xl border-l-4 border-accent bg-muted p-6">
            <p>{visaDisclaimer}</p>
            <p className="mt-3">
              <NewTabLink href={govUkStudentVisaUrl}>Student visa guidance on GOV.UK</NewTabLink>
            </p>
          </div>
        </div>
      </Section>

      <CallToAction
        title={visaCallToAction.title}
        text={visaCallToAction.text}
        actions={[
          { label: 'Contact Us', to: '/contact', variant: 'outline' },
          { label: 'Apply Now', to: '/apply' },
        ]}
      />
    </>
  );
}
