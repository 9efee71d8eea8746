import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { securityMessages as messages } from './security.messages';

/** A 6-digit authenticator code: numeric keyboard, and browsers may fill it from an SMS/app. */
export function CodeField({
  value,
  onChange,
  label = messages.codeField.label,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const id = useId();
  const hint = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        aria-describedby={hint}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-48 font-mono tracking-widest"
      />
      <p id={hint} className="text-xs text-muted-foreground">
        {messages.codeField.hint}
      </p>
    </div>
  );
}
