import { CalendarCheck, FileCheck2, PoundSterling } from 'lucide-react';
import { useLocale, useLocalized } from '@/lib/locale';
import { CheckList } from '@/components/content/check-list';
import { FactList } from '@/components/content/fact-list';
import { NewTabLink } from '@/components/content/new-tab-link';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { useRouteText } from '@/config/routes';
import { govUkStudentVisaUrl, visaContent } from '@/content/visa';
import { visaContentAr } from '@/content/visa.ar';
import { localizedPath } from '@domain/locale';

/** Student Visa Information (docs/spec.md §9): funds, CAS timing and the five-step process. */
export default function VisaPage() {
  const locale = useLocale();
  const content = useLocalized({ en: visaContent, ar: visaContentAr });
  const { title } = useRouteText('/visa');
  const { keyFacts, callToAction } = content;
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section title={content.keyFactsTitle} id="key-facts">
        <FactList
          className="lg:grid-cols-2"
          facts={[
            { label: keyFacts.funds.label, icon: PoundSterling, value: keyFacts.funds.value },
            { label: keyFacts.cas.label, icon: CalendarCheck, value: keyFacts.cas.value },
          ]}
        />
      </Section>

      <Section title={content.processTitle} id="process" tone="muted">
        <ol className="grid gap-4 lg:grid-cols-5">
          {content.steps.map((step, index) => (
            <li key={step.title} className="relative flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="font-semibold text-primary">
                <span className="sr-only">{content.stepPrefix(index + 1)}</span>
                {step.title}
              </h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={content.documentsTitle} id="documents">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={content.documents} icon={FileCheck2} />
          <div className="rounded-xl border-s-4 border-accent bg-muted p-6">
            <p>{content.disclaimer}</p>
            <p className="mt-3">
              <NewTabLink href={govUkStudentVisaUrl}>{content.govUkLinkLabel}</NewTabLink>
            </p>
          </div>
        </div>
      </Section>

      <CallToAction
        title={callToAction.title}
        text={callToAction.text}
        actions={[
          { label: callToAction.contactLabel, to: localizedPath('/contact', locale), variant: 'outline' },
          { label: callToAction.applyLabel, to: localizedPath('/apply', locale) },
        ]}
      />
    </>
  );
}
