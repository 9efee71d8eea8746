import { beforeAll, describe, expect, it } from 'vitest';
import { applicantStatusWords, type StatusEmailState } from '../../domain/applicant-status';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { sentTo } from '../support/smtp-sink';
import {
  createAdmin,
  createApplication,
  createRequiredDocuments,
  createSessionCookie,
  OFFER_DETAILS,
} from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';

const stack = useDeliveryStack('status-mail');
let cookie: string;
const STAFF_ORIGIN = { origin: 'http://127.0.0.1:3000' };

beforeAll(async () => {
  cookie = await createSessionCookie(stack.database.db, await createAdmin(stack.database.db, { label: 'officer' }));
});

/** A Pre-Masters application starting January 2026, with every required document in hand. */
async function application(firstName: string) {
  const row = await createApplication(stack.database.db, {
    first_name: firstName,
    last_name: 'Jones',
    programme: 'premasters',
    start_date: '2026-01-01',
  });
  await createRequiredDocuments(stack.database.db, row);
  return row;
}

const setStatus = (input: object) =>
  postMutation(stack.server.url, 'admin.applications.setStatus', input, { cookie, ...STAFF_ORIGIN });
const sendStatusEmail = (input: object) =>
  postMutation(stack.server.url, 'admin.applications.sendStatusEmail', input, { cookie, ...STAFF_ORIGIN });

/** The status change that gave the application its current status. */
async function currentChange(applicationId: string) {
  return stack.database.db
    .selectFrom('application_status_changes')
    .select(['id', 'to_status'])
    .where('application_id', '=', applicationId)
    .orderBy('changed_at', 'desc')
    .executeTakeFirstOrThrow();
}

/** What the applicant's own space says of the e-mail about their application's status, read over HTTP in their session. */
async function spaceSays(email: string): Promise<StatusEmailState> {
  const { token } = await createApplicantSession(stack.database.db, email.toLowerCase());
  const response = await fetch(`${stack.server.url}/trpc/applicant.applications`, {
    headers: { cookie: `applicant_session=${token}` },
  });
  const body = (await response.json()) as { result: { data: Array<{ statusEmail: StatusEmailState }> } };
  expect(body.result.data).toHaveLength(1);
  return body.result.data[0]!.statusEmail;
}

async function outboxRows(applicationId: string) {
  return stack.database.db
    .selectFrom('email_outbox')
    .select(['kind', 'status'])
    .where('reference_id', '=', applicationId)
    .execute();
}

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

    await expect.poll(async () => (await outboxRows(id)).map((row) => row.status)).toEqual(['sent']);
    expect(stack.sink.messages.filter(sentTo(email))).toHaveLength(1);
  });

  it('states the saved offer’s kind and reply-by date and links to the space, without carrying the letter', async () => {
    const { id, email } = await application('Owain');
    await setStatus({ id, status: 'offer', emailApplicant: true, offer: OFFER_DETAILS });
    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toContain('An offer of a place on Pre-Masters Programme');
    expect(message!.text).toContain('starting January 2026');
    expect(message!.text).toContain('This is an unconditional offer.');
    expect(message!.text).toContain('reply to the offer by 15 July 2041');
    expect(message!.text).toContain('Reply by: 15 July 2041');
    expect(message!.html).toContain('http://127.0.0.1:3000/applicant');
    expect(message!.attachments).toEqual([]);

    // An extended reply-by date is what a later e-mail states: the saved offer, as it stands now.
    const extended = await postMutation(
      stack.server.url,
      'admin.applications.offers.extendReplyBy',
      { id, replyBy: '2041-08-01' },
      { cookie, ...STAFF_ORIGIN },
    );
    expect(extended.status).toBe(200);
    stack.sink.clear();
    const change = await currentChange(id);
    await stack.database.db
      .updateTable('application_status_changes')
      .set({ applicant_emailed: false })
      .where('id', '=', change.id)
      .execute();
    await sendStatusEmail({ id, changeId: change.id });
    const [again] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(again!.text).toContain('Reply by: 1 August 2041');
  });

  it('says in the space that the offer letter was e-mailed only once it has been sent', async () => {
    const { id, email } = await application('Eluned');
    // The worker paused: the outbox row is in, but nothing has been sent yet.
    await stack.worker.worker.pause();
    try {
      await setStatus({ id, status: 'offer', emailApplicant: true, offer: OFFER_DETAILS });
      expect(await spaceSays(email)).toBe('sending');
    } finally {
      stack.worker.worker.resume();
    }
    await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    await expect.poll(() => spaceSays(email)).toBe('sent');
    expect(applicantStatusWords('offer', 'en', 'sent').meaning).toBe(
      'We have offered you a place. We have e-mailed you about it, and your offer letter is in your letters below.',
    );
  });

  it('sends nothing when the box is not ticked, and the space says the letter has not been e-mailed', async () => {
    const { id, email } = await application('Nia');
    expect((await setStatus({ id, status: 'offer', emailApplicant: false, offer: OFFER_DETAILS })).status).toBe(200);
    // No outbox row: nothing can ever be sent for this change.
    expect(await outboxRows(id)).toEqual([]);
    expect(await spaceSays(email)).toBe('none');
    expect(applicantStatusWords('offer', 'en', 'none').meaning).not.toContain('has been e-mailed');
  });
});

describe('the status e-mail sent later', () => {
  it('sends the offer letter saved without it, once, though the button is pressed twice at once', async () => {
    const { id, email } = await application('Gethin');
    await setStatus({ id, status: 'offer', emailApplicant: false, offer: OFFER_DETAILS });
    const change = await currentChange(id);
    const [first, second] = await Promise.all([
      sendStatusEmail({ id, changeId: change.id }),
      sendStatusEmail({ id, changeId: change.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toContain('An offer of a place on Pre-Masters Programme');
    await expect.poll(() => spaceSays(email)).toBe('sent');
    // One outbox row, now sent: no second message can follow.
    expect(await outboxRows(id)).toEqual([{ kind: 'application_status', status: 'sent' }]);
    expect(stack.sink.messages.filter(sentTo(email))).toHaveLength(1);
    const again = await sendStatusEmail({ id, changeId: change.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('The applicant has already been emailed about this status.');
  });
});

describe('the interview e-mail', () => {
  it('invites the applicant when the officer leaves the default, and says staff will arrange the time', async () => {
    const { id, email } = await application('Rhodri');
    const result = await setStatus({ id, status: 'interview' });
    expect(result.status).toBe(200);
    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toBe(
      'An invitation to an interview for Pre-Masters Programme - Cardiff International Academy',
    );
    expect(message!.text).toContain(
      'Thank you for your application for Pre-Masters Programme, starting January 2026. We would like to meet you for an interview.',
    );
    expect(message!.text).toContain('You can choose a time for your interview in your applicant space.');
    expect(message!.html).toContain('http://127.0.0.1:3000/applicant');
  });

  it('sends nothing when the officer unticks it, and can still be sent later', async () => {
    const { id, email } = await application('Cerys');
    await setStatus({ id, status: 'interview', emailApplicant: false });
    expect(await outboxRows(id)).toEqual([]);
    expect((await sendStatusEmail({ id, changeId: (await currentChange(id)).id })).status).toBe(200);
    const [message] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(message!.subject).toContain('An invitation to an interview');
  });
});
