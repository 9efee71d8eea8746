import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';
import { useLogout } from '@/lib/use-logout';
import { CodeField } from './code-field';
import { securityMessages as messages } from './security.messages';

const m = messages.challenge;

/**
 * The second step of sign-in: the password was right and a session exists, but it may not
 * act until it gives a code from the app (or a recovery code).
 */
export function TwoFactorChallenge({ email }: { email: string }) {
  const utils = trpc.useUtils();
  const recoveryId = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const { logout, loggingOut } = useLogout();
  const done = () => void utils.auth.me.invalidate();
  const onError = (error: unknown) => void notify('error', errorMessage(error, m.notChecked));
  const verify = trpc.auth.twoFactor.verify.useMutation({ onSuccess: done, onError });
  const recover = trpc.auth.twoFactor.useRecoveryCode.useMutation({
    onSuccess: ({ recoveryCodesLeft }) => {
      void notify('info', m.recoveryCodeUsed(recoveryCodesLeft));
      done();
    },
    onError,
  });
  const pending = verify.isPending || recover.isPending;

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <section className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="two-factor-title">
        <ShieldCheck className="size-9 text-primary" aria-hidden="true" />
        <h1 id="two-factor-title" className="mt-3 text-2xl font-bold tracking-tight text-primary">
          {m.title}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {m.signedInAs} <span className="font-medium text-foreground">{email}</span>.{' '}
          {useRecovery ? m.enterRecoveryCode : m.enterAppCode}
        </p>
        <form
          className="mt-6 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (useRecovery) {
              if (!recoveryCode.trim()) return void notify('error', m.recoveryCodeRequired);
              recover.mutate({ recoveryCode });
            } else {
              if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return void notify('error', messages.enterAppCode);
              verify.mutate({ code });
            }
          }}
        >
          {useRecovery ? (
            <div className="space-y-2">
              <Label htmlFor={recoveryId}>{m.recoveryCodeLabel}</Label>
              <Input
                id={recoveryId}
                autoComplete="off"
                spellCheck={false}
                value={recoveryCode}
                onChange={(event) => setRecoveryCode(event.target.value)}
                className="font-mono"
              />
            </div>
          ) : (
            <CodeField value={code} onChange={setCode} />
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? messages.checking : m.verify}
            </Button>
            <Button type="button" variant="link" className="px-0" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? m.useApp : m.useRecoveryCode}
            </Button>
          </div>
        </form>
        <Button type="button" variant="outline" className="mt-6" onClick={logout} disabled={loggingOut}>
          {loggingOut ? messages.loggingOut : messages.logout}
        </Button>
      </section>
    </div>
  );
}
