import { beforeAll, describe, expect, it } from 'vitest';
import { sentTo } from '../support/smtp-sink';
import { createAdmin, createApplication, createSessionCookie } from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';

const stack = useDeliveryStack('status-mail');
let cookie: string;

beforeAll(async () => {
  cookie = await createSessionCookie(stack.database.db, await createAdmin(stack.database.db, { label: 'officer' }));
});

function application(firstName: string) {
  return createApplication(stack.database.db, { first_name: firstName, last_name: 'Jones', programme: 'premasters', start_date: 'jan2026' });
}

const setStatus = (input: object) =>
  postMutation(stack.server.url, 'admin.applications.setStatus', input, { cookie, origin: 'http://127.0.0.1:3000' });

describe('the applicant decision e-mail', () => {
  it('sends a courteous decline once, with the name escaped, and records it as sent', async () => {
    const { id, email } = await application('Siân <b>');
    const result = await setStatus({ id, status: 'declined', emailApplicant: true });
    expect(result.status).toBe(200);
    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toBe('Your application for Pre-Masters Programme - Cardiff International Academy');
    expect(message!.text).toContain('we are unable to offer you a place on this occasion');
    expect(message!.html).toContain('Dear Siân &lt;b&gt;');
    expect(message!.replyTo).toBe('admissions@academy.example');

    await expect
      .poll(async () => (await stack.database.db.selectFrom('email_outbox').select('status').where('reference_id', '=', id).executeTakeFirst())?.status)
      .toBe('sent');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.sink.messages.filter(sentTo(email))).toHaveLength(1);
  });

  it('sends an offer letter naming the programme and start date', async () => {
    const { id, email } = await application('Owain');
    await setStatus({ id, status: 'offer', emailApplicant: true });
    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toContain('An offer of a place on Pre-Masters Programme');
    expect(message!.text).toContain('starting January 2026');
  });

  it('sends nothing when the box is not ticked', async () => {
    const { id, email } = await application('Nia');
    await setStatus({ id, status: 'offer', emailApplicant: false });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(stack.sink.messages.filter(sentTo(email))).toHaveLength(0);
  });
});
