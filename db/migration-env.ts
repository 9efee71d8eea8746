import { z } from 'zod';

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//);

/**
 * `npm run db:migrate`'s environment: the role the applications connect as, and the owner that
 * migrates when it is another (docs/decisions/103-database-roles.md).
 */
export const migrationEnvSchema = z.object({
  DATABASE_URL: postgresUrl,
  MIGRATION_DATABASE_URL: postgresUrl.optional(),
});
