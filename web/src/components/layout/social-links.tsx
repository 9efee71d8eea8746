import { Briefcase, Camera, CirclePlay, Users, type LucideIcon } from 'lucide-react';
import { m } from '@i18n/messages';
import { useLocale } from '@/lib/locale';
import { NewTabLink } from '@/components/content/new-tab-link';
import { site } from '@domain/site';

const icons: Record<string, LucideIcon> = {
  Facebook: Users,
  Instagram: Camera,
  LinkedIn: Briefcase,
  YouTube: CirclePlay,
};

/**
 * The spec gives the social icons no targets. Until site config has a URL for an account,
 * its icon is shown as plain, unfocusable text marked "coming soon" rather than a dead link.
 * The services' names stay in Latin script in both languages.
 */
export function SocialLinks() {
  const locale = useLocale();
  const anyLive = site.social.some((account) => account.url);
  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label={m.site_social_label({}, { locale })}>
        {site.social.map((account) => {
          const Icon = icons[account.name] ?? Users;
          const body = (
            <>
              <Icon aria-hidden="true" className="size-4" />
              <bdi>{account.name}</bdi>
            </>
          );
          return (
            <li key={account.name}>
              {account.url ? (
                <NewTabLink
                  href={account.url}
                  className="rounded-md bg-white/10 px-2 py-1 text-sm text-primary-foreground"
                >
                  {body}
                </NewTabLink>
              ) : (
                <span className="inline-flex items-center gap-1.5 rounded-md bg-white/10 px-2 py-1 text-sm">
                  {body}
                  <span className="sr-only">{m.site_social_coming_soon({}, { locale })}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {!anyLive && (
        <p aria-hidden="true" className="mt-2 text-xs text-primary-foreground/80">
          {m.site_social_coming_soon_note({}, { locale })}
        </p>
      )}
    </div>
  );
}
