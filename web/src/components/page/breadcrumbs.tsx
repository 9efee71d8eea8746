
export interface Crumb {
  label: string;
  /** Omitted on the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-primary-foreground/85">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.to ? (
              <a href={item.to} className="underline-offset-4 hover:underline">
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

/** Home / Courses / {page}: the trail every course page shows (docs/spec.md §2.11). */
export function courseCrumbs(pageLabel: string): Crumb[] {
  return [{ label: 'Home', to: '/' }, { label: 'Courses', to: '/courses' }, { label: pageLabel }];
}
