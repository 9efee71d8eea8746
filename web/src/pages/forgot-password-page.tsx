import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authFailure } from '@/features/auth/auth-error-message';
import { AuthCard } from '@/features/auth/auth-card';
import { authMessages } from '@/features/auth/auth.messages';
import { trpc } from '@/lib/trpc-react';

const messages = authMessages.forgotPassword;

/** /auth/forgot: asks for an address; the answer is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  const ids = { email: useId() };
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const request = trpc.account.requestPasswordReset.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await request.mutateAsync({ email });
      setOutcome({ ok: true, message: messages.done });
    } catch (error) {
      setOutcome({ ok: false, message: authFailure(error).message });
    }
  };

  return (
    <AuthCard title={messages.title} subtitle={messages.subtitle}>
      {outcome?.ok ? (
        <p role="status" className="text-sm">
          {outcome.message}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.email}>{authMessages.emailLabel}</Label>
            <Input id={ids.email} type="email" autoComplete="email" inputMode="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          {outcome && (
            <p role="alert" className="text-sm text-destructive">
              {outcome.message}
            </p>
          )}
          <Button type="submit" className="w-full" size="lg" disabled={request.isPending}>
            {request.isPending ? authMessages.loading : messages.submit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          {messages.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
