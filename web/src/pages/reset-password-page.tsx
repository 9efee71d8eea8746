import { TokenPasswordPage } from '@/features/auth/token-password-page';
import { trpc } from '@/lib/trpc-react';

/** /auth/reset?token=...: the link in the password reset e-mail. */
export default function ResetPasswordPage() {
  const reset = trpc.account.resetPassword.useMutation();
  return (
    <TokenPasswordPage
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      submitLabel="Set new password"
      doneMessage="Your password has been changed. You can now sign in with it."
      spend={(token, password) => reset.mutateAsync({ token, password })}
    />
  );
}
