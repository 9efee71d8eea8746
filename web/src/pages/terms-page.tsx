import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { routeByPath } from '@/config/routes';
import { terms } from '@/content/privacy';

const title = routeByPath('/terms')?.title ?? 'Terms of Use';

export default function TermsPage() {
  return (
    <>
      <PageHeader title={title} />
      <Section>
        <div className="max-w-3xl space-y-6">
          {terms.map((term) => (
            <section key={term.heading}>
              <h2 className="text-xl font-semibold text-primary">{term.heading}</h2>
              <p className="mt-2 leading-relaxed">{term.body}</p>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
