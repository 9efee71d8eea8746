import { useId, useState, type FormEvent } from 'react';
import { useLocale } from '@/app/locale';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { trpc } from '@/lib/trpc-react';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage, genericFailure } from './applicant-errors';

/**
 * Asks for a sign-in link; the answer is the same whether or not the address applied. The
 * link, and the e-mail that carries it, are in the language of the page it was asked from.
 * Its own form rather than components/forms/address-request-form.tsx: an address reads left to
 * right on the Arabic page too, and the server's refusal is said in the page's language.
 */
export function RequestLinkForm() {
  const locale = useLocale();
  const messages = useApplicantMessages().signIn;
  const request = trpc.applicant.requestLink.useMutation();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await request.mutateAsync({ email, language: locale });
      setOutcome({ ok: true, message: messages.done });
    } catch (error) {
      setOutcome({ ok: false, message: applicantErrorMessage(error, genericFailure(locale), locale) });
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
        <Label htmlFor={emailId}>{messages.emailLabel}</Label>
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
        {pending ? messages.sending : messages.submit}
      </Button>
    </form>
  );
}
