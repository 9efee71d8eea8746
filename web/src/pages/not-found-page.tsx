import { useLocale, useLocalized } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button';
import { MissingPageReport } from '@/components/page/missing-page-report';
import { notFoundContent } from '@/content/not-found';
import { notFoundContentAr } from '@/content/not-found.ar';
import { Island } from '@/islands/island';
import { localizedPath } from '@domain/locale';

/** docs/spec.md §2.1: 404, 'Oops! Page not found', a way home (the home page in the page's language), and the missing path logged. */
export default function NotFoundPage() {
  const locale = useLocale();
  const content = useLocalized({ en: notFoundContent, ar: notFoundContentAr });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404: </span>
        {content.heading}
      </h1>
      <p className="mt-3 text-muted-foreground">{content.text}</p>
      <ButtonLink size="lg" className="mt-8" href={localizedPath('/', locale)}>
        {content.homeLink}
      </ButtonLink>
      <Island name="missing-page-report" component={MissingPageReport} props={{}} when="idle" />
    </section>
  );
}
