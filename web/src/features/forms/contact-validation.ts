import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchemaFor } from '@domain/contact-form';
import type { Locale } from '@domain/locale';

/** Loaded on demand by the contact form (see lazy-resolver.ts): the server's own schema, in the page's language. */
export const contactResolverFor = (locale: Locale) => zodResolver(contactFormSchemaFor(locale));
