import { describe, expect, it } from 'vitest';
import { INVALID_APPLICANT_LINK } from '../../server/applicants/applicant-sign-in';
import { runRetention } from '../../core/privacy/retention-pass';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { createApplicantSignInLink, createApplication, createStaff, createSessionCookie } from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { sentTo, type SinkMessage } from '../support/smtp-sink';
import { uniqueEmail } from '../support/unique-email';

// Every request comes from 127.0.0.1: a generous per-IP allowance keeps that limit out of the way
// except where a test is about it.
const stack = useDeliveryStack('applicant-sign-in', { SIGNIN_LIMIT_PER_15_MIN: '1000' });
const DAY_MS = 24 * 60 * 60 * 1000;

function signInToken(message: SinkMessage): string {
  const match = /http:\/\/127\.0\.0\.1:3000\/applicant\/sign-in#token=([a-z2-7]+)/.exec(message.text);
  if (!match) throw new Error(`no sign-in link in:\n${message.text}`);
  return match[1]!;
}

function applicantCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('applicant_session='));
  if (!cookie) throw new Error(`no applicant cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return cookie.split(';')[0]!;
}

async function query(procedure: string, cookie?: string) {
  const response = await fetch(`${stack.server.url}/trpc/${procedure}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    body: (await response.json()) as { result?: { data: unknown }; error?: { message: string } },
  };
}

async function askForLink(email: string) {
  return postMutation(stack.server.url, 'applicant.requestLink', { email });
}

async function linkFor(email: string, count = 1): Promise<string> {
  const messages = await stack.sink.waitForMessages(sentTo(email), count, 15_000);
  return signInToken(messages[count - 1]!);
}

describe('the applicant sign-in link', () => {
  it('signs an applicant in once, to a space that shows only their own applications', async () => {
    const email = uniqueEmail('applicant');
    const own = await createApplication(stack.database.db, { email: email.toUpperCase(), programme: 'alevel' });
    await createApplication(stack.database.db, { email: uniqueEmail('someone-else') });

    const asked = await askForLink(email);
    expect({ status: asked.status, body: asked.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });
    const [mail] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(mail!.subject).toContain('Your sign-in link');
    expect(mail!.text).toContain('expires in 10 minutes');
    const token = signInToken(mail!);
    // Only the token's hash is stored, and the outbox never held the token.
    const stored = await stack.database.db
      .selectFrom('applicant_sign_in_links')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toContain(token);
    const outbox = await stack.database.db
      .selectFrom('email_outbox')
      .select('payload')
      .where('recipient', '=', email)
      .execute();
    expect(JSON.stringify(outbox)).not.toContain(token);

    const signedIn = await postMutation(stack.server.url, 'applicant.signIn', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ result: { data: { email } } });
    const cookie = applicantCookie(signedIn.headers);
    expect(signedIn.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/);

    expect((await query('applicant.me', cookie)).body.result?.data).toEqual({ email });
    const applications = (await query('applicant.applications', cookie)).body.result?.data as Array<{
      id: string;
      programme: string;
      status: string;
    }>;
    expect(applications.map((a) => a.id)).toEqual([own.id]);
    expect(applications[0]).toMatchObject({ programme: 'A-Level Courses', status: 'submitted' });

    // The link worked once.
    const again = await postMutation(stack.server.url, 'applicant.signIn', { token });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe(INVALID_APPLICANT_LINK);

    // Signing out ends the session on the server, not only in the browser.
    const out = await postMutation(
      stack.server.url,
      'applicant.signOut',
      {},
      { cookie, origin: 'http://127.0.0.1:3000' },
    );
    expect(out.status).toBe(200);
    expect((await query('applicant.applications', cookie)).status).toBe(401);
  });

  it('refuses an expired link, and a newer link replaces an older one', async () => {
    const email = uniqueEmail('expiry');
    await createApplication(stack.database.db, { email });
    await askForLink(email);
    const first = await linkFor(email);
    await askForLink(email);
    const second = await linkFor(email, 2);
    expect((await postMutation(stack.server.url, 'applicant.signIn', { token: first })).status).toBe(400);

    await stack.database.db
      .updateTable('applicant_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const expired = await postMutation(stack.server.url, 'applicant.signIn', { token: second });
    expect(expired.status).toBe(400);
    expect(expired.body.error?.message).toBe(INVALID_APPLICANT_LINK);
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await createApplication(stack.database.db, { email: known });
    const [forKnown, forUnknown] = await Promise.all([askForLink(known), askForLink(unknown)]);
    expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({
      status: forKnown.status,
      body: forKnown.body,
    });
    await stack.sink.waitForMessages(sentTo(known), 1, 15_000);
    expect(
      await stack.database.db.selectFrom('email_outbox').select('id').where('recipient', '=', unknown).execute(),
    ).toEqual([]);
  });

  it('limits the links one address may ask for', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await askForLink(email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps the two kinds of session apart: a staff cookie is no applicant, an applicant cookie no staff member', async () => {
    const staff = await createStaff(stack.database.db, { isAdmin: true, label: 'applicant-split' });
    const staffCookie = await createSessionCookie(stack.database.db, staff);
    expect((await query('applicant.applications', staffCookie)).status).toBe(401);

    const email = uniqueEmail('split');
    await createApplication(stack.database.db, { email });
    await askForLink(email);
    const signedIn = await postMutation(stack.server.url, 'applicant.signIn', { token: await linkFor(email) });
    const cookie = applicantCookie(signedIn.headers);
    expect((await query('admin.counts', cookie)).status).toBe(401);
    expect((await query('auth.me', cookie)).body.result?.data).toBeNull();
  });
});

