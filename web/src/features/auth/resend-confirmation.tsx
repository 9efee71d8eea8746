import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { authFailure } from './auth-error-message';
import { authMessages } from './auth.messages';

/** Shown after an unconfirmed sign-in: the reason, and a way to get a fresh link. */
export function ResendConfirmation({ email, message }: { email: string; message: string }) {
  const resend = trpc.auth.resendConfirmation.useMutation({
    onSuccess: () => void notify('success', authMessages.resendConfirmation.done),
    onError: (error) => void notify('error', authFailure(error).message),
  });
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex gap-2">
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {resend.isPending ? authMessages.resendConfirmation.sending : authMessages.resendConfirmation.send}
      </Button>
    </div>
  );
}
