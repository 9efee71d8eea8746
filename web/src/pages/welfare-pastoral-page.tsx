import { Phone } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { CallToAction } from '@/components/page/call-to-action';
import { CheckList } from '@/components/content/check-list';
import { routeByPath } from '@/config/routes';
import { welfarePastoral } from '@/content/welfare-pastoral';

const title = routeByPath('/welfare-pastoral')?.title ?? 'Welfare and Pastoral Care';

/** Welfare and Pastoral Care (docs/spec.md §2.12): international-student support and the 24/7 line. */
export default function WelfarePastoralPage() {
  const { internationalSupport, emergency } = welfarePastoral;
  return (
    <>
      <PageHeader title={title} intro={<p>{welfarePastoral.intro}</p>} />
      <Section id="pastoral-care" title="Pastoral Care">
        <p className="max-w-3xl text-lg leading-relaxed">{welfarePastoral.pastoral}</p>
      </Section>
      <Section id="international-students" title={internationalSupport.title} intro={<p>{internationalSupport.intro}</p>} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <CheckList items={internationalSupport.items} columns={2} className="rounded-xl border bg-card p-6 shadow-sm" />
          <aside aria-labelledby="emergency-heading" className="rounded-xl bg-primary p-6 text-primary-foreground shadow-md">
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
        title="Questions about welfare?"
        text="Our policies on safeguarding, welfare and behaviour are listed on the parent resources page."
        actions={[
          { label: 'Parent Resources', to: '/parent-resources' },
          { label: 'Contact Us', to: '/contact', variant: 'outline' },
        ]}
      />
    </>
  );
}
