import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT } from '@domain/new-password';
import { errorMessage } from '@/lib/trpc-error';
import { staffMessages } from './staff.messages';

const m = staffMessages.changePassword;

/** A password change signs the account out everywhere else (every other session is revoked). */
export function ChangePasswordDialog() {
  const ids = { current: useId(), next: useId() };
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      void notify('success', m.done);
      setOpen(false);
      setCurrent('');
      setNext('');
    },
    onError: (error) => void notify('error', errorMessage(error)),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost">
          <KeyRound aria-hidden="true" />
          {m.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form
          className="space-y-4 p-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!current) return void notify('error', m.currentRequired);
            if (next.length < NEW_PASSWORD_MIN_LENGTH) return void notify('error', NEW_PASSWORD_TOO_SHORT);
            change.mutate({ currentPassword: current, newPassword: next });
          }}
        >
          <div>
            <DialogTitle>{m.title}</DialogTitle>
            <DialogDescription className="mt-1">{m.description}</DialogDescription>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.current}>{m.currentLabel}</Label>
            <Input
              id={ids.current}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.next}>{m.newLabel}</Label>
            <Input
              id={ids.next}
              type="password"
              autoComplete="new-password"
              minLength={NEW_PASSWORD_MIN_LENGTH}
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? m.working : m.submit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