describe('the link’s page before “Continue”', () => {
  const describeLink = (token: string) => postMutation(stack.server.url, 'applicant.describeLink', { token });

  it('shows the address masked and spends nothing: the link still signs in once, after', async () => {
    const email = `amira.${uniqueEmail('describe')}`;
    await createApplication(stack.database.db, { email });
    await askForLink(email);
    const token = await linkFor(email);
    const domain = email.slice(email.indexOf('@'));

    for (let i = 0; i < 2; i += 1) {
      const described = await describeLink(token);
      expect(described.status).toBe(200);
      expect(described.body).toEqual({ result: { data: { state: 'valid', address: `a•••${domain}` } } });
    }
    expect(JSON.stringify((await describeLink(token)).body)).not.toContain('amira');
    expect(
      await stack.database.db.selectFrom('applicant_sessions').select('id').where('email', '=', email).execute(),
    ).toEqual([]);

    expect((await postMutation(stack.server.url, 'applicant.signIn', { token })).status).toBe(200);
    // Spent: now it names nothing at all.
    expect((await describeLink(token)).body).toEqual({ result: { data: { state: 'unknown' } } });
  });

  it('says nothing of a token it does not know, however it looks', async () => {
    for (const token of ['a'.repeat(32), 'not-a-token', '😀', 'x'.repeat(128)]) {
      const described = await describeLink(token);
      expect(described.body).toEqual({ result: { data: { state: 'unknown' } } });
    }
  });

  it('names an expired link as expired, and one tap sends a new link to the same address', async () => {
    const email = uniqueEmail('renew');
    await createApplication(stack.database.db, { email });
    await askForLink(email);
    const old = await linkFor(email);
    await stack.database.db
      .updateTable('applicant_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('email', '=', email)
      .execute();
    expect((await describeLink(old)).body).toEqual({
      result: { data: { state: 'expired', address: `${email[0]}•••${email.slice(email.indexOf('@'))}` } },
    });
    expect((await postMutation(stack.server.url, 'applicant.signIn', { token: old })).status).toBe(400);

    const renewed = await postMutation(stack.server.url, 'applicant.renewLink', { token: old });
    expect({ status: renewed.status, body: renewed.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });
    const fresh = await linkFor(email, 2);
    expect(fresh).not.toBe(old);
    // The new link ended the old one, which now names nothing.
    expect((await describeLink(old)).body).toEqual({ result: { data: { state: 'unknown' } } });
    expect((await postMutation(stack.server.url, 'applicant.signIn', { token: fresh })).status).toBe(200);
  });

  it('renews a link sent for a saved draft as such: the new link reopens that save', async () => {
    const email = uniqueEmail('renew-draft');
    await postMutation(stack.server.url, 'applicant.saveForLater', {
      email,
      values: { firstName: 'Renewed' },
      step: 3,
    });
    const [first] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    const old = /sign-in\?resume=1#token=([a-z2-7]+)/.exec(first!.text)![1]!;
    await stack.database.db
      .updateTable('applicant_sign_in_links')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('email', '=', email)
      .execute();
    expect((await postMutation(stack.server.url, 'applicant.renewLink', { token: old, language: 'ar' })).status).toBe(
      200,
    );
    const [, second] = await stack.sink.waitForMessages(sentTo(email), 2, 15_000);
    expect(second!.html).toContain('<html lang="ar" dir="rtl">');
    const fresh = /\/ar\/applicant\/sign-in\?resume=1#token=([a-z2-7]+)/.exec(second!.text)![1]!;
    const signedIn = await postMutation(stack.server.url, 'applicant.signIn', { token: fresh });
    const draft = await query('applicant.draft', applicantCookie(signedIn.headers));
    expect(draft.body.result?.data).toMatchObject({ values: { firstName: 'Renewed', email }, step: 3 });
  });

  it('answers an unknown token’s “send me a new link” as any other, and sends nothing', async () => {
    const before = await stack.database.db.selectFrom('email_outbox').select('id').execute();
    const renewed = await postMutation(stack.server.url, 'applicant.renewLink', { token: 'b'.repeat(40) });
    expect({ status: renewed.status, body: renewed.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });
    expect(await stack.database.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(before.length);
  });

  it('keeps an expired link a week for its page, then retention deletes it', async () => {
    const email = uniqueEmail('kept-expired');
    const token = await createApplicantSignInLink(stack.database.db, email);
    const expire = (msAgo: number) =>
      stack.database.db
        .updateTable('applicant_sign_in_links')
        .set({ expires_at: new Date(Date.now() - msAgo) })
        .where('email', '=', email)
        .execute();
    await expire(6 * DAY_MS);
    await runRetention(stack.database.db, { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli' });
    expect((await describeLink(token)).body.result.data).toMatchObject({ state: 'expired' });
    await expire(8 * DAY_MS);
    await runRetention(stack.database.db, { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli' });
    expect((await describeLink(token)).body).toEqual({ result: { data: { state: 'unknown' } } });
  });
});
