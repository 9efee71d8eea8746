import { useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { useRouteText } from '@/config/routes';
import { termsContent } from '@/content/privacy';
import { termsContentAr } from '@/content/privacy.ar';

export default function TermsPage() {
  const content = useLocalized({ en: termsContent, ar: termsContentAr });
  const { title } = useRouteText('/terms');
  return (
    <>
      <PageHeader title={title} />
      <Section>
        <div className="max-w-3xl space-y-6">
          {content.terms.map((term) => (
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
