import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadServerConfig } from '../../server/config/env';
import { ENUMERATION_SAFE_FLOOR_MS } from '../../server/security/response-floor';
import { startServer, type RunningServer } from '../../server/start-server';
import { postMutation } from '../support/running-stack';
import { newAccountToken } from '../../core/accounts/account-tokens';
import { createApplicantSignInLink, createApplication, createStaff, TEST_PASSWORD } from '../support/factories';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

// The response-time floor (server/security/response-floor.ts) and the progressive sign-in
// delay (decision 061). Only NODE_ENV=test may switch them off, with TIMING_DEFENCES=off.
const key = Buffer.alloc(32, 4).toString('base64');
const productionEnv = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: inject('databaseUrl'),
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: uniqueRedisPrefix('timing'),
  PORT: '0',
  APP_URL: 'http://127.0.0.1:3000',
  SERVE_WEB: 'none',
  LOG_LEVEL: 'silent',
  TOTP_ENCRYPTION_KEY: key,
  AUDIT_HMAC_KEY: key,
  // This server scans no uploads: it says so, as production insists.
  UPLOAD_SCAN: 'off',
  // The comparison below asks a few hundred times from one client.
  SIGNIN_LIMIT_PER_15_MIN: '1000',
});

async function answerMs(server: RunningServer, procedure: string, input: unknown): Promise<number> {
  const started = performance.now();
  const { status } = await postMutation(server.url, procedure, input, { origin: 'http://127.0.0.1:3000' });
  expect(status).toBe(200);
  return performance.now() - started;
}

const resendTakesMs = (server: RunningServer) =>
  answerMs(server, 'auth.resendConfirmation', { email: uniqueEmail('nobody') });

/**
 * A request whose answer must not tell whether an address is known, with a way to make one
 * address it e-mails and one it does not. Each address is asked about once: the per-address
 * allowance is a handful of links.
 */
interface EnumerationProbe {
  procedure: string;
  /** `emailed` and `silent` are what the input carries: an address, or a link's token. */
  addresses: () => Promise<{ emailed: string; silent: string }>;
  input: (email: string) => unknown;
  /** Where the e-mailed side's e-mail goes, when the input is not the address; null when neither side is e-mailed. */
  recipient?: (emailed: string) => string | null;
}
/** The address a test link was made for, by its token. */
const linkAddresses = new Map<string, string>();
async function knownLink(): Promise<string> {
  const { email } = await createApplication(db);
  const token = await createApplicantSignInLink(db, email);
  linkAddresses.set(token, email);
  return token;
}

const db = testDb();
const unknownToken = () => newAccountToken().token;
const probes: EnumerationProbe[] = [
  {
    procedure: 'applicant.requestLink',
    addresses: async () => ({ emailed: (await createApplication(db)).email, silent: uniqueEmail('nobody') }),
    input: (email) => ({ email }),
  },
  {
    // "Send me a new link" from a link's page: a known token's address is e-mailed, an unknown token's nothing.
    procedure: 'applicant.renewLink',
    addresses: async () => ({ emailed: await knownLink(), silent: unknownToken() }),
    input: (token) => ({ token }),
    recipient: (token) => linkAddresses.get(token)!,
  },
  {
    // A link's page before "Continue": a known token's masked address, an unknown token's nothing.
    procedure: 'applicant.describeLink',
    addresses: async () => ({ emailed: await knownLink(), silent: unknownToken() }),
    input: (token) => ({ token }),
    recipient: () => null,
  },
  {
    procedure: 'auth.resendConfirmation',
    addresses: async () => ({
      emailed: (await createStaff(db, { confirmed: false })).email,
      silent: uniqueEmail('nobody'),
    }),
    input: (email) => ({ email }),
  },
  {
    procedure: 'account.requestPasswordReset',
    addresses: async () => ({ emailed: (await createStaff(db)).email, silent: uniqueEmail('nobody') }),
    input: (email) => ({ email }),
  },
  {
    // The other way round: a new address is e-mailed its confirmation link, a confirmed account's is not.
    procedure: 'auth.signUp',
    addresses: async () => ({ emailed: uniqueEmail('new'), silent: (await createStaff(db)).email }),
    input: (email) => ({ email, password: TEST_PASSWORD }),
  },
];

/*
 * How "reliably slower" is decided (docs/decisions/061-sign-in-throttling.md, amended). Each round
 * asks about an e-mailed and a silent address at the same moment, so the load of a shared 2-core
 * machine falls on both, and keeps their difference. Whichever is sent first tends to answer a
 * fraction of a millisecond first, so half the rounds send each first. The e-mailed answer is
 * reliably slower when an exact one-sided sign test puts the rounds it lost below one chance in
 * 10,000 of coin tosses, and the median difference is more than scheduling noise.
 */
