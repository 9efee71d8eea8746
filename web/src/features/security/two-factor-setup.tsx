import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { RegenerateRecoveryCodes } from './regenerate-recovery-codes';

type Shown = { manualKey: string; qrSvg: string };

function Enrolment({ onEnrolled }: { onEnrolled: () => void }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const onError = (error: unknown) => void notify('error', errorMessage(error));
  const begin = trpc.auth.twoFactor.beginEnrolment.useMutation({ onSuccess: setShown, onError });
  const confirm = trpc.auth.twoFactor.confirmEnrolment.useMutation({
    onSuccess: (result) => setRecoveryCodes(result.recoveryCodes),
    onError,
  });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onEnrolled} />;
  if (!shown) {
    return (
      <Button type="button" onClick={() => begin.mutate()} disabled={begin.isPending}>
        {begin.isPending ? 'Loading...' : 'Set up two-factor authentication'}
      </Button>
    );
  }
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return void notify('error', 'Enter the 6-digit code from your authenticator app');
        confirm.mutate({ code });
      }}
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>Open an authenticator app (for example Microsoft Authenticator, Google Authenticator or 1Password).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={176}
        height={176}
        className="rounded-lg border bg-white p-2"
      />
      <p className="text-sm">
        Key: <code data-testid="manual-key" className="rounded bg-muted px-2 py-1 font-mono text-sm">{shown.manualKey}</code>
      </p>
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Checking...' : 'Turn on two-factor authentication'}
      </Button>
    </form>
  );
}

function Removal({ onRemoved }: { onRemoved: () => void }) {
  const passwordId = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const remove = trpc.auth.twoFactor.remove.useMutation({
    onSuccess: () => {
      void notify('success', 'Two-factor authentication is off.');
      onRemoved();
    },
    onError: (error) => void notify('error', errorMessage(error)),
  });
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer text-sm font-semibold">Turn off two-factor authentication</summary>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) remove.mutate({ code });
          else if (password) remove.mutate({ password });
          else void notify('error', 'Enter a current code or your password');
        }}
      >
        <p className="text-sm text-muted-foreground">Confirm with a current code from your app, or with your password.</p>
        <CodeField value={code} onChange={setCode} />
        <div className="space-y-2">
          <Label htmlFor={passwordId}>Or your password</Label>
          <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Loading...' : 'Turn off'}
        </Button>
      </form>
    </details>
  );
}

/** Enrol in, or manage, TOTP two-factor for the signed-in account. */
export function TwoFactorSetup() {
  const utils = trpc.useUtils();
  const status = trpc.auth.twoFactor.status.useQuery();
  const refresh = () => {
    void utils.auth.twoFactor.status.invalidate();
    void utils.auth.me.invalidate();
  };

  return (
    <section aria-labelledby="two-factor-setup-title" className="space-y-4 rounded-xl border bg-card p-5">
      <h2 id="two-factor-setup-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        Two-factor authentication
      </h2>
      {status.isPending && <p className="text-sm text-muted-foreground">Loading...</p>}
      {status.isError && <p className="text-sm text-muted-foreground">The status could not be loaded.</p>}
      {status.data?.enabled === false && (
        <>
          <p className="text-sm text-muted-foreground">
            Off. With it on, signing in needs a code from an app on your phone as well as your password.
          </p>
          <Enrolment onEnrolled={refresh} />
        </>
      )}
      {status.data?.enabled && (
        <>
          <p className="text-sm">
            <span className="font-semibold">On.</span> {status.data.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <RegenerateRecoveryCodes onRegenerated={refresh} />
          <Removal onRemoved={refresh} />
        </>
      )}
    </section>
  );
}
