import { zodResolver } from '@hookform/resolvers/zod';
import { visitBookingSchemaFor } from '@domain/campus-visits';
import type { Locale } from '@domain/locale';

/** Loaded on demand by the booking form (see lazy-resolver.ts): the server's own schema, in the page's language. */
export const visitResolverFor = (locale: Locale) => zodResolver(visitBookingSchemaFor(locale));
