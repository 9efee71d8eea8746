import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LetterKind } from '../../domain/message-templates';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { createLogger } from '../../server/logger';
import { sentTo } from '../support/smtp-sink';
import { createAdmin, createApplication, createRequiredDocuments, createSessionCookie } from '../support/factories';
import { postMutation, startTestServer, useDeliveryStack } from '../support/running-stack';
import { freePort } from '../support/services/free-port';
import { uniqueEmail } from '../support/unique-email';

const ORIGIN = { origin: 'http://127.0.0.1:3000' };

// The worker's upkeep pass (which would pick up a pending letter) runs every ten minutes here:
// a letter issued within the test was enqueued by the step that asked for it.
const env: Record<string, string> = { OUTBOX_RELAY_INTERVAL_MS: '600000', SIGNIN_LIMIT_PER_15_MIN: '1000' };
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-offer-letters-'));
  env.UPLOADS_DIR = uploadsDir;
});
const stack = useDeliveryStack('offer-letters', env);
afterAll(async () => {
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const db = () => stack.database.db;
let staffCookie: string;
beforeAll(async () => {
  staffCookie = await createSessionCookie(db(), await createAdmin(db(), { label: 'offer-letters' }));
});

async function letterState(applicationId: string, kind: LetterKind) {
  return (
    await db()
      .selectFrom('letters')
      .select('state')
      .where('application_id', '=', applicationId)
      .where('kind', '=', kind)
      .executeTakeFirst()
  )?.state;
}

async function issued(applicationId: string, kind: LetterKind) {
  await expect.poll(() => letterState(applicationId, kind), { timeout: 30_000, interval: 100 }).toBe('issued');
}

const conditionalOffer = {
  kind: 'conditional',
  feesPence: 1_850_000,
  depositPence: 200_000,
  replyBy: '2041-07-15',
  conditions: [{ text: 'Final school report' }],
};

async function offered(baseUrl = stack.server.url, dateOfBirth = '2000-05-06') {
  const email = uniqueEmail('offer-letters');
  const application = await createApplication(db(), { email, programme: 'alevel', date_of_birth: dateOfBirth });
  await createRequiredDocuments(db(), application);
  const result = await postMutation(
    baseUrl,
    'admin.applications.setStatus',
    { id: application.id, status: 'offer', emailApplicant: false, offer: conditionalOffer },
    { cookie: staffCookie, ...ORIGIN },
  );
  expect(result.status).toBe(200);
  return { email, application };
}

describe('the letters an offer asks for', () => {
  it('are enqueued by the step that asks, so each is issued without waiting for the upkeep pass', async () => {
    const { email, application } = await offered();
    await issued(application.id, 'conditional_offer');

    const condition = await db()
      .selectFrom('offer_conditions')
      .select('id')
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    const met = await postMutation(
      stack.server.url,
      'admin.applications.offers.markConditionMet',
      { conditionId: condition.id },
      { cookie: staffCookie, ...ORIGIN },
    );
    expect(met.status).toBe(200);
    await issued(application.id, 'unconditional_offer');

    const { token } = await createApplicantSession(db(), email);
    const accepted = await postMutation(
      stack.server.url,
      'applicant.offer.accept',
      { applicationId: application.id, typedName: 'Rhys Pritchard', readLetter: true, needsVisa: false },
      { cookie: `applicant_session=${token}`, ...ORIGIN },
    );
    expect(accepted.status).toBe(200);
    await issued(application.id, 'acceptance_confirmation');
  });

  it('still makes the offer with Redis down; the letter waits, pending, for the upkeep pass', async () => {
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    const server = await startTestServer({
      databaseUrl: stack.database.url,
      redisUrl: deadRedis,
      redisPrefix: stack.redisPrefix,
      env,
    });
    try {
      const { application } = await offered(server.url);
      expect(await letterState(application.id, 'conditional_offer')).toBe('pending');
      expect(await stack.worker.letters.upkeepOnce()).toBeGreaterThanOrEqual(1);
      await issued(application.id, 'conditional_offer');
    } finally {
      await server.close();
    }
  });
});

/** Under 18 on the standing intake's start (1 September 2026). */
const MINOR_BIRTH = '2009-09-02';

/** A minor's acceptance waiting for their guardian, and the token of the link the worker e-mailed them. */
async function guardianLinkFromTheEmail() {
  const { email, application } = await offered(stack.server.url, MINOR_BIRTH);
  await issued(application.id, 'conditional_offer');
  const { token: session } = await createApplicantSession(db(), email);
  const guardianEmail = uniqueEmail('guardian-reader');
  const accepted = await postMutation(
    stack.server.url,
    'applicant.offer.accept',
    {
      applicationId: application.id,
      typedName: 'Rhys Pritchard',
      readLetter: true,
      needsVisa: true,
      guardian: { name: 'Eira Pritchard', email: guardianEmail },
    },
    { cookie: `applicant_session=${session}`, ...ORIGIN },
  );
  expect(accepted.status).toBe(200);
  const [message] = await stack.sink.waitForMessages(sentTo(guardianEmail), 1, 15_000);
  const token = /\/applicant\/guardian#token=([A-Za-z0-9_-]+)/.exec(message!.text)![1]!;
  const acceptance = await db()
    .selectFrom('acceptances')
    .select(['id', 'letter_id', 'letter_sha256'])
    .where('application_id', '=', application.id)
    .executeTakeFirstOrThrow();
  return { application, token, acceptance };
}

const readLetter = (token: unknown, baseUrl = stack.server.url, headers: Record<string, string> = ORIGIN) =>
  fetch(`${baseUrl}/api/applicant/guardian/letter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof token === 'string' ? JSON.stringify({ token }) : JSON.stringify(token),
  });

const INVALID = 'This link is not valid. It may have been used already, or it may have expired.';

describe('the guardian reads the letter', () => {
  it('downloads, with the link’s token in a POST body, the very letter the acceptance recorded, without spending the link', async () => {
    const { application, token, acceptance } = await guardianLinkFromTheEmail();

    const response = await readLetter(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Conditional%20offer.pdf");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(acceptance.letter_sha256);

    // Audited as the guardian, by ids: no token anywhere in the entry.
    const entries = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', application.id)
      .where('action', '=', 'letter.downloaded')
      .execute();
    expect(entries.map((entry) => [entry.actor_label, entry.details])).toEqual([
      ['guardian', { letterId: acceptance.letter_id, kind: 'conditional_offer' }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);

    // The link still works: reading twice is fine, and the guardian then confirms with it.
    expect((await readLetter(token)).status).toBe(200);
    expect(
      (await postMutation(stack.server.url, 'guardian.describe', { token }, ORIGIN)).body.result.data,
    ).toMatchObject({ state: 'valid' });
    const confirmed = await postMutation(
      stack.server.url,
      'guardian.confirm',
      { token, typedName: 'Eira Pritchard', readLetter: true },
      ORIGIN,
    );
    expect(confirmed.status).toBe(200);

    // Once used, the link reads nothing, with the same answer as an unknown one.
    const used = await readLetter(token);
    expect(used.status).toBe(404);
    expect(((await used.json()) as { error: { message: string } }).error.message).toContain(INVALID);
  });

  it('answers a link unknown, expired or malformed with the one "invalid" 404, never a server error', async () => {
    const { token, acceptance } = await guardianLinkFromTheEmail();
    const answers: Array<[number, string]> = [];
    for (const body of [
      'not-a-token',
      '',
      'x'.repeat(129),
      { token: 42 },
      { token: ['a'] },
      {},
      [],
      { token: `${token}\u0000` },
    ]) {
      const response = await readLetter(body);
      answers.push([response.status, ((await response.json()) as { error: { message: string } }).error.message]);
    }
    expect(answers.filter(([status, message]) => !(status === 404 && message.includes(INVALID)))).toEqual([]);

    const notJson = await fetch(`${stack.server.url}/api/applicant/guardian/letter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ORIGIN },
      body: '{"token":',
    });
    expect(notJson.status).toBe(400);
    const huge = await readLetter({ token: 'x'.repeat(5_000) });
    expect(huge.status).toBe(413);

    await db()
      .updateTable('guardian_links')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('acceptance_id', '=', acceptance.id)
      .execute();
    const expired = await readLetter(token);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toContain(INVALID);

    // From another site, refused before anything is read.
    expect((await readLetter(token, stack.server.url, { origin: 'https://elsewhere.example' })).status).toBe(403);
  });

  it('is rate-limited like the link’s description, and no log line holds the token', async () => {
    const { token } = await guardianLinkFromTheEmail();
    const lines: string[] = [];
    const server = await startTestServer(
      {
        databaseUrl: stack.database.url,
        redisPrefix: `${stack.redisPrefix}-limited`,
        env: { ...env, SIGNIN_LIMIT_PER_15_MIN: '2', LOG_LEVEL: 'debug' },
      },
      { logger: createLogger('debug', 'server', { write: (line: string) => void lines.push(line) }) },
    );
    try {
      expect((await postMutation(server.url, 'guardian.describe', { token }, ORIGIN)).status).toBe(200);
      expect((await readLetter(token, server.url)).status).toBe(200);
      const limited = await readLetter(token, server.url);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/^Too many attempts/);
    } finally {
      await server.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
  });
});
