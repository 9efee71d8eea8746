import { authMessages } from '@/features/auth/auth.messages';
import { TokenPasswordPage } from '@/features/auth/token-password-page';
import { trpc } from '@/lib/trpc-react';

/** /auth/reset?token=...: the link in the password reset e-mail. */
export default function ResetPasswordPage() {
  const reset = trpc.account.resetPassword.useMutation();
  return (
    <TokenPasswordPage
      title={authMessages.resetPassword.title}
      subtitle={authMessages.resetPassword.subtitle}
      submitLabel={authMessages.resetPassword.submit}
      doneMessage={authMessages.resetPassword.done}
      spend={(token, password) => reset.mutateAsync({ token, password })}
    />
  );
}
