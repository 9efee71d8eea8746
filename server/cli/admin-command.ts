import { createDb } from '../../db/client';
import { APPLICATION_ROLE } from '../../db/application-role';
import { authFormSchema } from '../../domain/auth-form';
import { createOrPromoteAdmin } from '../auth/create-admin';
import { strongPasswordProblem } from '../auth/password-policy';
import { decodeTotpEncryptionKey, MALFORMED_TOTP_ENCRYPTION_KEY } from '../auth/totp-key-encryption';
import { rotateTotpEncryptionKey, TotpKeyRotationError } from '../auth/totp-key-rotation';
import { databaseUrlOrExit, exitWithUsage, parseCommandLine, refuse, type CommandIo } from './command-line';

const USAGE = `Usage: npm run admin -- create --email <address> --password <password> [--role admin|editor]
       npm run admin -- rotate-totp-key

create           creates a confirmed admin account, or promotes an existing account to admin
                 (confirming it and setting the password); with --role editor, an editor of the
                 site's content instead, who sees no applicant data
rotate-totp-key  re-encrypts every two-factor secret from TOTP_ENCRYPTION_KEY to
                 TOTP_ENCRYPTION_KEY_NEW (both from the environment, never the command line),
                 in one transaction; then deploy the new key as TOTP_ENCRYPTION_KEY
Needs DATABASE_URL.`;

const DATABASE_HINT =
  ' With `make dev` running, its embedded database is postgres://postgres:postgres@127.0.0.1:<port>/academy (the port is printed at start-up).';

function fail(io: CommandIo, message: string): never {
  return exitWithUsage(io, USAGE, message);
}

function totpKeyFromEnv(io: CommandIo, name: 'TOTP_ENCRYPTION_KEY' | 'TOTP_ENCRYPTION_KEY_NEW'): Buffer {
  const value = io.env[name];
  if (!value)
    return refuse(
      io,
      `${name} is not set: rotate-totp-key reads the current key and the new one from the environment.`,
    );
  return decodeTotpEncryptionKey(value) ?? refuse(io, `${name} ${MALFORMED_TOTP_ENCRYPTION_KEY}; nothing was changed.`);
}

export const BAD_ROLE = '--role: choose admin or editor.';

async function create(io: CommandIo, email: string | undefined, password: string | undefined, role = 'admin') {
  if (role !== 'admin' && role !== 'editor') return fail(io, BAD_ROLE);
  const input = authFormSchema.safeParse({ email, password });
  if (!input.success)
    return fail(io, input.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`)[0]!);
  const weak = strongPasswordProblem(input.data.password);
  if (weak) fail(io, `--password: ${weak} (an ${role}'s password must meet the strong policy).`);

  const db = createDb({
    connectionString: databaseUrlOrExit(io, USAGE, DATABASE_HINT),
    actAs: APPLICATION_ROLE,
    max: 1,
  });
  try {
    const { created } = await createOrPromoteAdmin(db, input.data.email, input.data.password, role);
    io.out(
      created
        ? `Created ${role} ${input.data.email.toLowerCase()}.`
        : `Promoted ${input.data.email.toLowerCase()} to ${role}.`,
    );
  } finally {
    await db.destroy();
  }
}

async function rotateTotpKey(io: CommandIo) {
  const currentKey = totpKeyFromEnv(io, 'TOTP_ENCRYPTION_KEY');
  const newKey = totpKeyFromEnv(io, 'TOTP_ENCRYPTION_KEY_NEW');
  if (newKey.equals(currentKey))
    refuse(io, 'TOTP_ENCRYPTION_KEY_NEW is the current key: make a new one with openssl rand -base64 32.');
  const db = createDb({
    connectionString: databaseUrlOrExit(io, USAGE, DATABASE_HINT),
    actAs: APPLICATION_ROLE,
    max: 1,
  });
  try {
    const count = await rotateTotpEncryptionKey(db, currentKey, newKey);
    io.out(
      `Re-encrypted ${count} two-factor ${count === 1 ? 'secret' : 'secrets'} under the new key. ` +
        'Now deploy it: set TOTP_ENCRYPTION_KEY to the value of TOTP_ENCRYPTION_KEY_NEW and restart the server; until then two-factor codes do not verify.',
    );
  } catch (error) {
    if (error instanceof TotpKeyRotationError) refuse(io, error.message);
    throw error;
  } finally {
    await db.destroy();
  }
}

/** `npm run admin -- …` (server/cli/admin.ts runs it as a process). */
export async function adminCommand(io: CommandIo): Promise<void> {
  const { positionals, values } = parseCommandLine(io, USAGE, {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
  });
  const command = positionals[0];
  if (positionals.length !== 1 || (command !== 'create' && command !== 'rotate-totp-key'))
    fail(io, 'Unknown or missing command.');
  if (command === 'create') await create(io, values.email, values.password, values.role);
  else if (values.email !== undefined || values.password !== undefined || values.role !== undefined)
    fail(io, 'rotate-totp-key takes no --email, --password or --role.');
  else await rotateTotpKey(io);
}
