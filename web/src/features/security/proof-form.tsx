import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { CodeField } from './code-field';

/** What the server accepts as proof that the account holder is at the keyboard. */
export type Proof = { code: string } | { password: string };

interface ProofFormProps {
  onProof: (proof: Proof) => void;
  pending: boolean;
  text: { passwordLabel: string; missing: string; submit: string; pending: string };
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
  /** Shown above the fields. */
  children?: ReactNode;
}

/**
 * A current authenticator code or the password, for a change to two-factor itself (new
 * recovery codes, turning it off): the code when one is typed, else the password.
 */
export function ProofForm({ onProof, pending, text, variant, className, children }: ProofFormProps) {
  const passwordId = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      className={className ?? 'space-y-4'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onProof({ code });
        else if (password) onProof({ password });
        else void notify('error', text.missing);
      }}
    >
      {children}
      <CodeField value={code} onChange={setCode} />
      <div className="space-y-2">
        <Label htmlFor={passwordId}>{text.passwordLabel}</Label>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? text.pending : text.submit}
      </Button>
    </form>
  );
}
