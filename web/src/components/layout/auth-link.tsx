import { LogIn, LayoutDashboard } from 'lucide-react';
import { m } from '@i18n/messages';
import { useLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSignedInUser } from '@/lib/signed-in-user';

interface AuthLinkProps {
  /** The mobile menu names the dashboard in full (docs/spec.md §2.2). */
  variant: 'desktop' | 'mobile';
  onNavigate?: () => void;
  className?: string;
}

/** Login, or Admin once signed in. The staff screens it leads to are in English only. */
export function AuthLink({ variant, onNavigate, className }: AuthLinkProps) {
  const locale = useLocale();
  const user = useSignedInUser();
  const iconClass = variant === 'desktop' ? 'hidden xl:block' : undefined;
  const label = user
    ? variant === 'mobile'
      ? m.site_auth_admin_dashboard({}, { locale })
      : m.site_auth_admin({}, { locale })
    : m.site_auth_login({}, { locale });
  return (
    <ButtonLink
      variant="outline"
      className={className}
      href={user ? '/admin' : '/auth'}
      hrefLang={locale === 'en' ? undefined : 'en'}
      onClick={onNavigate}
    >
      {/* Icons only where there is room: the desktop bar is tight at 1024 px. */}
      {/* The arrow enters the door the way the line reads. */}
      {user ? (
        <LayoutDashboard aria-hidden="true" className={iconClass} />
      ) : (
        <LogIn aria-hidden="true" className={cn(iconClass, 'rtl:-scale-x-100')} />
      )}
      {label}
    </ButtonLink>
  );
}
