import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authFailure } from '@/features/auth/auth-error-message';
import { AuthCard } from '@/features/auth/auth-card';
import { trpc } from '@/lib/trpc-react';

export const RESET_REQUESTED =
  'If a staff account uses that address, we have sent it a link to choose a new password. The link works once and expires in 30 minutes.';

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
      setOutcome({ ok: true, message: RESET_REQUESTED });
    } catch (error) {
      setOutcome({ ok: false, message: authFailure(error).message });
    }
  };

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email address and we will send you a link to choose a new one.">
      {outcome?.ok ? (
        <p role="status" className="text-sm">
          {outcome.message}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.email}>Email</Label>
            <Input id={ids.email} type="email" autoComplete="email" inputMode="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          {outcome && (
            <p role="alert" className="text-sm text-destructive">
              {outcome.message}
            </p>
          )}
          <Button type="submit" className="w-full" size="lg" disabled={request.isPending}>
            {request.isPending ? 'Loading...' : 'Send me a link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
