import { Phone } from 'lucide-react';
import { useLocale, useLocalized } from '@/lib/locale';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { CheckList } from '@/components/content/check-list';
import { useRouteText } from '@/config/routes';
import { welfarePastoral } from '@/content/welfare-pastoral';
import { welfarePastoralAr } from '@/content/welfare-pastoral.ar';
import { localizedPath } from '@domain/locale';

/** Welfare and Pastoral Care (docs/spec.md §2.12): international-student support and the 24/7 line. */
export default function WelfarePastoralPage() {
  const locale = useLocale();
  const content = useLocalized({ en: welfarePastoral, ar: welfarePastoralAr });
  const { title } = useRouteText('/welfare-pastoral');
  const { internationalSupport, emergency, callToAction } = content;
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />
      <Section id="pastoral-care" title={content.pastoralTitle}>
        <p className="max-w-3xl text-lg leading-relaxed">{content.pastoral}</p>
      </Section>
      <Section
        id="international-students"
        title={internationalSupport.title}
        intro={<p>{internationalSupport.intro}</p>}
        tone="muted"
      >
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <CheckList
            items={internationalSupport.items}
            columns={2}
            className="rounded-xl border bg-card p-6 shadow-sm"
          />
          <aside
            aria-labelledby="emergency-heading"
            className="rounded-xl bg-primary p-6 text-primary-foreground shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Phone aria-hidden="true" className="size-6" />
            </span>
            <h3 id="emergency-heading" className="mt-4 text-xl font-bold">
              {emergency.title}
            </h3>
            <p className="mt-2 text-primary-foreground/90">{emergency.text}</p>
          </aside>
        </div>
      </Section>
      <CallToAction
        title={callToAction.title}
        text={callToAction.text}
        actions={[
          { label: callToAction.parentResourcesLabel, to: localizedPath('/parent-resources', locale) },
          { label: callToAction.contactLabel, to: localizedPath('/contact', locale), variant: 'outline' },
        ]}
      />
    </>
  );
}
