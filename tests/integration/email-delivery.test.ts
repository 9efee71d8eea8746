import type { Job } from 'bullmq';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertOutboxEmails, type EmailJobData } from '../../core/outbox/email-outbox';
import { createWorkerLogger } from '../../worker/logger';
import { createMailTransport } from '../../worker/mail/transport';
import { sendOutboxEmail } from '../../worker/jobs/send-email';
import { sentTo } from '../support/smtp-sink';
import { createContact } from '../support/factories';
import { applicationInput } from '../support/form-inputs';
import { uniqueEmail } from '../support/unique-email';
import { postMutation, useDeliveryStack } from '../support/running-stack';

const stack = useDeliveryStack('delivery');

afterEach(() => stack.sink.clear());

async function outboxStatus(referenceId: string) {
  return stack.database.db
    .selectFrom('email_outbox')
    .select(['kind', 'status', 'attempts', 'sent_at', 'last_error'])
    .where('reference_id', '=', referenceId)
    .orderBy('kind')
    .execute();
}

/**
 * Reads until `done` holds; past the deadline it fails with what it last read, so a slow worker
 * under the gate's load reads as slow, not as a wrong status.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 45_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`not done within ${timeoutMs} ms; last read: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('contact e-mails', () => {
  it('alerts admissions with every field (reply-to the sender) and acknowledges the sender', async () => {
    const email = uniqueEmail('sender');
    const { body } = await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'Amira',
      lastName: 'Khan',
      email,
      phone: '029 2018 0456',
      programmeInterest: 'A-Level',
      message: 'Hello <b>admissions</b>\nSecond line & more',
    });
    const id = body.result.data.id;

    const [alert] = await stack.sink.waitForMessages(sentTo('admissions@academy.example'));
    expect(alert!.subject).toBe('New enquiry from Amira Khan');
    expect(alert!.replyTo).toBe(email);
    expect(alert!.from).toBe('admissions@academy.example');
    for (const value of ['Amira', 'Khan', email, '029 2018 0456', 'A-Level', 'Second line & more']) {
      expect(alert!.text).toContain(value);
    }
    // User text is escaped in the HTML body, and its line breaks kept.
    expect(alert!.html).toContain('Hello &lt;b&gt;admissions&lt;/b&gt;<br>Second line &amp; more');
    expect(alert!.html).not.toContain('<b>admissions</b>');

    const [ack] = await stack.sink.waitForMessages(sentTo(email));
    expect(ack!.subject).toContain('We have received your message');
    expect(ack!.text).toContain('Thank you for contacting us');
    expect(ack!.text).toContain('029 2018 0123');
    // Nothing the sender typed is repeated to the address they typed.
    for (const typed of ['Amira', 'Khan', 'admissions</b>', 'Second line']) {
      expect(ack!.text + ack!.html + ack!.subject).not.toContain(typed);
    }

    const rows = await eventually(
      () => outboxStatus(id),
      (r) => r.every((row) => row.status === 'sent'),
    );
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['contact_ack', 'sent', 1],
      ['contact_alert', 'sent', 1],
    ]);
    expect(rows[0]!.sent_at).toBeInstanceOf(Date);
  });
});

describe('acknowledgement cap', () => {
  it('acknowledges an address at most three times a day; later messages are still stored and alerted', async () => {
    const email = uniqueEmail('flooded');
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { status, body } = await postMutation(stack.server.url, 'submissions.contact', {
        firstName: 'Rhys',
        lastName: 'Evans',
        email,
        phone: '029 2018 0457',
        programmeInterest: '',
        message: `Message number ${i}`,
      });
      expect(status).toBe(200);
      ids.push(body.result.data.id);
    }
    // Wait until every e-mail is out, so none arrives during a later test.
    for (const id of ids)
      await eventually(
        () => outboxStatus(id),
        (rows) => rows.every((row) => row.status === 'sent'),
      );
    const kinds = await Promise.all(ids.map(async (id) => (await outboxStatus(id)).map((row) => row.kind)));
    expect(kinds).toEqual([
      ['contact_ack', 'contact_alert'],
      ['contact_ack', 'contact_alert'],
      ['contact_ack', 'contact_alert'],
      ['contact_alert'],
    ]);
  });
});

describe('application e-mails', () => {
  it('alerts admissions with every field and acknowledges the applicant naming programme and start date', async () => {
    const email = uniqueEmail('applicant');
    await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({
        email,
        programme: 'foundation',
        startDate: '2026-01-01',
        previousInstitution: 'Bergen Example School',
        englishLevel: 'advanced',
        motivation: 'Engineering',
      }),
    );

    const [alert] = await stack.sink.waitForMessages(sentTo('admissions@academy.example'));
    expect(alert!.subject).toBe('New application: Jonas Berg - Foundation Programme');
    expect(alert!.replyTo).toBe(email);
    for (const value of [
      '2008-04-17',
      'Norwegian',
      '1 Example Street',
      'Bergen',
      '5003',
      'Norway',
      'Foundation Programme',
      'January 2026',
      'Bergen Example School',
      'Advanced',
      'Engineering',
    ]) {
      expect(alert!.text).toContain(value);
    }
    expect(alert!.text).toMatch(/Qualifications: Not given/);

    const [ack] = await stack.sink.waitForMessages(sentTo(email));
    expect(ack!.subject).toContain('Foundation Programme');
    expect(ack!.text).toContain('We have received your application for Foundation Programme, starting January 2026.');
    expect(ack!.text + ack!.html).not.toContain('Jonas');
  });
});

/** What the worker hands sendOutboxEmail, for a test that runs a job itself; close the transport after. */
function directSendDeps() {
  const transport = createMailTransport(stack.sink.url);
  const deps = {
    db: stack.database.db,
    transport,
    mailFrom: 'Admissions <admissions@academy.example>',
    renderContext: {
      db: stack.database.db,
      appUrl: 'http://127.0.0.1:3000',
      admissionsEmail: 'admissions@academy.example',
    },
    logger: createWorkerLogger('silent'),
  };
  return { deps, transport };
}

