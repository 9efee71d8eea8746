import { Clock, PoundSterling, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { courseCrumbs } from '@/components/page/breadcrumbs';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { ButtonLink } from '@/components/ui/button';
import { feeForCourse, formatFee } from '@/content/fees';
import { courseCallToAction, type CourseContent } from '@/content/courses/course-types';
import { CheckList } from './check-list';
import { FactList, type Fact } from './fact-list';
import { InfoCards } from './info-cards';

interface CourseDetailProps {
  course: CourseContent;
  /** The label of the contact button (Pre-Sessional says "Request Information"). */
  contactLabel?: string;
  /** Course-specific sections, placed after the content sections and before entry requirements. */
  children?: ReactNode;
  /** Background of the entry-requirements band; by default it alternates with the sections above. */
  entryTone?: 'plain' | 'muted';
}

const feeLinkClass = 'text-sm font-medium text-primary underline underline-offset-4 hover:no-underline';

function courseFacts(course: CourseContent): Fact[] {
  const fee = feeForCourse(course.path);
  const facts: Fact[] = [
    { label: 'Duration', value: course.duration, icon: Clock },
    { label: 'Class size', value: `Maximum ${course.maxClassSize} students`, icon: Users },
  ];
  if (course.ages) facts.push({ label: 'Ages', value: course.ages, icon: UserRound });
  facts.push(...course.extraFacts);
  facts.push({
    label: 'Tuition fee',
    icon: PoundSterling,
    value: fee ? (
      <>
        {formatFee(fee)}
        <br />
        <a href="/international-fees" className={feeLinkClass}>
          See all course fees
        </a>
      </>
    ) : (
      <a href="/contact" className={feeLinkClass}>
        Contact our admissions team
      </a>
    ),
  });
  return facts;
}

/**
 * The shared layout of the seven course pages (docs/spec.md §2.11): breadcrumb, facts, the course's
 * own sections, entry requirements and the Apply / Contact buttons.
 */
export function CourseDetail({ course, contactLabel = 'Contact Us', children, entryTone }: CourseDetailProps) {
  return (
    <>
      <PageHeader title={course.title} eyebrow={course.badge} intro={course.intro} breadcrumbs={courseCrumbs(course.crumb)}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink variant="accent" size="lg" href="/apply">Apply Now</ButtonLink>
          <ButtonLink variant="outline" size="lg" className="border-white/70 bg-transparent text-white hover:bg-white/10" href="/contact">{contactLabel}</ButtonLink>
        </div>
      </PageHeader>

      <Section title="Course Overview" id="overview">
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <FactList facts={courseFacts(course)} />
          <img
            src={course.image.src}
            alt={course.image.alt}
            width={course.image.width}
            height={course.image.height}
            decoding="async"
            className="hidden h-auto w-full rounded-xl shadow-sm lg:block"
          />
        </div>
      </Section>

      {course.sections.map((section, index) => (
        <Section key={section.title} title={section.title} intro={section.intro} tone={index % 2 === 0 ? 'muted' : 'plain'}>
          {section.items && <CheckList items={section.items} columns={2} className="max-w-3xl" />}
          {section.cards && <InfoCards cards={section.cards} columns={section.cards.length === 4 ? 4 : 3} />}
        </Section>
      ))}

      {children}

      <Section
        title="Entry Requirements"
        id="entry-requirements"
        tone={entryTone ?? (course.sections.length % 2 === 0 ? 'muted' : 'plain')}
      >
        <div className="max-w-3xl rounded-xl border-l-4 border-accent bg-card p-6 shadow-sm">
          <CheckList items={course.entryRequirements} />
        </div>
      </Section>

      <CallToAction
        title={courseCallToAction.title}
        text={courseCallToAction.text(course.title)}
        actions={[
          { label: 'Apply Now', to: '/apply' },
          { label: contactLabel, to: '/contact', variant: 'outline' },
        ]}
      />
    </>
  );
}
