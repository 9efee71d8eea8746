import { describe, expect, it } from 'vitest';
import { auditAndNotify } from '../../core/audit/audit-and-notify';
import { testDb } from '../support/test-db';
import { createStaff } from '../support/factories';

const db = testDb();

async function written(userId: string) {
  const entries = await db
    .selectFrom('audit_log')
    .select(['action', 'subject_id'])
    .where('actor_id', '=', userId)
    .execute();
  const emails = await db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'recipient'])
    .where('reference_id', '=', userId)
    .execute();
  return { entries, emails };
}

describe('auditAndNotify', () => {
  it('writes the audit entry and the e-mails in the caller transaction and returns the outbox ids', async () => {
    const user = await createStaff(db, { label: 'audit-notify' });
    const outboxIds = await db
      .transaction()
      .execute((trx) =>
        auditAndNotify(
          trx,
          { actor: user, action: 'auth.password_reset_requested', subject: { type: 'user', id: user.id } },
          [{ kind: 'password_reset', recipient: user.email, payload: { userId: user.id }, referenceId: user.id }],
        ),
      );
    const { entries, emails } = await written(user.id);
    expect(entries).toEqual([{ action: 'auth.password_reset_requested', subject_id: user.id }]);
    expect(emails).toEqual([{ id: outboxIds[0], kind: 'password_reset', recipient: user.email }]);
  });

  it('leaves neither the entry nor the e-mails when the transaction rolls back', async () => {
    const user = await createStaff(db, { label: 'audit-notify-rollback' });
    const refused = db.transaction().execute(async (trx) => {
      await auditAndNotify(
        trx,
        { actor: user, action: 'auth.password_reset_requested', subject: { type: 'user', id: user.id } },
        [{ kind: 'password_reset', recipient: user.email, payload: { userId: user.id }, referenceId: user.id }],
      );
      throw new Error('the change that needed them failed');
    });
    await expect(refused).rejects.toThrow('the change that needed them failed');
    expect(await written(user.id)).toEqual({ entries: [], emails: [] });
  });

  it('records the entry alone when no e-mail is owed', async () => {
    const user = await createStaff(db, { label: 'audit-notify-silent' });
    const outboxIds = await db
      .transaction()
      .execute((trx) =>
        auditAndNotify(trx, { actor: user, action: 'auth.password_reset', subject: { type: 'user', id: user.id } }, []),
      );
    expect(outboxIds).toEqual([]);
    expect(await written(user.id)).toEqual({
      entries: [{ action: 'auth.password_reset', subject_id: user.id }],
      emails: [],
    });
  });
});
