import { createDb } from '../../db/client';
import { authFormSchema } from '../../domain/auth-form';
import { createOrPromoteAdmin } from '../auth/create-admin';
import { strongPasswordProblem } from '../auth/password-policy';
import { databaseUrlOrExit, exitWithUsage, HELP_OPTION, parseCommandLine } from './command-line';

const USAGE = `Usage: npm run admin -- create --email <address> --password <password>

Creates a confirmed admin account, or promotes an existing account to admin (confirming it
and setting the password). Needs DATABASE_URL.`;

function fail(message: string): never {
  return exitWithUsage(USAGE, message);
}

async function main() {
  const { positionals, values } = parseCommandLine(USAGE, {
    email: { type: 'string' },
    password: { type: 'string' },
    ...HELP_OPTION,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals[0] !== 'create' || positionals.length !== 1) fail('Unknown or missing command.');
  const input = authFormSchema.safeParse({ email: values.email, password: values.password });
  if (!input.success) fail(input.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`)[0]!);
  const weak = strongPasswordProblem(input.data.password);
  if (weak) fail(`--password: ${weak} (an admin's password must meet the strong policy).`);

  const connectionString = databaseUrlOrExit(
    USAGE,
    ' With `make dev` running, its embedded database is postgres://postgres:postgres@127.0.0.1:<port>/academy (the port is printed at start-up).',
  );

  const db = createDb({ connectionString, max: 1 });
  try {
    const { created } = await createOrPromoteAdmin(db, input.data.email, input.data.password);
    console.log(created ? `Created admin ${input.data.email.toLowerCase()}.` : `Promoted ${input.data.email.toLowerCase()} to admin.`);
  } finally {
    await db.destroy();
  }
}

await main();
