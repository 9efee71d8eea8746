import { TokenPasswordPage } from '@/features/auth/token-password-page';
import { trpc } from '@/lib/trpc-react';

/** /auth/invite?token=...: the link in a staff invitation e-mail. */
export default function AcceptInvitationPage() {
  const accept = trpc.account.acceptInvitation.useMutation();
  return (
    <TokenPasswordPage
      title="Join the staff area"
      subtitle="Choose the password for your new staff account."
      submitLabel="Create my account"
      doneMessage="Your account is ready. You can now sign in."
      spend={(token, password) => accept.mutateAsync({ token, password })}
    />
  );
}
