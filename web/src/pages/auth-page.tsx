import { useEffect, useEffectEvent } from 'react';
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

  const goOn = useEffectEvent(() => {
    if (needsPageLoad(target)) window.location.replace(target);
    else navigate(target, { replace: true });
  });
  useEffect(() => {
    if (me.data) goOn();
  }, [me.data]);

  // The refetched `me` sends the now signed-in visitor on, through the effect above: the one
  // place that navigates, so a late second answer cannot undo a tab chosen in the meantime.
  const onSignedIn = () => {
    void utils.auth.me.invalidate();
    void refreshSignedInUser();
  };

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-muted/40 px-4 py-12">
      {me.isPending ? (
        <p className="text-muted-foreground">{authMessages.loading}</p>
      ) : (
        <AuthForm onSignedIn={onSignedIn} />
      )}
    </div>
  );
}
