import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

// A `date` column has no time zone; keep it as the 'YYYY-MM-DD' text it is instead of
// letting pg turn it into a Date at local midnight (which shifts it across time zones).
const PG_DATE_OID = 1082;
pg.types.setTypeParser(PG_DATE_OID, (value) => value);

export interface DbOptions {
  connectionString: string;
  /** Pool size; the default suits one web or worker process on a small machine. */
  max?: number;
  /** Told when an idle connection dies (a database restart); the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /**
   * A role every connection acts as (`SET ROLE`): the server, worker and CLIs pass
   * APPLICATION_ROLE, so they hold only its privileges even where DATABASE_URL names the owner
   * (docs/decisions/103-database-roles.md).
   */
  actAs?: string;
}

export function createDb({ connectionString, max = 10, onIdleError = () => {}, actAs }: DbOptions): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // Without a listener, an idle connection killed by a database restart crashes the process.
  pool.on('error', onIdleError);
  const onCreateConnection = actAs
    ? async (connection: { executeQuery: (query: CompiledQuery) => Promise<unknown> }) => {
        await connection.executeQuery(CompiledQuery.raw(`set role ${pg.escapeIdentifier(actAs)}`));
      }
    : undefined;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool, onCreateConnection }) });
}

export type Db = Kysely<Database>;
