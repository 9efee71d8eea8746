import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/trpc-error';

interface AddressRequestFormProps {
  label: string;
  submit: string;
  sending: string;
  /** Shown in place of the form once sent: the same whatever the address (no enumeration). */
  done: string;
  send: (email: string) => Promise<unknown>;
  /** The address to start with (a link that carried it). */
  initialEmail?: string;
  /** The words for a refusal, in the screen's language; the server's own message by default. */
  describeError?: (error: unknown) => string;
}

/**
 * One e-mail address, sent to ask for an e-mailed link (a password reset, an applicant's sign-in).
 * The address reads left to right on a right-to-left page too.
 */
export function AddressRequestForm({
  label,
  submit,
  sending,
  done,
  send,
  initialEmail = '',
  describeError = errorMessage,
}: AddressRequestFormProps) {
  const emailId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await send(email);
      setOutcome({ ok: true, message: done });
    } catch (error) {
      setOutcome({ ok: false, message: describeError(error) });
    } finally {
      setPending(false);
    }
  };

  if (outcome?.ok) {
    return (
      <p role="status" className="text-sm">
        {outcome.message}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={emailId}>{label}</Label>
        <Input
          id={emailId}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {outcome && (
        <p role="alert" className="text-sm text-destructive">
          {outcome.message}
        </p>
      )}
      <Button type="submit" className="w-full" size="lg" disabled={pending}>
        {pending ? sending : submit}
      </Button>
    </form>
  );
}
