import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { authFormSchema, type AuthFormValues } from '@domain/auth-form';
import { CHECK_THE_FORM } from '@domain/messages';
import { authFailure } from './auth-error-message';
import { authMessages } from './auth.messages';
import { ResendConfirmation } from './resend-confirmation';

type Mode = 'sign-in' | 'sign-up';

const TEXT = {
  'sign-in': { ...authMessages.signIn, autocomplete: 'current-password' },
  'sign-up': { ...authMessages.signUp, autocomplete: 'new-password' },
} as const;

function firstError(errors: FieldErrors<AuthFormValues>): string {
  return errors.email?.message ?? errors.password?.message ?? CHECK_THE_FORM;
}

/** docs/spec.md §2.5: sign-in by default, a link toggles sign-up; the button reads Loading... while working. */
export function AuthForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  const ids = { email: useId(), password: useId(), errors: useId() };
  const text = TEXT[mode];
  const form = useForm<AuthFormValues>({
    resolver: zodResolver(authFormSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });
  const signIn = trpc.auth.signIn.useMutation();
  const signUp = trpc.auth.signUp.useMutation();
  // SIGNUP_MODE=invite: the server refuses sign-up, and the toggle is not offered.
  const signUpOpen = trpc.account.options.useQuery(undefined, { staleTime: Infinity }).data?.signUpOpen === true;
  const working = signIn.isPending || signUp.isPending || form.formState.isSubmitting;
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setUnconfirmed(null);
      try {
        if (mode === 'sign-in') {
          await signIn.mutateAsync(values);
          void notify('success', text.done);
          onSignedIn();
        } else {
          await signUp.mutateAsync(values);
          void notify('success', text.done);
          form.reset({ email: values.email, password: '' });
        }
      } catch (error) {
        const failure = authFailure(error);
        if (failure.needsConfirmation) setUnconfirmed({ email: values.email, message: failure.message });
        else void notify('error', failure.message);
      }
    },
    (fieldErrors) => void notify('error', firstError(fieldErrors)),
  );

  const toggle = () => {
    setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
    setUnconfirmed(null);
    form.clearErrors();
  };

  return (
    <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{text.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{text.subtitle}</p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={unconfirmed ? ids.errors : undefined}>
        <div className="space-y-2">
          <Label htmlFor={ids.email}>{authMessages.emailLabel}</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${ids.email}-error` : undefined}
            {...form.register('email')}
          />
          {errors.email && (
            <p id={`${ids.email}-error`} className="text-sm text-destructive">
              {errors.email.message}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.password}>{authMessages.passwordLabel}</Label>
          <Input
            id={ids.password}
            type="password"
            autoComplete={text.autocomplete}
            required
            minLength={6}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${ids.password}-error` : undefined}
            {...form.register('password')}
          />
          {errors.password && (
            <p id={`${ids.password}-error`} className="text-sm text-destructive">
              {errors.password.message}
            </p>
          )}
        </div>
        {unconfirmed && (
          <div id={ids.errors}>
            <ResendConfirmation email={unconfirmed.email} message={unconfirmed.message} />
          </div>
        )}
        <Button type="submit" className="w-full" size="lg" disabled={working}>
          {working ? authMessages.loading : text.submit}
        </Button>
      </form>
      {mode === 'sign-in' && (
        <p className="mt-4 text-center text-sm">
          <Link to="/auth/forgot" className="font-medium text-primary underline-offset-4 hover:underline">
            {authMessages.forgotPasswordLink}
          </Link>
        </p>
      )}
      {(signUpOpen || mode === 'sign-up') && (
        <p className="mt-6 text-center text-sm">
          <button
            type="button"
            onClick={toggle}
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring"
          >
            {text.toggle}
          </button>
        </p>
      )}
    </div>
  );
}
