import { z } from 'zod';
import { CHECK_THE_FORM } from './messages';
import { textField } from './plain-text';

/** The sign-in / sign-up form of docs/spec.md §5. */
export const authFormSchema = z.object({
  email: textField({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Invalid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(256, 'Password must be at most 256 characters'),
});

export type AuthFormValues = z.infer<typeof authFormSchema>;

/** The first validation message, which the spec says is what a person is shown. */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? CHECK_THE_FORM;
}
