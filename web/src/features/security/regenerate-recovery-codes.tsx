import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { regenerateMessages as text } from './regenerate-messages';

/**
 * Ten new recovery codes in place of all the old ones, after a current code or the password;
 * the new codes are shown once, in the dialog, until the person says they have saved them.
 */
export function RegenerateRecoveryCodes({ onRegenerated }: { onRegenerated: () => void }) {
  const passwordId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = trpc.auth.twoFactor.regenerateRecoveryCodes.useMutation({
    onSuccess: (result) => {
      setCodes(result.recoveryCodes);
      setCode('');
      setPassword('');
      void notify('success', text.done);
      onRegenerated();
    },
    onError: (error) => void notify('error', errorMessage(error)),
  });
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setCodes(null);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <RefreshCw aria-hidden="true" />
          {text.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <div className="space-y-4 p-6">
          <div>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription className="mt-1">{text.description}</DialogDescription>
          </div>
          {codes ? (
            <RecoveryCodes codes={codes} onDone={() => changeOpen(false)} />
          ) : (
            <form
              className="space-y-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (code.trim()) regenerate.mutate({ code });
                else if (password) regenerate.mutate({ password });
                else void notify('error', text.proofMissing);
              }}
            >
              <CodeField value={code} onChange={setCode} />
              <div className="space-y-2">
                <Label htmlFor={passwordId}>{text.passwordLabel}</Label>
                <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </div>
              <Button type="submit" disabled={regenerate.isPending}>
                {regenerate.isPending ? text.pending : text.submit}
              </Button>
            </form>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
