import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { CallToAction } from '@/components/page/call-to-action';
import { Card } from '@/components/ui/card';
import { routeByPath } from '@/config/routes';
import { aboutContent, type AboutSection } from '@/content/about';
import campusImage from '@/assets/images/about-campus.svg';
import communityImage from '@/assets/images/about-community.svg';

const title = routeByPath('/about')?.title ?? 'About the Academy';

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
  const [about, values, ethos, students] = aboutContent.sections;
  return (
    <>
      <PageHeader title={title} intro={<p>{aboutContent.intro}</p>} />

      <Section id={about.id} title={about.title}>
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <p className="text-lg leading-relaxed">{about.text}</p>
          <img
            src={campusImage}
            alt={aboutContent.images.campus}
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
            alt={aboutContent.images.community}
            width={640}
            height={400}
            loading="lazy"
            className="h-auto w-full rounded-xl shadow-md"
          />
        </div>
      </Section>

      <CallToAction
        title="Start your journey with us"
        actions={[
          { label: 'Explore Courses', to: '/courses' },
          { label: 'Apply Now', to: '/apply', variant: 'accent' },
        ]}
      />
    </>
  );
}
