import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OUTBOX_CHANNEL } from '../../core/outbox/email-outbox';
import { sentTo } from '../support/smtp-sink';
import { applicationInput } from '../support/form-inputs';
import { uniqueEmail } from '../support/unique-email';
import { postMutation, useDeliveryStack } from '../support/running-stack';

// The relay's pass is an hour away: only the listener can have enqueued what arrives here.
const stack = useDeliveryStack('listener', { OUTBOX_RELAY_INTERVAL_MS: '3600000', OUTBOX_RELAY_MIN_AGE_MS: '0' });

async function submitContact(email: string) {
  const { status, body } = await postMutation(stack.server.url, 'submissions.contact', {
    firstName: 'Li',
    lastName: 'Sten',
    email,
    message: 'Hello',
  });
  expect(status).toBe(200);
  return body.result.data.id;
}

/**
 * The backend that listens on OUTBOX_CHANNEL (other than `formerPid`), once its LISTEN has run.
 * The worker starts listening in the background: a submission before that is left to the
 * relay, an hour away here. Waits for the LISTEN to have finished (`idle`), not merely for
 * one to be listed: a killed backend can still show its last query for a moment.
 */
async function listenerPid(formerPid = -1): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const listening = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${OUTBOX_CHANNEL}`} and state = 'idle' and pid <> ${formerPid}`.execute(
      stack.database.db,
    );
    if (listening.rows.length === 1) return listening.rows[0]!.pid;
    if (Date.now() > deadline) throw new Error('the worker did not listen within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the outbox listener', () => {
  it('has a submission’s two e-mails sent without the request or the relay enqueueing them', async () => {
    await listenerPid();
    const email = uniqueEmail('listened');
    await submitContact(email);
    await stack.sink.waitForMessages(sentTo(email), 1, 10_000);
    await stack.sink.waitForMessages(sentTo('admissions@academy.example'), 1, 10_000);
    const applicant = uniqueEmail('listened-applicant');
    await postMutation(stack.server.url, 'submissions.application', applicationInput({ email: applicant }));
    await stack.sink.waitForMessages(sentTo(applicant), 1, 10_000);
  });

  it('listens again after its database connection is killed', async () => {
    const formerPid = await listenerPid();
    const killed = await sql<{ killed: boolean }>`select pg_terminate_backend(${formerPid}) as killed`.execute(
      stack.database.db,
    );
    expect(killed.rows.map((row) => row.killed)).toEqual([true]);
    await listenerPid(formerPid);
    const email = uniqueEmail('relistened');
    await submitContact(email);
    await stack.sink.waitForMessages(sentTo(email), 1, 10_000);
  });
});
