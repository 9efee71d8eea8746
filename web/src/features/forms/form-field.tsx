import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { FormWords } from './form.messages';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** Receives the props that tie the control to its label, hint and error message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, an optional hint and the inline error, wired for assistive tech. */
export function FormField({ id, label, required, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Fields marked * are required.", in the words the form's island received. */
export function RequiredNote({ words }: { words: Pick<FormWords, 'requiredNoteBefore' | 'requiredNoteAfter'> }) {
  return (
    <p className="text-sm text-muted-foreground">
      {words.requiredNoteBefore} <span className="text-destructive">*</span> {words.requiredNoteAfter}
    </p>
  );
}
