import { GraduationCap } from 'lucide-react';
import type { University } from '@/content/universities';
import { NewTabLink } from './new-tab-link';

/** Universities as a list of links to their homepages (each opens in a new tab). */
export function UniversityList({ universities }: { universities: readonly University[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {universities.map((university) => (
        <li key={university.name} className="flex items-center gap-3 rounded-lg border bg-card p-4 shadow-sm">
          <GraduationCap aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <NewTabLink href={university.website}>{university.name}</NewTabLink>
        </li>
      ))}
    </ul>
  );
}
