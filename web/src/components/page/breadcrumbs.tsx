import { useLocale, type Localized } from '@/lib/locale';
import { navMenus, routeText } from '@/config/routes';
import { localizedPath, type Locale } from '@domain/locale';

export interface Crumb {
  label: string;
  /** Omitted on the current page. A path of the English site (`/courses`); the trail links to it in the page's language. */
  to?: string;
}

const trailName: Localized<string> = { en: 'Breadcrumb', ar: 'مسار التنقل' };

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const locale = useLocale();
  return (
    <nav aria-label={trailName[locale]} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-primary-foreground/85">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {/* The separator leans the way the trail reads: "/" left to right, mirrored right to left. */}
            {index > 0 && (
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                /
              </span>
            )}
            {item.to ? (
              <a href={localizedPath(item.to, locale)} className="underline-offset-4 hover:underline">
                {item.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-primary-foreground">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

const coursesMenu = navMenus.find((menu) => menu.id === 'courses')!;

/** "Home" and "Courses" in the page's language: the first crumbs of the course pages and of /courses. */
export function crumbLabels(locale: Locale): { home: string; courses: string } {
  return { home: routeText('/', locale).label, courses: locale === 'ar' ? coursesMenu.arLabel : coursesMenu.label };
}

/** Home / Courses / {page}: the trail every course page shows (docs/spec.md §2.11), in the page's language. */
export function courseCrumbs(pageLabel: string, locale: Locale = 'en'): Crumb[] {
  const labels = crumbLabels(locale);
  return [{ label: labels.home, to: '/' }, { label: labels.courses, to: '/courses' }, { label: pageLabel }];
}
