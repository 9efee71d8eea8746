import { z } from 'zod';
import { emailField, firstNameField, lastNameField, optionalText, requiredText } from './fields';
import type { ContactFormField, FormShape } from './public-form-fields';

/** The contact form of docs/spec.md §5, shared by the React form and the tRPC procedure. */
export const contactFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: optionalText(20, 'Phone number must be less than 20 characters'),
  programmeInterest: optionalText(100, 'Programme interest must be less than 100 characters'),
  message: requiredText(5000, 'Message is required', 'Message must be less than 5000 characters'),
  /** Honeypot: hidden from people, so anything in it came from a bot. */
  website: z.string().optional(),
} satisfies FormShape<ContactFormField>);

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
