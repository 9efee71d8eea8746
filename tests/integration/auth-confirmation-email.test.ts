import { describe, expect, it } from 'vitest';
import { sentTo } from '../support/smtp-sink';
import { createSessionCookie, createStaff } from '../support/factories';
import { uniqueEmail } from '../support/unique-email';
import { postMutation, useDeliveryStack } from '../support/running-stack';

const stack = useDeliveryStack('confirm');

function confirmationLink(text: string): URL {
  const match = /http:\/\/127\.0\.0\.1:3000\/auth\/confirm\?token=[a-z2-7]+/.exec(text);
  if (!match) throw new Error(`no confirmation link in:\n${text}`);
  return new URL(match[0]);
}

async function me(cookie: string) {
  const response = await fetch(`${stack.server.url}/trpc/auth.me`, { headers: { cookie } });
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

describe('the sign-up confirmation e-mail', () => {
  it('arrives with a link that confirms the account and signs the person in, once', async () => {
    const email = uniqueEmail('new-staff');
    const signUp = await postMutation(stack.server.url, 'auth.signUp', { email, password: 'a good password' });
    expect(signUp.status).toBe(200);

    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toContain('Confirm your email address');
    expect(message!.text).toContain('type the password you chose');
    const link = confirmationLink(message!.text);
    expect(message!.html).toContain(link.toString().replace(/&/g, '&amp;'));
    // Only the hash of the token is stored, and nothing usable sits in the outbox.
    const token = link.searchParams.get('token')!;
    const outbox = await stack.database.db
      .selectFrom('email_outbox')
      .select(['payload', 'status'])
      .where('recipient', '=', email)
      .execute();
    expect(JSON.stringify(outbox)).not.toContain(token);

    const response = await fetch(`${stack.server.url}/trpc/auth.confirmEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
      body: JSON.stringify({ token, password: 'a good password' }),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^session=[a-z2-7]{32}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    expect(await me(cookie)).toMatchObject({ email, isAdmin: false });

    const again = await postMutation(stack.server.url, 'auth.confirmEmail', { token, password: 'a good password' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/invalid or has expired/);
  });

  it('is sent again on request with a new link, and the old link stops working', async () => {
    const email = uniqueEmail('resend-staff');
    await postMutation(stack.server.url, 'auth.signUp', { email, password: 'a good password' });
    const [first] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    await postMutation(stack.server.url, 'auth.resendConfirmation', { email });
    const messages = await stack.sink.waitForMessages(sentTo(email), 2, 15_000);
    const oldToken = confirmationLink(first!.text).searchParams.get('token');
    const newToken = confirmationLink(messages[1]!.text).searchParams.get('token');
    expect(newToken).not.toBe(oldToken);
    expect(
      (await postMutation(stack.server.url, 'auth.confirmEmail', { token: oldToken, password: 'a good password' }))
        .status,
    ).toBe(400);
    expect(
      (await postMutation(stack.server.url, 'auth.confirmEmail', { token: newToken, password: 'a good password' }))
        .status,
    ).toBe(200);
  });

  it('admin procedures and Bull Board refuse strangers and non-admins over HTTP, and open for an admin', async () => {
    expect((await fetch(`${stack.server.url}/trpc/admin.counts`)).status).toBe(401);
    expect((await fetch(`${stack.server.url}/admin/queues/api/queues`)).status).toBe(401);
    const page = await fetch(`${stack.server.url}/admin/queues`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/auth?next=%2Fadmin%2Fqueues');

    const cookieFor = async (isAdmin: boolean) =>
      createSessionCookie(stack.database.db, await createStaff(stack.database.db, { label: 'http', isAdmin }));
    const staff = await cookieFor(false);
    expect((await fetch(`${stack.server.url}/trpc/admin.counts`, { headers: { cookie: staff } })).status).toBe(403);
    expect((await fetch(`${stack.server.url}/admin/queues/api/queues`, { headers: { cookie: staff } })).status).toBe(
      403,
    );

    const admin = await cookieFor(true);
    expect((await fetch(`${stack.server.url}/trpc/admin.counts`, { headers: { cookie: admin } })).status).toBe(200);
    const board = await fetch(`${stack.server.url}/admin/queues/api/queues`, { headers: { cookie: admin } });
    expect(board.status).toBe(200);
    expect(JSON.stringify(await board.json())).toContain('email');
  });
});
