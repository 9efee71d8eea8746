import { describe, expect, it } from 'vitest';
import { checkApplicationIntake } from '../../server/intakes/application-intake';
import { testDb } from '../support/test-db';
import { applicationInput } from '../support/form-inputs';
import { callerFor, errorOf } from '../support/trpc-caller';
import { createAdmin, createApplication, createIntake } from '../support/factories';

const db = testDb();

async function adminCaller() {
  return callerFor({ db, user: await createAdmin(db, { label: 'intakes-admin' }) }).caller;
}

async function auditFor(id: number | string) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'actor_label', 'details'])
    .where('subject_type', '=', 'intake')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('staff manage intakes', () => {
  it('create a draft, edit it, open it and close it, each change audited', async () => {
    const caller = await adminCaller();
    const { id } = await caller.admin.intakes.create({
      programme: 'premasters',
      startsOn: '2084-09-06',
      deadline: '2084-06-30',
      policy: 'strict',
      capacity: 24,
    });
    let listed = (await caller.admin.intakes.list()).find((intake) => intake.id === id)!;
    expect(listed).toMatchObject({ state: 'draft', capacity: 24, applications: 0, offers: 0, placesLeft: 24 });
    // A draft is not offered.
    expect((await caller.intakes.offered()).some((intake) => intake.startsOn === '2084-09-06')).toBe(false);

    await caller.admin.intakes.update({
      id,
      terms: { startsOn: '2084-09-13', deadline: '2084-07-31', policy: 'rolling', capacity: null },
    });
    await caller.admin.intakes.open({ id });
    expect(await caller.intakes.offered()).toContainEqual({
      programme: 'premasters',
      startsOn: '2084-09-13',
      deadline: '2084-07-31',
      policy: 'rolling',
      full: false,
    });
    await caller.admin.intakes.close({ id });
    listed = (await caller.admin.intakes.list()).find((intake) => intake.id === id)!;
    expect(listed).toMatchObject({ state: 'closed', startsOn: '2084-09-13', capacity: null, placesLeft: null });
    expect((await caller.intakes.offered()).some((intake) => intake.startsOn === '2084-09-13')).toBe(false);

    expect((await auditFor(id)).map((entry) => entry.action)).toEqual([
      'intake.created',
      'intake.updated',
      'intake.opened',
      'intake.closed',
    ]);
  });

  it('counts applications, offers and places left per intake', async () => {
    const intake = await createIntake(db, { programme: 'gcse', capacity: 3 });
    const on = { programme: 'gcse', start_date: intake.starts_on };
    await createApplication(db, on);
    await createApplication(db, { ...on, status: 'offer' });
    await createApplication(db, { ...on, status: 'offer' });
    await createApplication(db, { ...on, status: 'declined' });
    const listed = (await (await adminCaller()).admin.intakes.list()).find((row) => row.id === intake.id);
    expect(listed).toMatchObject({ applications: 4, offers: 2, placesLeft: 1 });
  });

  it('refuses a second intake of one programme on one date, an unknown id, and a deadline after the start', async () => {
    const caller = await adminCaller();
    const intake = await createIntake(db, { programme: 'english' });
    const duplicate = await errorOf(
      caller.admin.intakes.create({
        programme: 'english',
        startsOn: intake.starts_on,
        deadline: intake.deadline,
        policy: 'strict',
        capacity: null,
      }),
    );
    expect(duplicate.code).toBe('CONFLICT');
    expect(duplicate.message).toBe(
      `English Language Preparation already has an intake starting on ${intake.starts_on}.`,
    );
    expect((await errorOf(caller.admin.intakes.close({ id: 2_000_000_000 }))).message).toBe(
      'There is no intake 2000000000.',
    );
    const late = await errorOf(
      caller.admin.intakes.create({
        programme: 'english',
        startsOn: '2085-01-10',
        deadline: '2085-01-11',
        policy: 'strict',
        capacity: null,
      }),
    );
    expect(late.code).toBe('BAD_REQUEST');
    expect(late.message).toContain('The deadline must be on or before the start date.');
  });

  it('will not open a strict intake whose deadline has passed', async () => {
    const intake = await createIntake(db, { state: 'draft', starts_on: '2086-09-01', deadline: '2020-06-30' });
    const refused = await errorOf((await adminCaller()).admin.intakes.open({ id: intake.id }));
    expect(refused.message).toBe(
      'Its deadline, 2020-06-30, has passed: change the deadline or make the intake rolling before opening it.',
    );
    expect(
      (await db.selectFrom('intakes').select('state').where('id', '=', intake.id).executeTakeFirstOrThrow()).state,
    ).toBe('draft');
  });

  it('copies a year’s intakes to the next year in one step, as drafts, skipping those already there', async () => {
    const caller = await adminCaller();
    // A year of its own: 2080.
    const first = await createIntake(db, {
      programme: 'summer',
      starts_on: '2080-07-06',
      deadline: '2080-05-31',
      capacity: 40,
    });
    await createIntake(db, {
      programme: 'presessional',
      starts_on: '2080-02-29',
      deadline: '2080-01-31',
      policy: 'rolling',
    });
    await createIntake(db, { programme: 'summer', starts_on: '2081-07-06', deadline: '2081-05-31' });
    expect(await caller.admin.intakes.copyYear({ year: 2080 })).toEqual({ created: 1, skipped: 1 });
    const copied = await db
      .selectFrom('intakes')
      .select(['programme', 'starts_on', 'deadline', 'policy', 'capacity', 'state'])
      .where('starts_on', '>=', '2081-01-01')
      .where('starts_on', '<=', '2081-12-31')
      .orderBy('starts_on')
      .execute();
    expect(copied).toContainEqual({
      programme: 'presessional',
      starts_on: '2081-02-28',
      deadline: '2081-01-31',
      policy: 'rolling',
      capacity: null,
      state: 'draft',
    });
    expect(copied.find((row) => row.programme === 'summer')?.state).toBe('open');
    expect(first.capacity).toBe(40);
    const entry = await db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'intake.year_copied')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ year: 2080, created: 1, skipped: 1 });
    expect((await errorOf(caller.admin.intakes.copyYear({ year: 2099 }))).message).toBe(
      'No intake starts in 2099: there is nothing to copy.',
    );
  });
});

