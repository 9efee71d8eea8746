import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';
import { CodeField } from './code-field';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';
import { RegenerateRecoveryCodes } from './regenerate-recovery-codes';
import { securityMessages as messages } from './security.messages';

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
        {begin.isPending ? messages.loading : messages.enrolment.begin}
      </Button>
    );
  }
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return void notify('error', messages.enterAppCode);
        confirm.mutate({ code });
      }}
    >
      <ol className="list-decimal space-y-2 ps-5 text-sm">
        {messages.enrolment.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.qrSvg)}`}
        alt={messages.enrolment.qrAlt}
        width={176}
        height={176}
        className="rounded-lg border bg-white p-2"
      />
      <p className="text-sm">
        {messages.enrolment.key}{' '}
        <code data-testid="manual-key" className="rounded bg-muted px-2 py-1 font-mono text-sm">
          {shown.manualKey}
        </code>
      </p>
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? messages.checking : messages.enrolment.confirm}
      </Button>
    </form>
  );
}

function Removal({ onRemoved }: { onRemoved: () => void }) {
  const remove = trpc.auth.twoFactor.remove.useMutation({
    onSuccess: () => {
      void notify('success', messages.removal.done);
      onRemoved();
    },
    onError: (error) => void notify('error', errorMessage(error)),
  });
  const { passwordLabel, needsCodeOrPassword, submit } = messages.removal;
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer text-sm font-semibold">{messages.removal.title}</summary>
      <ProofForm
        className="mt-4 space-y-4"
        variant="destructive"
        onProof={(proof) => remove.mutate(proof)}
        pending={remove.isPending}
        text={{ passwordLabel, missing: needsCodeOrPassword, submit, pending: messages.loading }}
      >
        <p className="text-sm text-muted-foreground">{messages.removal.intro}</p>
      </ProofForm>
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
        {messages.twoFactor.title}
      </h2>
      {status.isPending && <p className="text-sm text-muted-foreground">{messages.loading}</p>}
      {status.isError && <p className="text-sm text-muted-foreground">{messages.twoFactor.loadFailed}</p>}
      {status.data?.enabled === false && (
        <>
          <p className="text-sm text-muted-foreground">{messages.twoFactor.off}</p>
          <Enrolment onEnrolled={refresh} />
        </>
      )}
      {status.data?.enabled && (
        <>
          <p className="text-sm">
            <span className="font-semibold">{messages.twoFactor.on}</span>{' '}
            {messages.twoFactor.recoveryCodesLeft(status.data.recoveryCodesLeft)}
          </p>
          <RegenerateRecoveryCodes onRegenerated={refresh} />
          <Removal onRemoved={refresh} />
        </>
      )}
    </section>
  );
}
