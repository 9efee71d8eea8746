import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../db/client';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { changeApplicationStatus } from '../../server/admissions/change-application-status';
import { AppError } from '../../server/errors/app-error';
import { beyondCapacityMessage } from '../../server/intakes/intake-capacity';
import { testDb } from '../support/test-db';
import { applicationInput } from '../support/form-inputs';
import { callerFor, errorOf } from '../support/trpc-caller';
import { createAdmin, createApplication, createIntake, OFFER_DETAILS } from '../support/factories';

const db = testDb();
// Twenty transactions at once need twenty connections.
const wide = createDb({ connectionString: inject('databaseUrl'), max: 21 });
afterAll(() => wide.destroy());

const everyDocumentConfirmed = [...DOCUMENT_ITEM_KEYS];

async function offersOn(programme: string, startsOn: string) {
  const { n } = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('programme', '=', programme)
    .where('start_date', '=', startsOn)
    .where('status', '=', 'offer')
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('capacity counts the places offered', () => {
  it('20 offers at once on an intake with 5 places left: 5 are made, never more without the second confirmation', async () => {
    const admin = await createAdmin(db, { label: 'capacity-admin' });
    const intake = await createIntake(db, { programme: 'foundation', capacity: 7 });
    const on = { programme: 'foundation', start_date: intake.starts_on };
    for (let i = 0; i < 2; i++) await createApplication(db, { ...on, status: 'offer' });
    const waiting = await Promise.all(
      Array.from({ length: 20 }, () => createApplication(db, { ...on, status: 'under_review' })),
    );

    const outcomes = await Promise.allSettled(
      waiting.map((application) =>
        changeApplicationStatus(
          wide,
          {
            applicationId: application.id,
            toStatus: 'offer',
            offer: OFFER_DETAILS,
            note: null,
            emailApplicant: false,
            confirmedMissingDocuments: everyDocumentConfirmed,
          },
          admin,
        ),
      ),
    );
    const made = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(made).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ code: 'CONFLICT', message: beyondCapacityMessage(7, 7) });
    }
    expect(await offersOn('foundation', intake.starts_on)).toBe(7);

    // The officer confirms a second time: the offer goes beyond the capacity, and the history says so.
    const refusedIds = (
      await db
        .selectFrom('applications')
        .select('id')
        .where(
          'id',
          'in',
          waiting.map((a) => a.id),
        )
        .where('status', '=', 'under_review')
        .execute()
    ).map((row) => row.id);
    expect(refusedIds).toHaveLength(15);
    const { caller } = callerFor({ db, user: admin });
    const asked = await errorOf(
      caller.admin.applications.setStatus({
        id: refusedIds[0]!,
        status: 'offer',
        emailApplicant: false,
        confirmedMissingDocuments: everyDocumentConfirmed,
        offer: OFFER_DETAILS,
      }),
    );
    expect(asked.code).toBe('CONFLICT');
    expect(asked.message).toBe(
      'Every place of this intake is offered (7 of 7). Confirm a second time to offer a place beyond its capacity.',
    );
    await caller.admin.applications.setStatus({
      id: refusedIds[0]!,
      status: 'offer',
      emailApplicant: false,
      confirmedMissingDocuments: everyDocumentConfirmed,
      offer: OFFER_DETAILS,
      confirmedBeyondCapacity: true,
    });
    expect(await offersOn('foundation', intake.starts_on)).toBe(8);
    const detail = await caller.admin.applications.detail({ id: refusedIds[0]! });
    expect(detail.history[0]).toMatchObject({ toStatus: 'offer', beyondCapacity: true });
    expect(detail.intake).toMatchObject({ id: intake.id, capacity: 7, offers: 8, placesLeft: 0 });
    const entry = await db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'application.status_changed')
      .where('subject_id', '=', refusedIds[0]!)
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ to: 'offer', beyondCapacityConfirmed: true });
    // Offers within the capacity record no such confirmation.
    const within = await db
      .selectFrom('application_status_changes')
      .select('beyond_capacity')
      .where(
        'application_id',
        'in',
        waiting.map((a) => a.id),
      )
      .where('to_status', '=', 'offer')
      .execute();
    expect(within.filter((row) => !row.beyond_capacity)).toHaveLength(5);
  });

  it('an intake without a capacity takes any number of offers without asking', async () => {
    const admin = await createAdmin(db, { label: 'no-capacity-admin' });
    const intake = await createIntake(db, { programme: 'gcse', capacity: null });
    const applications = await Promise.all(
      Array.from({ length: 3 }, () => createApplication(db, { programme: 'gcse', start_date: intake.starts_on })),
    );
    for (const application of applications) {
      await changeApplicationStatus(
        db,
        {
          applicationId: application.id,
          toStatus: 'offer',
          offer: OFFER_DETAILS,
          note: null,
          emailApplicant: false,
          confirmedMissingDocuments: everyDocumentConfirmed,
        },
        admin,
      );
    }
    expect(await offersOn('gcse', intake.starts_on)).toBe(3);
  });
});

describe('the waiting list', () => {
  it('a full intake still takes applications; the form is told it is full, and staff see "waiting list"', async () => {
    const intake = await createIntake(db, { programme: 'premasters', capacity: 1 });
    const anonymous = callerFor({ db, ip: '198.51.100.41' }).caller;
    const before = await anonymous.submissions.application(
      applicationInput({ programme: 'premasters', startDate: intake.starts_on }) as never,
    );
    expect((await anonymous.intakes.offered()).find((offered) => offered.startsOn === intake.starts_on)).toMatchObject({
      programme: 'premasters',
      full: false,
    });

    await createApplication(db, { programme: 'premasters', start_date: intake.starts_on, status: 'offer' });
    expect((await anonymous.intakes.offered()).find((offered) => offered.startsOn === intake.starts_on)).toMatchObject({
      full: true,
    });
    const after = await anonymous.submissions.application(
      applicationInput({ programme: 'premasters', startDate: intake.starts_on }) as never,
    );

    const { caller } = callerFor({ db, user: await createAdmin(db, { label: 'waiting-admin' }) });
    expect((await caller.admin.applications.detail({ id: after.id })).intake).toMatchObject({ waitingList: true });
    expect((await caller.admin.applications.detail({ id: before.id })).intake).toMatchObject({ waitingList: false });
    const listed = await caller.admin.applications.list({});
    const flags = Object.fromEntries(listed.items.map((item) => [item.id, item.waitingList]));
    expect([flags[after.id], flags[before.id]]).toEqual([true, false]);
    expect((await caller.admin.intakes.list()).find((row) => row.id === intake.id)).toMatchObject({
      applications: 3,
      offers: 1,
      waitingList: 1,
      placesLeft: 0,
    });
  });
});
