import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { refreshSignedInUser } from '@/lib/signed-in-user';
import { trpc } from '@/lib/trpc-react';
import { authFormSchema } from '@domain/auth-form';
import { authFailure } from './auth-error-message';
import { authMessages } from './auth.messages';

/**
 * Confirms the address with the password chosen at sign-up: the link proves the mailbox, the
 * password proves the sign-up (docs/decisions/105-account-and-erasure-findings.md). Spent with
 * a POST, it signs the person in and lands on /admin.
 */
export function ConfirmEmail({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const confirm = trpc.auth.confirmEmail.useMutation();
  const ids = { password: useId(), error: useId() };
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const parsed = authFormSchema.shape.password.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      await confirm.mutateAsync({ token, password });
      void notify('success', authMessages.confirmEmail.done);
      await Promise.all([refreshSignedInUser(), utils.auth.me.invalidate()]);
      navigate('/admin', { replace: true });
    } catch (failure) {
      setError(authFailure(failure).message);
    }
  };

  return (
    <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-2xl font-bold tracking-tight text-primary">{authMessages.confirmEmail.title}</h1>
      {!token ? (
        <div className="text-center">
          <p role="alert" className="mt-4 text-sm text-muted-foreground">
            {authMessages.confirmEmail.incomplete}
          </p>
          <Link to="/auth" className={cn(buttonVariants(), 'mt-6')}>
            {authMessages.confirmEmail.goToSignIn}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.password}>{authMessages.confirmEmail.password}</Label>
            <Input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${ids.password}-hint${error ? ` ${ids.error}` : ''}`}
            />
            <p id={`${ids.password}-hint`} className="text-xs text-muted-foreground">
              {authMessages.confirmEmail.passwordHint}
            </p>
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" size="lg" disabled={confirm.isPending}>
            {confirm.isPending ? authMessages.confirmEmail.working : authMessages.confirmEmail.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
