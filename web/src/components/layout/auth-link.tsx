import { Link } from 'react-router';
import { LogIn, LayoutDashboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignedInUser } from '@/lib/signed-in-user';

interface AuthLinkProps {
  /** The mobile menu names the dashboard in full (spec 2.2). */
  variant: 'desktop' | 'mobile';
  onNavigate?: () => void;
  className?: string;
}

export function AuthLink({ variant, onNavigate, className }: AuthLinkProps) {
  const user = useSignedInUser();
  const label = user ? (variant === 'mobile' ? 'Admin Dashboard' : 'Admin') : 'Login';
  return (
    <Button asChild variant="outline" className={className}>
      <Link to={user ? '/admin' : '/auth'} onClick={onNavigate}>
        {user ? <LayoutDashboard aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {label}
      </Link>
    </Button>
  );
}
