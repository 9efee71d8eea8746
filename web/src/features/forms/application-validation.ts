import { zodResolver } from '@hookform/resolvers/zod';
import { applicationFormSchemaFor } from '@domain/application-form';
import type { Locale } from '@domain/locale';

/** Loaded on demand by the application form (see lazy-resolver.ts): the server's own schema, in the page's language. */
export const applicationResolverFor = (locale: Locale) => zodResolver(applicationFormSchemaFor(locale));
