import { Quote } from 'lucide-react';
import universityImage from '@/assets/images/university-building.svg';
import { useLocale, useLocalized } from '@/lib/locale';
import { CheckList } from '@/components/content/check-list';
import { InfoCards } from '@/components/content/info-cards';
import { StatGrid } from '@/components/content/stat-card';
import { UniversityList } from '@/components/content/university-list';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { Card } from '@/components/ui/card';
import { useRouteText } from '@/config/routes';
import { localizedPath } from '@domain/locale';
import { universityDestinations } from '@/content/universities';
import { universityDestinationsAr } from '@/content/universities.ar';
import {
  destinationsCallToAction,
  destinationsPage,
  destinationStats,
  destinationsIntro,
  preparationServices,
  subjectAreas,
  successStories,
  universitiesIntro,
} from '@/content/university-destinations';
import {
  destinationsCallToActionAr,
  destinationsPageAr,
  destinationStatsAr,
  destinationsIntroAr,
  preparationServicesAr,
  subjectAreasAr,
  successStoriesAr,
  universitiesIntroAr,
} from '@/content/university-destinations.ar';

const content = {
  en: {
    page: destinationsPage,
    intro: destinationsIntro,
    stats: destinationStats,
    universitiesIntro,
    universities: universityDestinations,
    stories: successStories,
    subjects: subjectAreas,
    services: preparationServices,
    callToAction: destinationsCallToAction,
  },
  ar: {
    page: destinationsPageAr,
    intro: destinationsIntroAr,
    stats: destinationStatsAr,
    universitiesIntro: universitiesIntroAr,
    universities: universityDestinationsAr,
    stories: successStoriesAr,
    subjects: subjectAreasAr,
    services: preparationServicesAr,
    callToAction: destinationsCallToActionAr,
  },
};

/** University Destinations (docs/spec.md §2.12). */
export default function UniversityDestinationsPage() {
  const locale = useLocale();
  const { title } = useRouteText('/university-destinations');
  const {
    page,
    intro,
    stats,
    universitiesIntro: listIntro,
    universities,
    stories,
    subjects,
    services,
    callToAction,
  } = useLocalized(content);
  return (
    <>
      <PageHeader title={title} intro={<p>{intro}</p>} />

      <Section title={page.recordTitle} id="record">
        <StatGrid stats={stats} />
      </Section>

      <Section title={page.universitiesTitle} id="universities" tone="muted" intro={<p>{listIntro}</p>}>
        <UniversityList universities={universities} />
      </Section>

      <Section title={page.storiesTitle} id="success-stories">
        <StaggerGrid as="ul">
          {stories.map((story) => (
            <Card key={story.name} className="flex flex-col gap-4 p-6">
              <Quote aria-hidden="true" className="size-8 text-accent rtl:-scale-x-100" />
              <figure className="flex flex-1 flex-col gap-4">
                <blockquote className="flex-1 text-foreground">
                  <p>{page.quote(story.quote)}</p>
                </blockquote>
                <figcaption>
                  <h3 className="font-semibold text-primary">{story.name}</h3>
                  <p className="text-sm text-muted-foreground">{page.storyCredit(story.course, story.university)}</p>
                </figcaption>
              </figure>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <Section title={page.subjectsTitle} id="subject-areas" tone="muted">
        <div className="grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <CheckList items={subjects} columns={2} />
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

      <Section title={page.preparationTitle} id="preparation">
        <InfoCards cards={services} columns={4} />
      </Section>

      <CallToAction
        title={callToAction.title}
        text={callToAction.text}
        actions={[
          { label: page.applyLabel, to: localizedPath('/apply', locale) },
          {
            label: page.campusVisitLabel,
            to: localizedPath('/visit', locale),
            variant: 'outline',
          },
        ]}
      />
    </>
  );
}
