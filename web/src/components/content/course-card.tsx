import { ArrowRight, BadgeCheck, Clock, Users } from 'lucide-react';
import { useLocale, useLocalized } from '@/lib/locale';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { courseCardText, type CourseCardData } from '@/content/course-cards';
import { courseCardTextAr } from '@/content/course-cards.ar';
import { localizedPath } from '@domain/locale';

interface CourseCardProps {
  course: CourseCardData;
  /** Show the Accredited marker (the /courses overview cards). */
  accredited?: boolean;
  /** Lazy-load the image; true for cards below the fold. */
  lazy?: boolean;
}

/** A course summary card with image, level badge, facts and a Learn More link. */
export function CourseCard({ course, accredited = false, lazy = true }: CourseCardProps) {
  const locale = useLocale();
  const text = useLocalized({ en: courseCardText, ar: courseCardTextAr });
  return (
    <Card className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <img
        src={course.image.src}
        alt={course.image.alt}
        width={course.image.width}
        height={course.image.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className="aspect-[8/5] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{course.level}</Badge>
          {accredited && (
            <Badge variant="outline" className="gap-1 border-primary/30 text-primary">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {text.accredited}
            </Badge>
          )}
        </div>
        <h3 className="text-lg font-semibold leading-tight text-primary">{course.title}</h3>
        <p className="text-sm text-muted-foreground">{course.description}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-foreground">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-primary" />
            <span className="sr-only">{text.duration}</span>
            {course.duration}
          </li>
          {course.classSize && (
            <li className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">{text.classSize}</span>
              {course.classSize}
            </li>
          )}
        </ul>
        {/* The link's box covers the card so the whole card is clickable; its text names the course. */}
        <a
          href={localizedPath(course.to, locale)}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {text.learnMore}
          <span className="sr-only">{text.learnMoreAbout.replace('{course}', course.title)}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </a>
      </div>
    </Card>
  );
}