const ROUNDS = 40;
const WARM_UP_ROUNDS = 2;
const SIGN_TEST_ALPHA = 1e-4;
const NOISE_MS = 0.5;

/** The chance of at least `slower` heads in `rounds` fair coin tosses. */
function signTestP(rounds: number, slower: number): number {
  let ways = 1; // rounds choose k, from k = 0 up
  let tail = 0;
  for (let k = 0; k <= rounds; k++) {
    if (k >= slower) tail += ways;
    ways = (ways * (rounds - k)) / (k + 1);
  }
  return tail / 2 ** rounds;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

/** Both questions at once, `emailedFirst` choosing which leaves first: the e-mailed answer's time minus the silent one's. */
async function pairedDifferenceMs(
  server: RunningServer,
  probe: EnumerationProbe,
  pair: { emailed: string; silent: string },
  emailedFirst: boolean,
) {
  const ask = (email: string) => answerMs(server, probe.procedure, probe.input(email));
  if (emailedFirst) {
    const [emailedMs, silentMs] = await Promise.all([ask(pair.emailed), ask(pair.silent)]);
    return emailedMs - silentMs;
  }
  const [silentMs, emailedMs] = await Promise.all([ask(pair.silent), ask(pair.emailed)]);
  return emailedMs - silentMs;
}

describe('timing defences', () => {
  let production: RunningServer;
  let test: RunningServer;
  beforeAll(async () => {
    production = await startServer(loadServerConfig(productionEnv()));
    test = await startServer(loadServerConfig({ ...productionEnv(), NODE_ENV: 'test', TIMING_DEFENCES: 'off' }));
  });
  afterAll(async () => {
    await production?.close();
    await test?.close();
  });

  it('production refuses the switch, naming it', () => {
    expect(() => loadServerConfig({ ...productionEnv(), TIMING_DEFENCES: 'off' })).toThrow(
      'Invalid environment variable TIMING_DEFENCES: off is allowed only with NODE_ENV=test',
    );
    expect(() => loadServerConfig({ ...productionEnv(), NODE_ENV: 'development', TIMING_DEFENCES: 'off' })).toThrow(
      /TIMING_DEFENCES/,
    );
  });

  it('a production server keeps the response floor and the sign-in delay', async () => {
    expect(production.services.config.timingDefences).toBe(true);
    expect(await resendTakesMs(production)).toBeGreaterThanOrEqual(ENUMERATION_SAFE_FLOOR_MS - 5);
    expect(production.services.limiters.signInDelayMs(6)).toBeGreaterThan(0);
  });

  it(
    'an address that is e-mailed is not reliably slower to answer than one that is not',
    { timeout: 180_000 },
    async () => {
      const rounds = WARM_UP_ROUNDS + ROUNDS;
      const pairs = await Promise.all(
        probes.map((probe) => Promise.all(Array.from({ length: rounds }, () => probe.addresses()))),
      );
      const differences: number[][] = probes.map(() => []);
      for (let round = 0; round < rounds; round++) {
        const measured = await Promise.all(
          probes.map((probe, i) => pairedDifferenceMs(production, probe, pairs[i]![round]!, round % 2 === 0)),
        );
        if (round >= WARM_UP_ROUNDS) measured.forEach((difference, i) => differences[i]!.push(difference));
      }

      // The comparison means something only if one side of each pair was e-mailed and the other not.
      const sides = probes.flatMap((probe, i) =>
        pairs[i]!.map(({ emailed, silent }) => ({
          emailed: probe.recipient ? probe.recipient(emailed) : emailed,
          silent,
        })),
      );
      const recipients = await db
        .selectFrom('email_outbox')
        .select('recipient')
        .where(
          'recipient',
          'in',
          sides.flatMap(({ emailed, silent }) => [emailed ?? silent, silent]),
        )
        .execute();
      const emailed = new Set(recipients.map((row) => row.recipient));
      expect(
        sides.filter((pair) => (pair.emailed !== null && !emailed.has(pair.emailed)) || emailed.has(pair.silent)),
      ).toEqual([]);

      const verdicts = probes.map((probe, i) => {
        const slower = differences[i]!.filter((difference) => difference > 0).length;
        const p = signTestP(ROUNDS, slower);
        const medianMs = median(differences[i]!);
        return {
          procedure: probe.procedure,
          slower: `${slower}/${ROUNDS}`,
          p,
          medianMs,
          reliablySlower: p < SIGN_TEST_ALPHA && medianMs > NOISE_MS,
        };
      });
      expect(verdicts.filter((verdict) => verdict.reliablySlower)).toEqual([]);
    },
  );

  // Asserted on the configuration, not a stopwatch: an unfloored answer's time depends on the machine.
  it('a test server with TIMING_DEFENCES=off has neither', () => {
    expect(test.services.config.timingDefences).toBe(false);
    expect(test.services.limiters.signInDelayMs(6)).toBe(0);
  });
});
