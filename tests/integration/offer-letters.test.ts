import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LetterKind } from '../../domain/message-templates';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { createAdmin, createApplication, createRequiredDocuments, createSessionCookie } from '../support/factories';
import { postMutation, startTestServer, useDeliveryStack } from '../support/running-stack';
import { freePort } from '../support/services/free-port';
import { uniqueEmail } from '../support/unique-email';

const ORIGIN = { origin: 'http://127.0.0.1:3000' };

// The worker's upkeep pass (which would pick up a pending letter) runs every ten minutes here:
// a letter issued within the test was enqueued by the step that asked for it.
const env: Record<string, string> = { OUTBOX_RELAY_INTERVAL_MS: '600000' };
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

async function offered(baseUrl = stack.server.url) {
  const email = uniqueEmail('offer-letters');
  const application = await createApplication(db(), { email, programme: 'alevel' });
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
