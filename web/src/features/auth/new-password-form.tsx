import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NEW_PASSWORD_MIN_LENGTH as MIN_LENGTH, NEW_PASSWORD_TOO_SHORT } from '@domain/new-password';
import { authFailure } from './auth-error-message';
import { authMessages } from './auth.messages';

/**
 * Chooses a new password (reset, invitation). The length is checked here; the server also
 * refuses the 10,000 most common passwords and its message is shown under the field.
 */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const ids = { password: useId(), repeat: useId(), error: useId() };
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH) return setError(NEW_PASSWORD_TOO_SHORT);
    if (password !== repeat) return setError(authMessages.newPassword.notTheSame);
    setError(null);
    setWorking(true);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(authFailure(failure).message);
    } finally {
      setWorking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={ids.password}>{authMessages.newPassword.label}</Label>
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids.password}-hint${error ? ` ${ids.error}` : ''}`}
        />
        <p id={`${ids.password}-hint`} className="text-xs text-muted-foreground">
          {authMessages.newPassword.hint(MIN_LENGTH)}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.repeat}>{authMessages.newPassword.repeatLabel}</Label>
        <Input
          id={ids.repeat}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" size="lg" disabled={working}>
        {working ? authMessages.loading : submitLabel}
      </Button>
    </form>
  );
}
