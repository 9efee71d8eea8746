import { useId } from 'react';
import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { isSessionLoss } from '@/lib/trpc-error';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage } from './applicant-errors';

/** "Sign out everywhere": ends every session of the applicant's address, on every device, this one too. */
export function SignOutEverywhere() {
  const m = useApplicantMessages().space;
  const locale = useLocale();
  const hintId = useId();
  const utils = trpc.useUtils();
  const signOut = trpc.applicant.signOutEverywhere.useMutation({
    onSuccess: async () => {
      void notify('success', m.signedOutEverywhere);
      await utils.applicant.invalidate();
    },
    onError: (error) => {
      void notify('error', applicantErrorMessage(error, m.signOutEverywhereFailed, locale));
      if (isSessionLoss(error)) void utils.applicant.invalidate();
    },
  });
  return (
    <div className="mt-10 border-t border-border pt-6">
      <p id={hintId} className="text-sm text-muted-foreground">
        {m.signOutEverywhereHint}
      </p>
      <Button
        className="mt-3"
        variant="outline"
        aria-describedby={hintId}
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        {signOut.isPending ? m.signingOutEverywhere : m.signOutEverywhere}
      </Button>
    </div>
  );
}
