import { Clock, PoundSterling, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale, useLocalized } from '@/lib/locale';
import { courseCrumbs } from '@/components/page/breadcrumbs';
import { CallToAction } from '@/components/page/call-to-action';
import { PageHeader } from '@/components/page/page-header';
import { Section } from '@/components/page/section';
import { ButtonLink } from '@/components/ui/button';
import { formatFee } from '@/content/fees';
import { formatFeeAr } from '@/content/fees.ar';
import { useSiteContent } from '@/lib/site-content';
import type { FeeEntry } from '@domain/site-content';
import {
  courseCallToAction,
  coursePageText,
  type CourseContent,
  type CoursePageText,
} from '@/content/courses/course-types';
import { courseCallToActionAr, coursePageTextAr } from '@/content/courses/course-types.ar';
import { localizedPath } from '@domain/locale';
import { CheckList } from './check-list';
import { FactList, type Fact } from './fact-list';
import { InfoCards } from './info-cards';

interface CourseDetailProps {
  /** The course in the page's language. */
  course: CourseContent;
  /** Course-specific sections, placed after the content sections and before entry requirements. */
  children?: ReactNode;
  /** Background of the entry-requirements band; by default it alternates with the sections above. */
  entryTone?: 'plain' | 'muted';
}

const feeLinkClass = 'text-sm font-medium text-primary underline underline-offset-4 hover:no-underline';

function courseFacts(
  course: CourseContent,
  text: CoursePageText,
  fee: FeeEntry | undefined,
  formatCourseFee: (fee: FeeEntry) => string,
  href: (path: string) => string,
): Fact[] {
  const facts: Fact[] = [
    { label: text.durationLabel, value: course.duration, icon: Clock },
    { label: text.classSizeLabel, value: text.classSize(course.maxClassSize), icon: Users },
  ];
  if (course.ages) facts.push({ label: text.agesLabel, value: course.ages, icon: UserRound });
  facts.push(...course.extraFacts);
  facts.push({
    label: text.feeLabel,
    icon: PoundSterling,
    value: fee ? (
      <>
        {formatCourseFee(fee)}
        <br />
        <a href={href('/international-fees')} className={feeLinkClass}>
          {text.allFeesLink}
        </a>
      </>
    ) : (
      <a href={href('/contact')} className={feeLinkClass}>
        {text.noFeeLink}
      </a>
    ),
  });
  return facts;
}

/**
 * The shared layout of the seven course pages (docs/spec.md §2.11): breadcrumb, facts, the course's
 * own sections, entry requirements and the Apply / Contact buttons, in the page's language.
 */
export function CourseDetail({ course, children, entryTone }: CourseDetailProps) {
  const locale = useLocale();
  const text = useLocalized({ en: coursePageText, ar: coursePageTextAr });
  const callToAction = useLocalized({ en: courseCallToAction, ar: courseCallToActionAr });
  const formatCourseFee = useLocalized({ en: formatFee, ar: formatFeeAr });
  // The fee as staff last published it (decision 129).
  const fee = useSiteContent().fees.fees.find((entry) =>
    entry.programmes.some((programme) => programme.coursePath === course.path),
  );
  const href = (path: string) => localizedPath(path, locale);
  const contactLabel = course.contactLabel ?? text.contactLabel;

  return (
    <>
      <PageHeader
        title={course.title}
        eyebrow={course.badge}
        intro={course.intro}
        breadcrumbs={courseCrumbs(course.crumb, locale)}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink variant="accent" size="lg" href={href('/apply')}>
            {text.applyLabel}
          </ButtonLink>
          <ButtonLink
            variant="outline"
            size="lg"
            className="border-white/70 bg-transparent text-white hover:bg-white/10"
            href={href('/contact')}
          >
            {contactLabel}
          </ButtonLink>
        </div>
      </PageHeader>

      <Section title={text.overviewTitle} id="overview">
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <FactList facts={courseFacts(course, text, fee, formatCourseFee, href)} />
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
        <Section
          key={section.title}
          title={section.title}
          intro={section.intro}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
        >
          {section.items && <CheckList items={section.items} columns={2} className="max-w-3xl" />}
          {section.cards && <InfoCards cards={section.cards} columns={section.cards.length === 4 ? 4 : 3} />}
        </Section>
      ))}

      {children}

      <Section
        title={text.entryRequirementsTitle}
        id="entry-requirements"
        tone={entryTone ?? (course.sections.length % 2 === 0 ? 'muted' : 'plain')}
      >
        <div className="max-w-3xl rounded-xl border-s-4 border-accent bg-card p-6 shadow-sm">
          <CheckList items={course.entryRequirements} />
        </div>
      </Section>

      <CallToAction
        title={callToAction.title}
        text={callToAction.text(course.title)}
        actions={[
          { label: text.applyLabel, to: href('/apply') },
          { label: contactLabel, to: href('/contact'), variant: 'outline' },
        ]}
      />
    </>
  );
}
