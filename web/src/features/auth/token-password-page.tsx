import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { AuthCard } from './auth-card';
import { authMessages } from './auth.messages';
import { NewPasswordForm } from './new-password-form';

interface TokenPasswordPageProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  doneMessage: string;
  /** Spends the token from the e-mailed link with the chosen password. */
  spend: (token: string, password: string) => Promise<unknown>;
}

/** A page reached from an e-mailed link (?token=...) where a person chooses a password. */
export function TokenPasswordPage({ title, subtitle, submitLabel, doneMessage, spend }: TokenPasswordPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  return (
    <AuthCard title={title} subtitle={done ? undefined : subtitle}>
      {!token ? (
        <p role="alert" className="text-sm">
          {authMessages.tokenLink.incomplete}
        </p>
      ) : done ? (
        <div role="status" className="space-y-4 text-center text-sm">
          <p>{doneMessage}</p>
          <Link to="/auth" className={buttonVariants()}>
            {authMessages.tokenLink.signIn}
          </Link>
        </div>
      ) : (
        <NewPasswordForm
          submitLabel={submitLabel}
          onSubmit={async (password) => {
            await spend(token, password);
            setDone(true);
          }}
        />
      )}
    </AuthCard>
  );
}
