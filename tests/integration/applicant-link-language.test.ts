import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/start-server';
import { createApplication } from '../support/factories';
import { postMutation, startTestServer } from '../support/running-stack';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({
    redisPrefix: uniqueRedisPrefix('applicant-link-language'),
    env: { SIGNIN_LIMIT_PER_15_MIN: '1000' },
  });
});
afterAll(() => server.close());

/** The sign-in e-mails owed to an address, as the worker will read them. */
function owedLinks(email: string) {
  return db.selectFrom('email_outbox').select(['kind', 'payload']).where('recipient', '=', email).execute();
}

async function applicantAddress(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await createApplication(db, { email });
  return email;
}

describe('applicant.requestLink in each language', () => {
  it('owes the e-mail in the language of the page that asked (the payload’s `language`)', async () => {
    const email = await applicantAddress('link-ar');
    const asked = await postMutation(server.url, 'applicant.requestLink', { email, language: 'ar' });
    expect({ status: asked.status, body: asked.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });
    expect(await owedLinks(email)).toEqual([{ kind: 'applicant_sign_in', payload: { language: 'ar' } }]);
  });

  it('is English when the page says nothing, as older clients do, or names a language the site does not have', async () => {
    const silent = await applicantAddress('link-silent');
    expect((await postMutation(server.url, 'applicant.requestLink', { email: silent })).status).toBe(200);
    expect(await owedLinks(silent)).toEqual([{ kind: 'applicant_sign_in', payload: { language: 'en' } }]);

    for (const language of ['fr', '', 42, null, { ar: true }]) {
      const email = await applicantAddress('link-other');
      expect((await postMutation(server.url, 'applicant.requestLink', { email, language })).status).toBe(200);
      expect(await owedLinks(email)).toEqual([{ kind: 'applicant_sign_in', payload: { language: 'en' } }]);
    }
  });

  it('owes nothing to an address that never applied, in either language, and answers the same', async () => {
    const stranger = uniqueEmail('link-stranger');
    const asked = await postMutation(server.url, 'applicant.requestLink', { email: stranger, language: 'ar' });
    expect({ status: asked.status, body: asked.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });
    expect(await owedLinks(stranger)).toEqual([]);
  });
});
