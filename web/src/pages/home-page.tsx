import { ArrowRight } from 'lucide-react';
import { CourseCard } from '@/components/content/course-card';
import { HeroBackdrop } from '@/components/content/hero-backdrop';
import { NewTabLink } from '@/components/content/new-tab-link';
import { StatGrid } from '@/components/content/stat-card';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { StaggerGrid } from '@/components/page/stagger-grid';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocale, useLocalized } from '@/lib/locale';
import { localizedPath } from '@domain/locale';
import { site } from '@domain/site';
import { homeCourseCards } from '@/content/course-cards';
import { homeCourseCardsAr } from '@/content/course-cards.ar';
import { homeContent, type JourneyCard } from '@/content/home';
import { homeContentAr } from '@/content/home.ar';

/** Stretches a card's one link over the whole card, so the card is one big target. */
const stretchedLink = 'after:absolute after:inset-0 after:rounded-xl';

/** An onward arrow points right in English and left in Arabic. */
const onwardArrow = 'rtl:-scale-x-100';

function JourneyCardView({ card }: { card: JourneyCard }) {
  const locale = useLocale();
  const Icon = card.icon;
  return (
    <Card className="group relative flex flex-col gap-3 p-6 transition-shadow focus-within:shadow-md hover:shadow-md">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-primary">
        {card.external ? (
          <NewTabLink href={card.href} className={`font-semibold ${stretchedLink}`}>
            {card.title}
          </NewTabLink>
        ) : (
          <a href={localizedPath(card.href, locale)} className={`underline-offset-4 hover:underline ${stretchedLink}`}>
            {card.title}
          </a>
        )}
      </h3>
      <p className="text-sm text-muted-foreground">{card.text}</p>
      <ArrowRight
        aria-hidden="true"
        className={`mt-auto size-5 text-primary transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1 ${onwardArrow}`}
      />
    </Card>
  );
}

/** Home (docs/spec.md §2.4). */
export default function HomePage() {
  const locale = useLocale();
  const { hero, startYourJourney, whyChoose, courses } = useLocalized({ en: homeContent, ar: homeContentAr });
  const courseCards = useLocalized({ en: homeCourseCards, ar: homeCourseCardsAr });
  return (
    <>
      {/* The backdrop sits behind the header, whose own navy fill is made transparent. */}
      <div className="relative isolate overflow-hidden [&>header]:bg-transparent">
        <HeroBackdrop videoUrl={site.heroVideoUrl} />
        <PageHeader eyebrow={hero.badge} title={hero.title} intro={<p>{hero.text}</p>}>
          <div className="mt-8">
            <ButtonLink variant="accent" size="lg" href={localizedPath(hero.cta.to, locale)}>
              {hero.cta.label}
              <ArrowRight aria-hidden="true" className={onwardArrow} />
            </ButtonLink>
          </div>
          <StatGrid stats={hero.stats} tone="dark" className="mt-10 max-w-3xl lg:mt-14" />
        </PageHeader>
      </div>

      <Section title={startYourJourney.title} intro={<p>{startYourJourney.intro}</p>} id="start-your-journey">
        <StaggerGrid as="ul" className="lg:grid-cols-4">
          {startYourJourney.cards.map((card) => (
            <JourneyCardView key={card.title} card={card} />
          ))}
        </StaggerGrid>
      </Section>

      <Section title={whyChoose.title} tone="muted" id="why-choose">
        <StaggerGrid as="ul">
          {whyChoose.cards.map(({ title, text, icon: Icon, href, linkLabel }) => (
            <Card key={title} className="flex flex-col gap-3 p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-primary">{title}</h3>
              <p className="text-muted-foreground">{text}</p>
              <a
                href={localizedPath(href, locale)}
                className="mt-auto inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {linkLabel}
                <ArrowRight aria-hidden="true" className={`size-4 ${onwardArrow}`} />
              </a>
            </Card>
          ))}
        </StaggerGrid>
      </Section>

      <Section title={courses.title} intro={<p>{courses.intro}</p>} id="courses">
        <StaggerGrid as="ul" className="xl:grid-cols-4">
          {courseCards.map((course) => (
            <CourseCard key={course.title} course={course} />
          ))}
        </StaggerGrid>
        <div className="mt-10 flex justify-center">
          <ButtonLink size="lg" href={localizedPath(courses.viewAll.to, locale)}>
            {courses.viewAll.label}
            <ArrowRight aria-hidden="true" className={onwardArrow} />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
