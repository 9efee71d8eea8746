import { GraduationCap, Quote } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocale, useLocalized } from '@/lib/locale';
import { useRouteText } from '@/config/routes';
import { alumniContent, alumniUniversities, testimonials } from '@/content/alumni';
import { alumniContentAr, alumniUniversitiesAr, testimonialsAr } from '@/content/alumni.ar';
import { localizedPath } from '@domain/locale';

/** Alumni (docs/spec.md §2.12): three testimonials, ten universities and the alumni network. */
export default function AlumniPage() {
  const locale = useLocale();
  const content = useLocalized({ en: alumniContent, ar: alumniContentAr });
  const stories = useLocalized({ en: testimonials, ar: testimonialsAr });
  const universities = useLocalized({ en: alumniUniversities, ar: alumniUniversitiesAr });
  const { title } = useRouteText('/alumni');
  return (
    <>
      <PageHeader title={title} intro={<p>{content.intro}</p>} />

      <Section id="testimonials" title={content.testimonialsTitle}>
        <StaggerGrid as="ul">
          {stories.map((testimonial) => (
            <Card key={testimonial.name} className="flex flex-col p-6">
              <figure className="flex h-full flex-col">
                <Quote aria-hidden="true" className="size-8 text-primary/30 rtl:-scale-x-100" />
                <blockquote className="mt-3 flex-1 leading-relaxed">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t pt-4">
                  <span className="block font-bold text-primary">{testimonial.name}</span>
                  <span className="text-sm text-muted-foreground">{testimonial.title}</span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <Section
        id="universities"
        title={content.universitiesTitle}
        intro={<p>{content.universitiesIntro}</p>}
        tone="muted"
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {universities.map((university) => (
            <li
              key={university}
              className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium shadow-sm"
            >
              <GraduationCap aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {university}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="alumni-network">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold">{content.network.title}</h2>
            <p className="mt-3 text-primary-foreground/90">{content.network.text}</p>
          </div>
          <ButtonLink variant="accent" size="lg" href={localizedPath('/contact', locale)}>
            {content.network.cta}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
