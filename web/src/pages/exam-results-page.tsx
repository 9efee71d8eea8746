import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { StatGrid } from '@/components/content/stat-card';
import { useRouteText } from '@/config/routes';
import { examResults } from '@/content/exam-results';
import { examResultsAr } from '@/content/exam-results.ar';
import { localizedPath } from '@domain/locale';

/** Exam Results (docs/spec.md §2.12): the 2021 grades, university placement and Foundation progression. */
export default function ExamResultsPage() {
  const locale = useLocale();
  const content = useLocalized({ en: examResults, ar: examResultsAr });
  const { title } = useRouteText('/exam-results');
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />
      <Section id="results" title={content.statsTitle}>
        <StatGrid stats={content.stats} />
      </Section>
      <Section id="support" title={content.supportTitle} tone="muted">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {content.support.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <CallToAction
        title={content.callToAction.title}
        actions={[
          { label: content.callToAction.destinationsLabel, to: localizedPath('/university-destinations', locale) },
          { label: content.callToAction.applyLabel, to: localizedPath('/apply', locale), variant: 'accent' },
        ]}
      />
    </>
  );
}
