import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { StatGrid } from '@/components/content/stat-card';
import { routeByPath } from '@/config/routes';
import { examResults } from '@/content/exam-results';

const title = routeByPath('/exam-results')?.title ?? 'Exam Results';

/** Exam Results (docs/spec.md §2.12): the 2021 grades, university placement and Foundation progression. */
export default function ExamResultsPage() {
  return (
    <>
      <PageHeader title={title} intro={<p>{examResults.intro}</p>} />
      <Section id="results" title={examResults.statsTitle}>
        <StatGrid stats={examResults.stats} />
      </Section>
      <Section id="support" title={examResults.supportTitle} tone="muted">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {examResults.support.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <CallToAction
        title="Where will your results take you?"
        actions={[
          { label: 'University Destinations', to: '/university-destinations' },
          { label: 'Apply Now', to: '/apply', variant: 'accent' },
        ]}
      />
    </>
  );
}
