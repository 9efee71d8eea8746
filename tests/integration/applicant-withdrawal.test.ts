import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../domain/application-status';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import {
  ALREADY_CLOSED,
  ALREADY_WITHDRAWN,
  APPLICATION_NOT_FOUND,
  WITHDRAWN_BY_APPLICANT,
} from '../../server/applicants/withdraw-application';
import { createApplication } from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { sentTo } from '../support/smtp-sink';
import { uniqueEmail } from '../support/unique-email';

const stack = useDeliveryStack('applicant-withdrawal');
const ADMISSIONS = 'admissions@academy.example';

/** A last name no other test uses, so each test finds its own staff alert. */
const marker = () => `Zz${randomBytes(4).toString('hex')}`;

async function applicantCookie(email: string): Promise<string> {
  const { token } = await createApplicantSession(stack.database.db, email.toLowerCase());
  return `applicant_session=${token}`;
}

function withdraw(cookie: string, applicationId: string) {
  return postMutation(
    stack.server.url,
    'applicant.withdraw',
    { applicationId },
    { cookie, origin: 'http://127.0.0.1:3000' },
  );
}

async function applicationRow(id: string) {
  return stack.database.db
    .selectFrom('applications')
    .select(['status', 'final_status_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function historyOf(id: string) {
  return stack.database.db
    .selectFrom('application_status_changes')
    .select(['from_status', 'to_status', 'changed_by', 'changed_by_email', 'applicant_emailed'])
    .where('application_id', '=', id)
    .execute();
}

async function auditOf(id: string) {
  return stack.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_label', 'action', 'subject_type', 'details', 'ip'])
    .where('subject_id', '=', id)
    .execute();
}

async function outboxOf(id: string) {
  return stack.database.db
    .selectFrom('email_outbox')
    .select(['kind', 'recipient'])
    .where('reference_id', '=', id)
    .execute();
}

describe('an applicant withdrawing an application', () => {
  it('withdraws their own application: closed, the history names the applicant, audited, and admissions alerted by e-mail', async () => {
    const email = uniqueEmail('withdrawing');
    const lastName = marker();
    // Sent with capitals: the applicant owns it by its lower-cased address.
    const application = await createApplication(stack.database.db, {
      email: email.toUpperCase(),
      first_name: 'Ffion',
      last_name: lastName,
      programme: 'foundation',
      start_date: '2026-09-01',
      status: 'interview',
    });
    const before = Date.now();

    const result = await withdraw(await applicantCookie(email), application.id);
    expect({ status: result.status, body: result.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });

    const row = await applicationRow(application.id);
    expect(row.status).toBe('withdrawn');
    expect(row.final_status_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await historyOf(application.id)).toEqual([
      {
        from_status: 'interview',
        to_status: 'withdrawn',
        changed_by: null,
        changed_by_email: WITHDRAWN_BY_APPLICANT,
        applicant_emailed: false,
      },
    ]);
    const [entry, ...others] = await auditOf(application.id);
    expect(others).toEqual([]);
    // The log names no address: it outlives the application's erasure.
    expect(entry).toMatchObject({
      actor_id: null,
      actor_label: 'applicant',
      action: 'application.withdrawn_by_applicant',
      subject_type: 'application',
      details: { from: 'interview', to: 'withdrawn' },
      ip: expect.any(String),
    });
    expect(JSON.stringify(entry)).not.toContain(email);

    const [alert] = await stack.sink.waitForMessages(
      (m) => sentTo(ADMISSIONS)(m) && m.subject.includes(lastName),
      1,
      15_000,
    );
    expect(alert!.subject).toBe(`Application withdrawn: Ffion ${lastName} - Foundation Programme`);
    expect(alert!.replyTo).toBe(email);
    expect(alert!.text).toContain(
      `Ffion ${lastName} has withdrawn their application for Foundation Programme, starting September 2026`,
    );
    expect(alert!.text).toContain('Withdrawn by: The applicant');
    expect(alert!.text).toContain('Status before: Interview');
    expect(alert!.text).toContain('http://127.0.0.1:3000/admin');
    await expect
      .poll(
        async () =>
          (
            await stack.database.db
              .selectFrom('email_outbox')
              .select('status')
              .where('reference_id', '=', application.id)
              .executeTakeFirst()
          )?.status,
      )
      .toBe('sent');
    // Only staff are told: nothing goes to the applicant.
    expect(stack.sink.messages.filter(sentTo(email))).toEqual([]);
  });

  it.each<ApplicationStatus>(['submitted', 'under_review', 'offer'])(
    'may withdraw an application that is %s',
    async (status) => {
      const email = uniqueEmail('open');
      const application = await createApplication(stack.database.db, { email, status });
      expect((await withdraw(await applicantCookie(email), application.id)).status).toBe(200);
      expect((await applicationRow(application.id)).status).toBe('withdrawn');
    },
  );

  it('cannot withdraw another applicant’s application: NOT_FOUND, as for one that does not exist, and nothing changes', async () => {
    const mine = uniqueEmail('mine');
    await createApplication(stack.database.db, { email: mine });
    const theirs = await createApplication(stack.database.db, { email: uniqueEmail('theirs'), status: 'under_review' });
    const cookie = await applicantCookie(mine);

    const refused = await withdraw(cookie, theirs.id);
    const missing = await withdraw(cookie, randomUUID());
    expect({
      status: refused.status,
      message: refused.body.error.message,
      code: refused.body.error.data?.code,
    }).toEqual({
      status: 404,
      message: APPLICATION_NOT_FOUND,
      code: 'NOT_FOUND',
    });
    expect({ status: missing.status, message: missing.body.error.message }).toEqual({
      status: refused.status,
      message: refused.body.error.message,
    });

    expect(await applicationRow(theirs.id)).toEqual({ status: 'under_review', final_status_at: null });
    expect(await historyOf(theirs.id)).toEqual([]);
    expect(await auditOf(theirs.id)).toEqual([]);
    expect(await outboxOf(theirs.id)).toEqual([]);
  });

  it('refuses a second withdrawal with CONFLICT, and records and alerts only once', async () => {
    const email = uniqueEmail('twice');
    const application = await createApplication(stack.database.db, { email });
    const cookie = await applicantCookie(email);
    expect((await withdraw(cookie, application.id)).status).toBe(200);

    const again = await withdraw(cookie, application.id);
    expect({ status: again.status, message: again.body.error.message }).toEqual({
      status: 409,
      message: ALREADY_WITHDRAWN,
    });
    expect(await historyOf(application.id)).toHaveLength(1);
    expect(await auditOf(application.id)).toHaveLength(1);
    expect(await outboxOf(application.id)).toEqual([{ kind: 'application_withdrawn', recipient: ADMISSIONS }]);
  });

  it('refuses to withdraw a declined application with CONFLICT, and leaves it declined', async () => {
    const email = uniqueEmail('declined');
    const closedAt = new Date('2026-10-01T09:00:00Z');
    const application = await createApplication(stack.database.db, {
      email,
      status: 'declined',
      final_status_at: closedAt,
    });

    const refused = await withdraw(await applicantCookie(email), application.id);
    expect({ status: refused.status, message: refused.body.error.message }).toEqual({
      status: 409,
      message: ALREADY_CLOSED,
    });
    expect(await applicationRow(application.id)).toEqual({ status: 'declined', final_status_at: closedAt });
    expect(await historyOf(application.id)).toEqual([]);
    expect(await outboxOf(application.id)).toEqual([]);
  });

  it('refuses a caller without an applicant session', async () => {
    const application = await createApplication(stack.database.db, { email: uniqueEmail('anonymous') });
    const refused = await postMutation(
      stack.server.url,
      'applicant.withdraw',
      { applicationId: application.id },
      { origin: 'http://127.0.0.1:3000' },
    );
    expect(refused.status).toBe(401);
    expect((await applicationRow(application.id)).status).toBe('submitted');
  });
});
