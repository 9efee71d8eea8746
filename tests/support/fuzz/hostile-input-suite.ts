import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicantSession } from '../../../server/applicants/applicant-sessions';
import { createSession } from '../../../server/auth/sessions';
import type { RunningServer } from '../../../server/start-server';
import { appRouter } from '../../../server/routers/app-router';
import { createAdmin, createApplication } from '../factories';
import { startTestServer } from '../running-stack';
import { createIsolatedDatabase, uniqueRedisPrefix, type IsolatedDatabase } from '../test-db';
import { callProcedure } from './http-call';
import { inputsFor } from './procedure-inputs';
import { changedTables, tableCounter, type TableCounts } from './table-counts';

/**
 * Every procedure of the app router, enumerated from the router itself, gets hostile input over
 * real HTTP, anonymously and with a signed-in admin's session (an applicant's, for the
 * applicant's procedures): no answer may be a 5xx, and a
 * refused call may write no row anywhere. The procedures are split into groups, one test file
 * each, so the groups run side by side; `every procedure belongs to one group` keeps a new
 * router from slipping through.
 *
 * FUZZ_RUNS sets the number of cases: 400 by default per public procedure from an anonymous
 * caller (`make fuzz` runs 20,000); a tenth of that as the admin, and a fiftieth for an anonymous
 * caller at a staff procedure, which is refused before its input is read. The gate's share is
 * decision 147's: each run draws new cases, so the runs together cover far more than one does.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 400);
/** Sign-ins and sign-ups that pass validation cost an argon2 hash each. */
const FUZZ_TIMEOUT_MS = 120_000 + FUZZ_RUNS * 150;
export const APP_URL = 'http://127.0.0.1:3000';
export const SAME_ORIGIN = { origin: APP_URL, 'sec-fetch-site': 'same-origin' };

type AnyProcedure = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] } };
/** Every procedure's dotted path and definition (the test reads the router's own record). */
export const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);

/** The groups, by path: the first that matches a procedure owns it. */
export const HOSTILE_INPUT_GROUPS = {
  // The form's own reads (the open intakes) go with the form.
  // Campus visits' booking and manage link are public forms too.
  submissions: (path: string) =>
    path.startsWith('submissions.') || path.startsWith('intakes.') || path.startsWith('visits.'),
  auth: (path: string) => path.startsWith('auth.') && !/^auth\.(twoFactor|security)\./.test(path),
  'auth-security': (path: string) => /^auth\.(twoFactor|security)\./.test(path) || path.startsWith('account.'),
  'admin-submissions': (path: string) => /^admin\.(applications|contacts)\./.test(path),
  'admin-other': (path: string) => path.startsWith('admin.') && !/^admin\.(applications|contacts)\./.test(path),
  // A guardian's confirmation of a minor's acceptance goes with the applicant's space.
  applicant: (path: string) => path.startsWith('applicant.') || path.startsWith('guardian.'),
  content: (path: string) => path.startsWith('content.'),
} satisfies Record<string, (path: string) => boolean>;
export type HostileInputGroup = keyof typeof HOSTILE_INPUT_GROUPS;

export function groupOf(path: string): HostileInputGroup | undefined {
  return (Object.keys(HOSTILE_INPUT_GROUPS) as HostileInputGroup[]).find((group) => HOSTILE_INPUT_GROUPS[group](path));
}

/** One running server on its own database, with a signed-in admin, for one test file. */
export interface FuzzStack {
  server: RunningServer;
  database: IsolatedDatabase;
  countRows: () => Promise<TableCounts>;
  adminCookie: () => string;
  signInAdmin: () => Promise<void>;
  /** A session of the applicant who sent one application. */
  applicantCookie: () => string;
  signInApplicant: () => Promise<void>;
}

export function useFuzzStack(label: string): FuzzStack {
  let adminId = '';
  let cookie = '';
  const applicantEmail = `fuzz-applicant-${label}@mail.example`;
  let applicantCookie = '';
  const stack = {
    adminCookie: () => cookie,
    signInAdmin: async () => {
      const { token } = await createSession(stack.database.db, adminId);
      cookie = `session=${token}`;
    },
    applicantCookie: () => applicantCookie,
    signInApplicant: async () => {
      const { token } = await createApplicantSession(stack.database.db, applicantEmail);
      applicantCookie = `applicant_session=${token}`;
    },
  } as FuzzStack;

  beforeAll(async () => {
    stack.database = await createIsolatedDatabase();
    stack.server = await startTestServer({
      databaseUrl: stack.database.url,
      redisPrefix: uniqueRedisPrefix(`fuzz-${label}`),
      // No response floor and no sign-in delay (the test configuration's switch): fast-check
      // repeats short addresses, and each wrong password would slow the next attempt by up to
      // 3 s, wall-clock time that proves nothing about hostile input.
      env: {
        SUBMIT_LIMIT_PER_MINUTE: '1000000000',
        SIGNIN_LIMIT_PER_15_MIN: '1000000000',
        APP_URL,
        TIMING_DEFENCES: 'off',
      },
    });
    adminId = (await createAdmin(stack.database.db, { label: `fuzz-admin-${label}` })).id;
    await stack.signInAdmin();
    await createApplication(stack.database.db, { email: applicantEmail });
    await stack.signInApplicant();
    stack.countRows = await tableCounter(stack.database.db);
  });
  afterAll(async () => {
    await stack.server?.close();
    await stack.database?.drop();
  });
  return stack;
}

