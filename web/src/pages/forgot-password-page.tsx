import { Link } from 'react-router';
import { AddressRequestForm } from '@/components/forms/address-request-form';
import { AuthCard } from '@/features/auth/auth-card';
import { authMessages } from '@/features/auth/auth.messages';
import { trpc } from '@/lib/trpc-react';

const messages = authMessages.forgotPassword;

/** /auth/forgot: asks for an address; the answer is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  const request = trpc.account.requestPasswordReset.useMutation();
  return (
    <AuthCard title={messages.title} subtitle={messages.subtitle}>
      <AddressRequestForm
        label={authMessages.emailLabel}
        submit={messages.submit}
        sending={authMessages.loading}
        done={messages.done}
        send={(email) => request.mutateAsync({ email })}
      />
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          {messages.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
