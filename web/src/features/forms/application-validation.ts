import { zodResolver } from '@hookform/resolvers/zod';
import { applicationFormSchema } from '@domain/application-form';

/** Loaded on demand by the application form (see lazy-resolver.ts): the server's own schema. */
export const applicationResolver = zodResolver(applicationFormSchema);
