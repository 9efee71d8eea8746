import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { CallToAction } from '@/components/page/call-to-action';
import { Card } from '@/components/ui/card';
import { useLocale, useLocalized } from '@/lib/locale';
import { useRouteText } from '@/config/routes';
import { aboutContent, type AboutSection } from '@/content/about';
import { aboutContentAr } from '@/content/about.ar';
import { localizedPath } from '@domain/locale';
import campusImage from '@/assets/images/about-campus.svg';
import communityImage from '@/assets/images/about-community.svg';

function PointCards({ section }: { section: AboutSection }) {
  return (
    <StaggerGrid as="ul" className="grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {section.points.map(({ label, icon: Icon }) => (
        <Card key={label} className="flex flex-col items-start gap-3 p-4 sm:p-6">
          <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="font-semibold text-primary sm:text-lg">{label}</span>
        </Card>
      ))}
    </StaggerGrid>
  );
}

/** About (docs/spec.md §2.9): the 1999 founding, then who we are, values, ethos and students. */
export default function AboutPage() {
  const locale = useLocale();
  const content = useLocalized({ en: aboutContent, ar: aboutContentAr });
  const { title } = useRouteText('/about');
  const [about, values, ethos, students] = content.sections;
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section id={about.id} title={about.title}>
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <p className="text-lg leading-relaxed">{about.text}</p>
          <img
            src={campusImage}
            alt={content.images.campus}
            width={640}
            height={400}
            className="h-auto w-full rounded-xl shadow-md"
          />
        </div>
      </Section>

      <Section id={values.id} title={values.title} intro={<p>{values.text}</p>} tone="muted">
        <PointCards section={values} />
      </Section>

      <Section id={ethos.id} title={ethos.title} intro={<p>{ethos.text}</p>}>
        <PointCards section={ethos} />
      </Section>

      <Section id={students.id} title={students.title} intro={<p>{students.text}</p>} tone="muted">
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <ul className="grid gap-4 sm:grid-cols-2">
            {students.points.map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="font-semibold text-primary">{label}</span>
              </li>
            ))}
          </ul>
          <img
            src={communityImage}
            alt={content.images.community}
            width={640}
            height={400}
            loading="lazy"
            className="h-auto w-full rounded-xl shadow-md"
          />
        </div>
      </Section>

      <CallToAction
        title={content.callToAction.title}
        actions={[
          { label: content.callToAction.explore, to: localizedPath('/courses', locale) },
          { label: content.callToAction.apply, to: localizedPath('/apply', locale), variant: 'accent' },
        ]}
      />
    </>
  );
}
