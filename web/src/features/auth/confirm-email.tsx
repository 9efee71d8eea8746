import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { refreshSignedInUser } from '@/lib/signed-in-user';
import { trpc } from '@/lib/trpc-react';
import { authFailure } from './auth-error-message';
import { authMessages } from './auth.messages';

/**
 * Spends the e-mailed token with a POST (a GET never changes state), which confirms the
 * address and signs the person in, then lands on /admin.
 */
export function ConfirmEmail({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const confirm = trpc.auth.confirmEmail.useMutation();
  const [failure, setFailure] = useState<string | null>(token ? null : authMessages.confirmEmail.incomplete);
  const started = useRef(false);

  const spend = useEffectEvent((token: string) => {
    confirm
      .mutateAsync({ token })
      .then(async () => {
        void notify('success', authMessages.confirmEmail.done);
        await Promise.all([refreshSignedInUser(), utils.auth.me.invalidate()]);
        navigate('/admin', { replace: true });
      })
      .catch((error: unknown) => setFailure(authFailure(error).message));
  });
  useEffect(() => {
    // Once: a confirmation token can only be spent once, and an effect may run twice.
    if (!token || started.current) return;
    started.current = true;
    spend(token);
  }, [token]);

  return (
    <div className="w-full max-w-md rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-8" aria-live="polite">
      <h1 className="text-2xl font-bold tracking-tight text-primary">{authMessages.confirmEmail.title}</h1>
      {failure ? (
        <>
          <p role="alert" className="mt-4 text-sm text-muted-foreground">
            {failure}
          </p>
          <Link to="/auth" className={cn(buttonVariants(), 'mt-6')}>
            {authMessages.confirmEmail.goToSignIn}
          </Link>
        </>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">{authMessages.confirmEmail.working}</p>
      )}
    </div>
  );
}
