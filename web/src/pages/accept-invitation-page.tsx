import { authMessages } from '@/features/auth/auth.messages';
import { TokenPasswordPage } from '@/features/auth/token-password-page';
import { trpc } from '@/lib/trpc-react';

/** /auth/invite?token=...: the link in a staff invitation e-mail. */
export default function AcceptInvitationPage() {
  const accept = trpc.account.acceptInvitation.useMutation();
  return (
    <TokenPasswordPage
      title={authMessages.acceptInvitation.title}
      subtitle={authMessages.acceptInvitation.subtitle}
      submitLabel={authMessages.acceptInvitation.submit}
      doneMessage={authMessages.acceptInvitation.done}
      spend={(token, password) => accept.mutateAsync({ token, password })}
    />
  );
}
