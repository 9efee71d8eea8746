import { useSearchParams } from 'react-router';
import { ConfirmEmail } from '@/features/auth/confirm-email';

/** /auth/confirm?token=...: the link in the sign-up confirmation e-mail. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-muted/40 px-4 py-12">
      <ConfirmEmail token={params.get('token')} />
    </div>
  );
}
