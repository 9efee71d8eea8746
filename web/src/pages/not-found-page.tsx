import { ButtonLink } from '@/components/ui/button';
import { MissingPageReport } from '@/components/page/missing-page-report';
import { Island } from '@/islands/island';

/** docs/spec.md §2.1: 404, 'Oops! Page not found', a way home, and the missing path logged. */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <ButtonLink size="lg" className="mt-8" href="/">Return to Home</ButtonLink>
      <Island name="missing-page-report" component={MissingPageReport} props={{}} when="idle" />
    </section>
  );
}
