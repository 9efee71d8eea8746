import { LogIn, LayoutDashboard } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useSignedInUser } from '@/lib/signed-in-user';

interface AuthLinkProps {
  /** The mobile menu names the dashboard in full (docs/spec.md §2.2). */
  variant: 'desktop' | 'mobile';
  onNavigate?: () => void;
  className?: string;
}

export function AuthLink({ variant, onNavigate, className }: AuthLinkProps) {
  const user = useSignedInUser();
  const iconClass = variant === 'desktop' ? 'hidden xl:block' : undefined;
  const label = user ? (variant === 'mobile' ? 'Admin Dashboard' : 'Admin') : 'Login';
  return (
    <ButtonLink variant="outline" className={className} href={user ? '/admin' : '/auth'} onClick={onNavigate}>
      {/* Icons only where there is room: the desktop bar is tight at 1024 px. */}
      {user ? <LayoutDashboard aria-hidden="true" className={iconClass} /> : <LogIn aria-hidden="true" className={iconClass} />}
      {label}
    </ButtonLink>
  );
}