const outboxJob = (outboxId: string, attemptsMade = 0) =>
  ({ data: { outboxId }, attemptsMade, opts: { attempts: 3 } }) as unknown as Job<EmailJobData>;

describe('delivery guarantees', () => {
  it('retries an SMTP failure with back-off and then delivers', async () => {
    const email = uniqueEmail('retry');
    stack.sink.failNext(1, 451, email);
    const { body } = await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'R',
      lastName: 'T',
      email,
      message: 'm',
    });
    await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    await stack.sink.waitForMessages(sentTo('admissions@academy.example'), 1, 15_000);
    const rows = await eventually(
      () => outboxStatus(body.result.data.id),
      (r) => r.every((row) => row.status === 'sent'),
    );
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // The applicant's was refused once and sent on its second attempt.
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 2]);
  });

  it('marks the e-mail failed, with the reason, when the SMTP server refuses it for good', async () => {
    const email = uniqueEmail('refused');
    stack.sink.failNext(1, 550, email);
    const { body } = await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'No',
      lastName: 'Mailbox',
      email,
      message: 'm',
    });
    const rows = await eventually(
      () => outboxStatus(body.result.data.id),
      (r) => r.every((row) => row.status !== 'pending'),
    );
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.attempts).toBe(1);
    expect(failed[0]!.last_error).toMatch(/550/);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
  });

  it('marks the e-mail failed at once when its submission no longer exists', async () => {
    const [outboxId] = await insertOutboxEmails(stack.database.db, [
      {
        kind: 'contact_ack',
        recipient: uniqueEmail('refused'),
        payload: { contactId: '00000000-0000-4000-8000-000000000000' },
        referenceId: null,
      },
    ]);
    // A payload pointing at no submission can never succeed: it fails at once, not nine times.
    const row = await eventually(
      () =>
        stack.database.db.selectFrom('email_outbox').selectAll().where('id', '=', outboxId!).executeTakeFirstOrThrow(),
      (r) => r.status === 'failed',
    );
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/no longer exists/);
  });

  it('sends once when the same job runs twice (a retry after the send succeeded)', async () => {
    const email = uniqueEmail('twice');
    const { id } = await createContact(stack.database.db, {
      first_name: 'Twice',
      last_name: 'Run',
      email,
      message: 'm',
    });
    const [outboxId] = await insertOutboxEmails(stack.database.db, [
      { kind: 'contact_ack', recipient: email, payload: { contactId: id }, referenceId: id },
    ]);
    const { deps, transport } = directSendDeps();
    const job = outboxJob(outboxId!);
    try {
      // The relay may hand the same row to the worker meanwhile: whichever run gets it sends.
      const first = await sendOutboxEmail(deps, job).catch((error: Error) => error.message);
      await stack.sink.waitForMessages(sentTo(email));
      // The run that sent it commits 'sent' and lets go of the row just after the SMTP answer.
      await vi.waitFor(async () => {
        const row = await stack.database.db
          .selectFrom('email_outbox')
          .select('status')
          .where('id', '=', outboxId!)
          .executeTakeFirst();
        expect(row?.status).toBe('sent');
      });
      // The retry finds it sent; the worker's own run of the row (woken by the insert's NOTIFY)
      // may hold it for a moment, which the retry reports as busy, so ask until it is free.
      await vi.waitFor(async () => {
        const retry = await sendOutboxEmail(deps, { ...job, attemptsMade: 1 } as Job<EmailJobData>).catch(
          (error: Error) => error.message,
        );
        expect(retry).toBe('already-sent');
      });
      expect(['sent', 'already-sent', `outbox row ${outboxId} is being sent by another run`]).toContain(first);
    } finally {
      transport.close();
    }
    // The relay or a duplicate enqueue of the same outbox id must not send it again either.
    await stack.server.services.emailQueue.enqueue([outboxId!]);
    await stack.worker.relayOnce();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(stack.sink.messages.filter(sentTo(email))).toHaveLength(1);
  });

  it('never sends an e-mail it has given up on, even when the relay retries its job', async () => {
    // The relay may read the row as pending just before a run gives up on it, find that run's
    // job failed and retry it: the retried run must find the row failed and send nothing.
    const email = uniqueEmail('given-up');
    stack.sink.failNext(1, 550, email);
    const { id } = await createContact(stack.database.db, {
      first_name: 'Given',
      last_name: 'Up',
      email,
      message: 'm',
    });
    const [outboxId] = await insertOutboxEmails(stack.database.db, [
      { kind: 'contact_ack', recipient: email, payload: { contactId: id }, referenceId: id },
    ]);
    const status = () =>
      stack.database.db
        .selectFrom('email_outbox')
        .select(['status', 'attempts'])
        .where('id', '=', outboxId!)
        .executeTakeFirstOrThrow();
    // The stack's worker takes the row at once (the insert's NOTIFY) and is refused for good.
    await eventually(status, (row) => row.status === 'failed');

    const { deps, transport } = directSendDeps();
    try {
      await vi.waitFor(async () =>
        expect(await sendOutboxEmail(deps, outboxJob(outboxId!, 1)).catch((error: Error) => error.message)).toBe(
          'already-failed',
        ),
      );
    } finally {
      transport.close();
    }
    await stack.server.services.emailQueue.enqueue([outboxId!]);
    await stack.worker.relayOnce();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(stack.sink.messages.filter(sentTo(email))).toHaveLength(0);
    expect(await status()).toEqual({ status: 'failed', attempts: 1 });
  });
});
