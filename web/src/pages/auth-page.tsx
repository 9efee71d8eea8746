import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthForm } from '@/features/auth/auth-form';
import { authMessages } from '@/features/auth/auth.messages';
import { needsPageLoad, redirectTarget } from '@/features/auth/redirect-target';
import { refreshSignedInUser } from '@/lib/signed-in-user';
import { trpc } from '@/lib/trpc-react';

/** Sign in / sign up (docs/spec.md §2.5). A visitor who already has a session is sent on at once. */
export default function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });
  const target = redirectTarget(location.state, location.search);

  // Signing in both refetches `me` (which sends a signed-in visitor on) and calls onSignedIn:
  // a second navigation, late under load, would undo a tab the user had already chosen.
  const wentOn = useRef(false);
  const goOn = () => {
    if (wentOn.current) return;
    wentOn.current = true;
    if (needsPageLoad(target)) window.location.replace(target);
    else navigate(target, { replace: true });
  };

  const goOnOnce = useEffectEvent(goOn);
  useEffect(() => {
    if (me.data) goOnOnce();
  }, [me.data]);

  const onSignedIn = async () => {
    await Promise.all([refreshSignedInUser(), utils.auth.me.invalidate()]);
    goOn();
  };

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-muted/40 px-4 py-12">
      {me.isPending ? <p className="text-muted-foreground">{authMessages.loading}</p> : <AuthForm onSignedIn={() => void onSignedIn()} />}
    </div>
  );
}
