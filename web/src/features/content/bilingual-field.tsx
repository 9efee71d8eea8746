import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { BilingualText } from '@domain/site-content';
import { contentMessages as messages } from './content.messages';

/** One text in English and Arabic side by side: the Arabic right to left, each labelled with its language. */
export function BilingualField({
  label,
  value,
  onChange,
  multiline = false,
}: {
  label: string;
  value: BilingualText;
  onChange: (value: BilingualText) => void;
  multiline?: boolean;
}) {
  const ids = { en: useId(), ar: useId() };
  const Control = multiline ? Textarea : Input;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1">
        <Label htmlFor={ids.en}>{messages.english(label)}</Label>
        <Control
          id={ids.en}
          lang="en"
          dir="ltr"
          value={value.en}
          onChange={(event) => onChange({ ...value, en: event.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.ar}>{messages.arabic(label)}</Label>
        <Control
          id={ids.ar}
          lang="ar"
          dir="rtl"
          value={value.ar}
          aria-invalid={value.en.trim() !== '' && value.ar.trim() === '' ? true : undefined}
          onChange={(event) => onChange({ ...value, ar: event.target.value })}
        />
      </div>
    </div>
  );
}

/** A labelled single input (a date, a number, a year). */
export function PlainField({
  label,
  value,
  onChange,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'number' | 'url';
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} dir="ltr" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
