import { Mail, Phone } from 'lucide-react';
import { isPrivatePath } from '@domain/staff-paths';
import { site } from '@domain/site';
import { Island } from '@/islands/island';
import { LanguageSwitch } from './language-switch';

export function TopStrip({ currentPath }: { currentPath: string }) {
  // Staff pages and the applicant's space never offer the third-party translation widget (docs/decisions/065).
  const staffPage = isPrivatePath(currentPath);
  return (
    <div className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-xs sm:text-sm">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <li>
            <a href={site.phoneHref} className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline focus-visible:outline-white">
              <Phone aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Phone: </span>
              {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1.5 break-all underline-offset-4 hover:underline focus-visible:outline-white">
              <Mail aria-hidden="true" className="size-3.5" />
              <span className="sr-only">E-mail: </span>
              {site.email}
            </a>
          </li>
        </ul>
        {!staffPage && <Island name="language-switch" component={LanguageSwitch} props={{}} when="idle" />}
      </div>
    </div>
  );
}
