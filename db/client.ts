import { Kysely, PostgresDialect } from 'kysely';
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
}

export function createDb({ connectionString, max = 10, onIdleError = () => {} }: DbOptions): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // Without a listener, an idle connection killed by a database restart crashes the process.
  pool.on('error', onIdleError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export type Db = Kysely<Database>;
