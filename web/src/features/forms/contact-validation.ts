import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '@domain/contact-form';

/** Loaded on demand by the contact form (see lazy-resolver.ts): the server's own schema. */
export const contactResolver = zodResolver(contactFormSchema);
