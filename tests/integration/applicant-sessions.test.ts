import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationKind } from '../../server/admissions/application-kind';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import type { RunningServer } from '../../server/start-server';
import { createAdmin, createApplicantSignInLink, createApplication, createSessionCookie } from '../support/factories';
import { postMutation, startTestServer } from '../support/running-stack';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';

// Ending an applicant's sessions, by the applicant ("sign out everywhere") or by staff from the
// application, through the real server and its cookies.
const ORIGIN = 'http://127.0.0.1:3000';
const db = testDb();
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({
    redisPrefix: uniqueRedisPrefix('applicant-sessions'),
    env: { SIGNIN_LIMIT_PER_15_MIN: '1000' },
  });
});
afterAll(() => server?.close());

/** A device signed in as `email`: its cookie and the session's public id. */
async function device(email: string) {
  const { token, publicId } = await createApplicantSession(db, email);
  return { cookie: `applicant_session=${token}`, publicId };
}

/** Who the cookie's session is: the address, or null once it has ended. */
async function signedInAs(cookie: string): Promise<string | null> {
  const response = await fetch(`${server.url}/trpc/applicant.me`, { headers: { cookie } });
  return ((await response.json()) as { result: { data: { email: string } | null } }).result.data?.email ?? null;
}

function auditEntries(subjectId: string) {
  return db
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_label', 'action', 'subject_type', 'subject_id', 'details'])
    .where('subject_id', '=', subjectId)
    .execute();
}

describe('an applicant signing out everywhere', () => {
  it('ends every session of their address, this one too, and leaves another applicant signed in', async () => {
    const email = uniqueEmail('everywhere');
    const [phone, laptop] = [await device(email), await device(email)];
    const bystander = uniqueEmail('bystander');
    const other = await device(bystander);

    const answer = await postMutation(server.url, 'applicant.signOutEverywhere', undefined, {
      cookie: phone.cookie,
      origin: ORIGIN,
    });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: { result: { data: { ended: 2 } } },
    });
    expect(answer.headers.getSetCookie().find((line) => line.startsWith('applicant_session='))).toMatch(
      /^applicant_session=;.*Max-Age=0/,
    );
    expect(await signedInAs(phone.cookie)).toBeNull();
    expect(await signedInAs(laptop.cookie)).toBeNull();
    expect(await signedInAs(other.cookie)).toBe(bystander);
    expect(await auditEntries(phone.publicId)).toEqual([
      {
        actor_id: null,
        actor_label: 'applicant',
        action: 'applicant.signed_out_everywhere',
        subject_type: 'applicant_session',
        subject_id: phone.publicId,
        details: { sessions: 2, applicantSession: phone.publicId },
      },
    ]);
  });

  it('refuses a caller with no applicant session, ending nothing', async () => {
    const email = uniqueEmail('not-signed-in');
    const kept = await device(email);
    const answer = await postMutation(server.url, 'applicant.signOutEverywhere', undefined, { origin: ORIGIN });
    expect(answer.status).toBe(401);
    expect(await signedInAs(kept.cookie)).toBe(email);
  });
});

describe('staff ending an applicant’s sessions from the application', () => {
  it('ends every session of the address the application came from, in any case, and no one else’s; audited', async () => {
    const admin = await createAdmin(db, { label: 'ends-applicant-sessions' });
    const staffCookie = await createSessionCookie(db, admin);
    const email = uniqueEmail('signed-out-by-staff');
    // Sent with capitals; the applicant signs in as the lower-cased address.
    const application = await createApplication(db, { email: email.toUpperCase() });
    const [phone, laptop] = [await device(email), await device(email)];
    const bystander = uniqueEmail('bystander');
    const other = await device(bystander);

    const answer = await postMutation(
      server.url,
      'admin.applications.endApplicantSessions',
      { id: application.id },
      { cookie: staffCookie, origin: ORIGIN },
    );
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: { result: { data: { ended: 2 } } },
    });
    expect(await signedInAs(phone.cookie)).toBeNull();
    expect(await signedInAs(laptop.cookie)).toBeNull();
    expect(await signedInAs(other.cookie)).toBe(bystander);
    expect(await auditEntries(application.id)).toEqual([
      {
        actor_id: admin.id,
        actor_label: admin.email,
        action: 'application.applicant_sessions_ended',
        subject_type: 'application',
        subject_id: application.id,
        details: { sessions: 2 },
      },
    ]);

    // The applicant can come back with a new link.
    const token = await createApplicantSignInLink(db, email);
    expect((await postMutation(server.url, 'applicant.signIn', { token }, { origin: ORIGIN })).status).toBe(200);
  });

  it('answers an application that does not exist with NOT_FOUND, in words', async () => {
    const admin = await createAdmin(db, { label: 'ends-missing-sessions' });
    const answer = await postMutation(
      server.url,
      'admin.applications.endApplicantSessions',
      { id: '00000000-0000-4000-8000-000000000000' },
      { cookie: await createSessionCookie(db, admin), origin: ORIGIN },
    );
    expect({ status: answer.status, message: answer.body.error.message }).toEqual({
      status: 404,
      message: applicationKind.notFoundMessage,
    });
  });
});

describe('an applicant’s sign-in in the audit log', () => {
  it('names the new session by its public id and keeps the client address, never the applicant’s', async () => {
    const email = uniqueEmail('audited-sign-in');
    await createApplication(db, { email });
    const token = await createApplicantSignInLink(db, email);
    const answer = await postMutation(server.url, 'applicant.signIn', { token }, { origin: ORIGIN });
    expect(answer.status).toBe(200);
    const session = await db
      .selectFrom('applicant_sessions')
      .select(['id', 'public_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const entries = await db
      .selectFrom('audit_log')
      .select(['actor_label', 'action', 'subject_type', 'details', 'ip'])
      .where('subject_id', '=', session.public_id)
      .execute();
    expect(entries).toEqual([
      {
        actor_label: 'applicant',
        action: 'applicant.signed_in',
        subject_type: 'applicant_session',
        details: { applicantSession: session.public_id },
        ip: expect.any(String),
      },
    ]);
    // Neither the address nor the token's hash, the session's real id, leaves the server's tables.
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${email}|${session.id}|${token}`));
  });
});
