import { Link, useRouteError } from 'react-router';
import { useEffect } from 'react';

/** Shown when a page fails to load (for example a stale chunk after a new release). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-primary">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">This page could not be loaded. Please reload the page or try again later.</p>
      <p className="mt-6 flex justify-center gap-4">
        <a className="font-semibold text-primary underline" href={typeof window === 'undefined' ? '/' : window.location.href}>
          Reload
        </a>
        <Link className="font-semibold text-primary underline" to="/">
          Return to Home
        </Link>
      </p>
    </main>
  );
}
