import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createDb, type Db } from '../../../db/client';
import { e2eEnv } from './e2e-env';

let db: Db | undefined;

/** A Kysely on the suite's database (one small pool per worker process). */
export function e2eDb(): Db {
  db ??= createDb({ connectionString: e2eEnv('databaseUrl'), max: 2 });
  return db;
}

export async function closeE2eDb(): Promise<void> {
  await db?.destroy();
  db = undefined;
}

/** The newest contact submission from `email`, or undefined. */
export function findContactByEmail(email: string) {
  return e2eDb()
    .selectFrom('contact_submissions')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The newest application from `email`, or undefined. */
export function findApplicationByEmail(email: string) {
  return e2eDb()
    .selectFrom('applications')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The outbox rows addressed to `recipient`, oldest first. */
export function findOutboxFor(recipient: string) {
  return e2eDb()
    .selectFrom('email_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('created_at')
    .execute();
}

/** Creates (or promotes) a confirmed admin through the operators' command, as docs/operating-interface.md names it. */
export async function createAdminByCommand(email: string, password: string): Promise<void> {
  await promisify(execFile)(
    'npm',
    ['run', '--silent', 'admin', '--', 'create', '--email', email, '--password', password],
    {
      env: { ...process.env, DATABASE_URL: e2eEnv('databaseUrl') },
    },
  );
}