/** Calls in flight at once; a batch whose counts moved is re-run one call at a time to find the writer. */
const BATCH = 8;

/** Runs `runs` hostile inputs at one procedure as one caller and checks every answer. */
type Caller = 'anonymous' | 'admin' | 'applicant';

async function fuzz(stack: FuzzStack, path: string, procedure: AnyProcedure, caller: Caller, runs: number) {
  const cookies: Record<Caller, () => string | undefined> = {
    anonymous: () => undefined,
    admin: stack.adminCookie,
    applicant: stack.applicantCookie,
  };
  const call = async (input: unknown) => {
    const cookie = cookies[caller]();
    const headers = cookie ? { ...SAME_ORIGIN, cookie } : SAME_ORIGIN;
    const { status, text } = await callProcedure(stack.server.url, path, procedure._def.type, input, headers);
    expect(status, text.slice(0, 300)).toBeLessThan(500);
    return status;
  };
  // A fuzzed signOut or password change ends the session: start a new one.
  const renewsSession =
    (caller === 'admin' && path.startsWith('auth.')) || (caller === 'applicant' && path.startsWith('applicant.'));
  const renewSession = caller === 'applicant' ? stack.signInApplicant : stack.signInAdmin;
  // Each batch's counts after its calls are the next batch's counts before them: one count per
  // batch. A write that lands late (after the count) is caught the same way as any other, and
  // the refused inputs are then tried again alone, each between two fresh counts.
  let counts = await stack.countRows();
  await fc.assert(
    fc.asyncProperty(
      fc.array(inputsFor(procedure._def.inputs), { minLength: BATCH, maxLength: BATCH }),
      async (inputs) => {
        const before = counts;
        const statuses = await Promise.all(inputs.map(call));
        counts = await stack.countRows();
        const refused = inputs.filter((_, index) => statuses[index]! >= 400);
        const written = changedTables(before, counts).length > 0;
        if (renewsSession && statuses.some((status) => status < 400)) {
          await renewSession();
          counts = await stack.countRows();
        }
        if (refused.length === 0 || !written) return;
        // Something was written: an accepted call may have done it, but no refused one may. Each
        // refused input again, alone (the same input is refused the same way).
        for (const input of refused) {
          const alone = await stack.countRows();
          const status = await call(input);
          if (status >= 400)
            expect(changedTables(alone, await stack.countRows()), `rows written by a refused call (${status})`).toEqual(
              [],
            );
          else if (renewsSession) await renewSession();
        }
        counts = await stack.countRows();
      },
    ),
    { numRuns: Math.ceil(runs / BATCH), endOnFailure: true },
  );
}

/** The two hostile-input tests for every procedure of one group, against one server. */
export function describeHostileInput(group: HostileInputGroup): void {
  const stack = useFuzzStack(group);
  const mine = procedures.filter(([path]) => groupOf(path) === group);
  it('has procedures to test', () => expect(mine.length).toBeGreaterThan(0));

  describe.each(mine)('%s', (path, procedure) => {
    it(
      'answers hostile input from an anonymous caller with no 5xx and no rows written',
      async () => {
        const probe = await callProcedure(stack.server.url, path, procedure._def.type, undefined, SAME_ORIGIN);
        const staffOnly = probe.status === 401 || probe.status === 403;
        await fuzz(stack, path, procedure, 'anonymous', staffOnly ? Math.ceil(FUZZ_RUNS / 50) : FUZZ_RUNS);
      },
      FUZZ_TIMEOUT_MS,
    );

    const signedIn = group === 'applicant' ? 'applicant' : 'admin';
    it(
      `answers hostile input from a signed-in ${signedIn} with no 5xx and no rows written`,
      async () => {
        await fuzz(stack, path, procedure, signedIn, Math.ceil(FUZZ_RUNS / 10));
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
