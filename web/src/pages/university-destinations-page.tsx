import { Quote } from 'lucide-react';
import universityImage from '@/assets/images/university-building.svg';
import { CheckList } from '@/components/content/check-list';
import { InfoCards } from '@/components/content/info-cards';
import { StatGrid } from '@/components/content/stat-card';
import { UniversityList } from '@/components/content/university-list';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { Card } from '@/components/ui/card';
import { CAMPUS_VISIT_QUERY } from '@/content/contact';
import { universityDestinations } from '@/content/universities';
import {
  destinationsCallToAction,
  destinationStats,
  destinationsIntro,
  preparationServices,
  subjectAreas,
  successStories,
  universitiesIntro,
} from '@/content/university-destinations';

const campusVisitLink = `/contact?${new URLSearchParams({ [CAMPUS_VISIT_QUERY.name]: CAMPUS_VISIT_QUERY.value })}`;

/** University Destinations (docs/spec.md §2.12). */
export default function UniversityDestinationsPage() {
  return (
    <>
      <PageHeader title="University Destinations" intro={<p>{destinationsIntro}</p>} />

      <Section title="Our Record" id="record">
        <StatGrid stats={destinationStats} />
      </Section>

      <Section
        title="Where Our Students Go"
        id="universities"
        tone="muted"
        intro={<p>{universitiesIntro}</p>}
      >
        <UniversityList universities={universityDestinations} />
      </Section>

      <Section title="Success Stories" id="success-stories">
        <StaggerGrid as="ul">
          {successStories.map((story) => (
            <Card key={story.name} className="flex flex-col gap-4 p-6">
              <Quote aria-hidden="true" className="size-8 text-accent" />
              <figure className="flex flex-1 flex-col gap-4">
                <blockquote className="flex-1 text-foreground">
                  <p>“{story.quote}”</p>
                </blockquote>
                <figcaption>
                  <h3 className="font-semibold text-primary">{story.name}</h3>
                  <p className="text-sm text-muted-foreground">
                    {story.course}, {story.university}
                  </p>
                </figcaption>
              </figure>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <Section title="Subject Areas" id="subject-areas" tone="muted">
        <div className="grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <CheckList items={subjectAreas} columns={2} />
          <img
            src={universityImage}
            alt=""
            width={480}
            height={300}
            loading="lazy"
            decoding="async"
            className="hidden h-auto w-full rounded-xl shadow-sm lg:block"
          />
        </div>
      </Section>

      <Section title="Preparation Services" id="preparation">
        <InfoCards cards={preparationServices} columns={4} />
      </Section>

      <CallToAction
        title={destinationsCallToAction.title}
        text={destinationsCallToAction.text}
        actions={[
          { label: 'Apply Now', to: '/apply' },
          // The contact page reads this query and prefills a campus-visit request.
          { label: 'Book a Campus Visit', to: campusVisitLink, variant: 'outline' },
        ]}
      />
    </>
  );
}
