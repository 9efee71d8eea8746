import { describe, expect, it } from 'vitest';
import { applicationAck } from '../../worker/emails/kinds/application-ack';
import { applicationStatus } from '../../worker/emails/kinds/application-status';
import { testDb } from '../support/test-db';
import { createApplication } from '../support/factories';

const db = testDb();
// Not the default: proves the e-mails take the address the worker is configured with (ADMISSIONS_EMAIL).
const context = { db, appUrl: 'http://127.0.0.1:3000', admissionsEmail: 'intake@academy.example' };

describe('the admissions address in applicant e-mails', () => {
  it('is ADMISSIONS_EMAIL: the reply-to of a decision and the address the acknowledgement names', async () => {
    const { id } = await createApplication(db);
    const change = await db
      .insertInto('application_status_changes')
      .values({
        application_id: id,
        from_status: 'submitted',
        to_status: 'offer',
        changed_by: null,
        changed_by_email: 'head@academy.example',
        note: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const decision = await applicationStatus.render(
      { applicationId: id, statusChangeId: change.id },
      context,
      'applicant@mail.example',
    );
    expect(decision.replyTo).toBe('intake@academy.example');
    expect(decision.text).toContain('Open my application space: http://127.0.0.1:3000/applicant');

    const ack = await applicationAck.render({ applicationId: id }, context, 'applicant@mail.example');
    expect(ack.text).toContain('reply to intake@academy.example');
    expect(ack.text).not.toContain('admissions@academy.example');
    // And it leads to the applicant's own space.
    expect(ack.text).toContain(`Open my application space: ${new URL('/applicant', context.appUrl).toString()}`);
  });
});
