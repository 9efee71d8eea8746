import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { testDb } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { callerFor, codeOf, testConfig } from '../support/trpc-caller';
import { createAdmin, createApplication, type TestUser } from '../support/factories';

const db = testDb();
let admin: TestUser;

/** A last name no other test uses, so only this test's applications share it. */
function newLastName(): string {
  return `Dup${randomBytes(4).toString('hex')}`;
}

function adminCaller() {
  return callerFor({ db, user: admin, ip: '198.51.100.41' }).caller;
}

async function duplicatesOf(id: string) {
  return (await adminCaller().admin.applications.detail({ id })).possibleDuplicates;
}

async function listed(lastName: string) {
  const page = await adminCaller().admin.applications.list({ search: lastName });
  return Object.fromEntries(page.items.map((item) => [item.id, item.possibleDuplicate]));
}

beforeAll(async () => {
  admin = await createAdmin(db, { label: 'duplicates-admin' });
});

describe('possible duplicate applications', () => {
  it('links two applications from one address written in different case, both ways, and marks both in the list', async () => {
    const lastName = newLastName();
    const email = uniqueEmail('twice');
    const earlier = await createApplication(db, {
      last_name: lastName,
      first_name: 'Amira',
      email,
      created_at: new Date(Date.now() - 60_000),
    });
    const later = await createApplication(db, {
      last_name: lastName,
      first_name: 'Ami',
      email: email.toUpperCase(),
      programme: 'alevel',
    });

    expect(await duplicatesOf(later.id)).toEqual([
      {
        id: earlier.id,
        createdAt: earlier.created_at.toISOString(),
        title: 'foundation',
        name: `Amira ${lastName}`,
        reasons: ['same_email'],
      },
    ]);
    expect((await duplicatesOf(earlier.id)).map((d) => d.id)).toEqual([later.id]);
    expect(await listed(lastName)).toEqual({ [earlier.id]: true, [later.id]: true });
  });

  it('links two applications with one name (in any case) and date of birth from different addresses', async () => {
    const lastName = newLastName();
    const first = await createApplication(db, {
      first_name: 'Lukas',
      last_name: lastName,
      date_of_birth: '2007-05-06',
    });
    const second = await createApplication(db, {
      first_name: 'LUKAS',
      last_name: lastName.toLowerCase(),
      date_of_birth: '2007-05-06',
    });

    expect(await duplicatesOf(second.id)).toEqual([
      expect.objectContaining({ id: first.id, reasons: ['same_name_and_birth_date'] }),
    ]);
  });

  it('gives both reasons when an application matches on both', async () => {
    const lastName = newLastName();
    const email = uniqueEmail('both');
    const first = await createApplication(db, { last_name: lastName, email, date_of_birth: '2005-01-02' });
    const second = await createApplication(db, { last_name: lastName, email, date_of_birth: '2005-01-02' });

    expect(await duplicatesOf(second.id)).toEqual([
      expect.objectContaining({ id: first.id, reasons: ['same_email', 'same_name_and_birth_date'] }),
    ]);
  });

  it('does not link one name with two different dates of birth', async () => {
    const lastName = newLastName();
    const first = await createApplication(db, { last_name: lastName, date_of_birth: '2006-02-03' });
    const second = await createApplication(db, { last_name: lastName, date_of_birth: '2006-02-04' });

    expect(await duplicatesOf(second.id)).toEqual([]);
    expect(await listed(lastName)).toEqual({ [first.id]: false, [second.id]: false });
  });

  it('hides a pair marked "not a duplicate" from both sides and the list, records it once, and keeps other candidates', async () => {
    const lastName = newLastName();
    const email = uniqueEmail('dismissed');
    const a = await createApplication(db, { last_name: lastName, email });
    const b = await createApplication(db, { last_name: lastName, email });
    const c = await createApplication(db, { last_name: lastName, email });
    const actor = await createAdmin(db, { label: 'dismisser' });
    const { caller } = callerFor({ db, user: actor, ip: '198.51.100.42' });

    expect(await caller.admin.applications.markNotDuplicate({ id: b.id, otherId: a.id })).toEqual({ changed: true });
    expect(await caller.admin.applications.markNotDuplicate({ id: a.id, otherId: b.id })).toEqual({ changed: false });

    expect((await duplicatesOf(a.id)).map((d) => d.id)).toEqual([c.id]);
    expect((await duplicatesOf(b.id)).map((d) => d.id)).toEqual([c.id]);
    expect(await listed(lastName)).toEqual({ [a.id]: true, [b.id]: true, [c.id]: true });
    await caller.admin.applications.markNotDuplicate({ id: c.id, otherId: a.id });
    await caller.admin.applications.markNotDuplicate({ id: c.id, otherId: b.id });
    expect(await listed(lastName)).toEqual({ [a.id]: false, [b.id]: false, [c.id]: false });

    const [first, second] = [a.id, b.id].sort();
    expect(
      await db
        .selectFrom('duplicate_dismissals')
        .select(['first_application_id', 'second_application_id', 'dismissed_by', 'dismissed_by_email'])
        .where('first_application_id', '=', first!)
        .where('second_application_id', '=', second!)
        .execute(),
    ).toEqual([
      {
        first_application_id: first,
        second_application_id: second,
        dismissed_by: actor.id,
        dismissed_by_email: actor.email,
      },
    ]);
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'subject_type', 'subject_id', 'details', 'ip'])
      .where('actor_id', '=', actor.id)
      .orderBy('id')
      .execute();
    expect(entries[0]).toEqual({
      action: 'application.duplicate_dismissed',
      subject_type: 'application',
      subject_id: b.id,
      details: { otherApplicationId: a.id },
      ip: '198.51.100.42',
    });
    expect(entries.filter((entry) => entry.action === 'application.duplicate_dismissed')).toHaveLength(3);
  });

  it('refuses a pair of one application with BAD_REQUEST, and a missing application with NOT_FOUND, writing nothing', async () => {
    const application = await createApplication(db);
    const caller = adminCaller();
    expect(
      await codeOf(caller.admin.applications.markNotDuplicate({ id: application.id, otherId: application.id })),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(caller.admin.applications.markNotDuplicate({ id: application.id, otherId: randomUUID() })),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(caller.admin.applications.markNotDuplicate({ id: randomUUID(), otherId: application.id })),
    ).toBe('NOT_FOUND');
    const marks = await db
      .selectFrom('duplicate_dismissals')
      .select('first_application_id')
      .where((eb) =>
        eb.or([eb('first_application_id', '=', application.id), eb('second_application_id', '=', application.id)]),
      )
      .execute();
    expect(marks).toEqual([]);
  });

  it('leaves no "not a duplicate" mark behind once either applicant is erased', async () => {
    const lastName = newLastName();
    const erasedEmail = uniqueEmail('erased');
    const kept = await createApplication(db, { first_name: 'Ceri', last_name: lastName, date_of_birth: '2006-08-09' });
    const erased = await createApplication(db, {
      first_name: 'Ceri',
      last_name: lastName,
      date_of_birth: '2006-08-09',
      email: erasedEmail,
    });
    await adminCaller().admin.applications.markNotDuplicate({ id: kept.id, otherId: erased.id });

    await eraseSubject(db, erasedEmail, 'cli', { auditHmacKey: testConfig().auditHmacKey });

    const marks = await db
      .selectFrom('duplicate_dismissals')
      .select('first_application_id')
      .where((eb) => eb.or([eb('first_application_id', '=', kept.id), eb('second_application_id', '=', kept.id)]))
      .execute();
    expect(marks).toEqual([]);
    expect(await duplicatesOf(kept.id)).toEqual([]);
  });
});
