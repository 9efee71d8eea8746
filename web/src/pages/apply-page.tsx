import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { Card } from '@/components/ui/card';
import { applyContent, applySteps } from '@/content/apply';
import { ApplicationForm } from '@/features/forms/application-form';
import { Island } from '@/islands/island';

export default function ApplyPage() {
  return (
    <>
      <PageHeader title="Apply Now" intro={applyContent.intro} />
      <Section id="how-to-apply" title={applyContent.stepsTitle} tone="muted">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {applySteps.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
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
            {applyContent.formTitle}
          </h2>
          <p className="mt-1 mb-6 text-muted-foreground">{applyContent.formIntro}</p>
          <Island name="application-form" component={ApplicationForm} props={{}} when="load" />
        </Card>
      </Section>
    </>
  );
}
