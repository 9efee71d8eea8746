import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { Card } from '@/components/ui/card';
import { useRouteText } from '@/config/routes';
import { applyContent, applySteps } from '@/content/apply';
import { applyContentAr, applyStepsAr } from '@/content/apply.ar';
import { ApplicationForm } from '@/features/forms/application-form';
import { applicationFormMessages } from '@/features/forms/application-form.messages';
import { Island } from '@/islands/island';

export default function ApplyPage() {
  const content = useLocalized({ en: applyContent, ar: applyContentAr });
  const steps = useLocalized({ en: applySteps, ar: applyStepsAr });
  const { title } = useRouteText('/apply');
  const locale = useLocale();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section id="how-to-apply" title={content.stepsTitle} tone="muted">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">
                <span className="sr-only">{content.stepLabel(index + 1)}</span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section>
        <Card className="mx-auto max-w-3xl p-5 sm:p-8">
          <h2 id="application-form-heading" className="text-2xl font-bold text-primary">
            {content.formTitle}
          </h2>
          <p className="mt-1 mb-6 text-muted-foreground">{content.formIntro}</p>
          {/* The form's words are resolved here, while prerendering: its island carries no catalogue. */}
          <Island
            name="application-form"
            component={ApplicationForm}
            props={{ messages: applicationFormMessages(locale), successMessage: content.successMessage }}
            when="load"
          />
        </Card>
      </Section>
    </>
  );
}