describe('the form’s server check', () => {
  /** What the browser posts, as an anonymous visitor: its values are checked by the procedure, not here. */
  const apply = (input: Record<string, unknown>) =>
    callerFor({ db, ip: '198.51.100.31' }).caller.submissions.application(input as never);

  it.each([
    ['closed', { state: 'closed' as const }],
    ['draft', { state: 'draft' as const }],
  ])('refuses a %s intake, in English and in Arabic, and stores nothing', async (_kind, overrides) => {
    const intake = await createIntake(db, { programme: 'foundation', ...overrides });
    const input = applicationInput({ programme: 'foundation', startDate: intake.starts_on });
    const english = await errorOf(apply(input));
    const arabic = await errorOf(apply({ ...input, language: 'ar' }));
    expect(english.code).toBe('BAD_REQUEST');
    const [en, ar] =
      overrides.state === 'closed'
        ? [
            'Applications for this start date have closed. Please choose another start date.',
            'أُغلق باب التقديم لموعد البدء هذا. يرجى اختيار موعد بدء آخر.',
          ]
        : [
            'Please choose one of the start dates offered for this programme.',
            'يرجى اختيار أحد مواعيد البدء المتاحة لهذا البرنامج.',
          ];
    expect(english.message).toBe(en);
    expect(arabic.message).toBe(ar);
    expect(await db.selectFrom('applications').select('id').where('email', '=', input.email).execute()).toEqual([]);
  });

  it('refuses an unknown intake: a date no intake of the programme starts on', async () => {
    const input = applicationInput({ programme: 'gcse', startDate: '2099-12-31' });
    expect((await errorOf(apply(input))).message).toBe(
      'Please choose one of the start dates offered for this programme.',
    );
    const arabic = await errorOf(apply({ ...input, language: 'ar' }));
    expect(arabic.message).toBe('يرجى اختيار أحد مواعيد البدء المتاحة لهذا البرنامج.');
  });

  it('refuses an open strict intake after its deadline, and takes a rolling one', async () => {
    const strict = await createIntake(db, { programme: 'alevel', starts_on: '2087-09-01', deadline: '2021-06-30' });
    expect((await errorOf(apply(applicationInput({ startDate: strict.starts_on })))).message).toBe(
      'Applications for this start date have closed. Please choose another start date.',
    );
    const rolling = await createIntake(db, {
      programme: 'alevel',
      starts_on: '2087-09-08',
      deadline: '2021-06-30',
      policy: 'rolling',
    });
    const sent = await apply(applicationInput({ startDate: rolling.starts_on }));
    expect(
      await db
        .selectFrom('applications')
        .select(['start_date', 'waiting_list'])
        .where('id', '=', sent.id)
        .executeTakeFirst(),
    ).toEqual({ start_date: '2087-09-08', waiting_list: false });
  });

  it('reads a deadline as UK time across both clock changes', async () => {
    // British Summer Time begins on Sunday 31 March 2030 and ends on Sunday 27 October 2030.
    const spring = await createIntake(db, { programme: 'english', starts_on: '2030-04-01', deadline: '2030-03-31' });
    const autumn = await createIntake(db, { programme: 'english', starts_on: '2030-10-28', deadline: '2030-10-27' });
    const check = (intake: { starts_on: string }, at: string) =>
      checkApplicationIntake(db, { programme: 'english', startDate: intake.starts_on }, 'en', new Date(at));
    // Midnight at the end of 31 March is 23:00 UTC (BST).
    await expect(check(spring, '2030-03-31T22:59:59.999Z')).resolves.toEqual({ waitingList: false });
    await expect(check(spring, '2030-03-31T23:00:00.000Z')).rejects.toThrow(/have closed/);
    // Midnight at the end of 27 October is 00:00 UTC (GMT again): 23:30 UTC is still the 27th.
    await expect(check(autumn, '2030-10-27T23:30:00.000Z')).resolves.toEqual({ waitingList: false });
    await expect(check(autumn, '2030-10-28T00:00:00.000Z')).rejects.toThrow(/have closed/);
  });
});
