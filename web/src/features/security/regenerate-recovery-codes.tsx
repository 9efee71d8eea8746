import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { errorMessage } from '@/lib/trpc-error';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';
import { regenerateMessages as text } from './regenerate-messages';

/**
 * Ten new recovery codes in place of all the old ones, after a current code or the password;
 * the new codes are shown once, in the dialog, until the person says they have saved them.
 */
export function RegenerateRecoveryCodes({ onRegenerated }: { onRegenerated: () => void }) {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = trpc.auth.twoFactor.regenerateRecoveryCodes.useMutation({
    onSuccess: (result) => {
      setCodes(result.recoveryCodes);
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
            <ProofForm
              onProof={(proof) => regenerate.mutate(proof)}
              pending={regenerate.isPending}
              text={{
                passwordLabel: text.passwordLabel,
                missing: text.proofMissing,
                submit: text.submit,
                pending: text.pending,
              }}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
