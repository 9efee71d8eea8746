import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from '../../core/storage/object-storage';
import { appRouter } from '../../server/routers/app-router';
import {
  createAcceptableOffer,
  createAdmin,
  createApplication,
  createEditor,
  createEnrolled,
  createGuardianLink,
  createInterviewStage,
  createSlotRule,
  type TestUser,
} from '../support/factories';
import { testDb } from '../support/test-db';
import { callerFor, codeOf } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();
type Caller = ReturnType<typeof callerFor>['caller'];

/** Calls a procedure by its dotted path, as an HTTP request names it. */
function callPath(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (procedure as (input: unknown) => Promise<unknown>)(input);
}

const everyProcedure = Object.keys(appRouter._def.procedures);
const applicantProcedures = everyProcedure.filter((path) => path.startsWith('applicant.'));
const staffAndPublicProcedures = everyProcedure.filter((path) => !path.startsWith('applicant.'));

/** The applicant's procedures that need their session, with valid input, so only access decides. */
const applicantCalls: Record<string, (caller: Caller) => Promise<unknown>> = {
  'applicant.applications': (c) => c.applicant.applications(),
  'applicant.letters.list': (c) => c.applicant.letters.list(),
  // A fresh application of the applicant's each time, so a withdrawal before cannot decide it.
  'applicant.withdraw': async (c) =>
    c.applicant.withdraw({ applicationId: (await createApplication(db, { email: applicant.email })).id }),
  'applicant.documents.checklist': async (c) =>
    c.applicant.documents.checklist({ applicationId: (await createApplication(db, { email: applicant.email })).id }),
  'applicant.documents.remove': async (c) => c.applicant.documents.remove(await documentOf(applicant.email)),
  // A fresh offer of the applicant's each time, so an earlier reply cannot decide it.
  'applicant.offer.accept': async (c) =>
    c.applicant.offer.accept({
      applicationId: (await createAcceptableOffer(db, { email: applicant.email })).application.id,
      typedName: 'Matrix Applicant',
      readLetter: true,
      needsVisa: false,
    }),
  'applicant.offer.decline': async (c) =>
    c.applicant.offer.decline({
      applicationId: (await createAcceptableOffer(db, { email: applicant.email })).application.id,
    }),
  // A fresh enrolment of the applicant's each time: its arrival is entered once, on the day it starts.
  'applicant.arrival.save': async (c) => {
    const { application, intake } = await createEnrolled(db, { email: applicant.email });
    return c.applicant.arrival.save({
      applicationId: application.id,
      flightNumber: 'BA 123',
      arrivalDate: intake.starts_on,
      arrivalTime: '14:30',
      pickUp: true,
      accommodation: 'homestay',
    });
  },
  // A fresh application at 'interview' each time, with its own rule's slots.
  'applicant.interview.slots': async (c) =>
    c.applicant.interview.slots({
      applicationId: (await createInterviewStage(db, applicant.email)).applicationId,
      language: 'en',
    }),
  'applicant.interview.book': async (c) => {
    const stage = await createInterviewStage(db, applicant.email);
    return c.applicant.interview.book({
      applicationId: stage.applicationId,
      ruleId: stage.ruleId,
      startsAt: stage.starts[0]!,
      language: 'en',
    });
  },
  'applicant.interview.reschedule': async (c) => {
    const stage = await bookedInterviewStage();
    return c.applicant.interview.reschedule({
      applicationId: stage.applicationId,
      ruleId: stage.ruleId,
      startsAt: stage.starts[1]!,
      language: 'en',
    });
  },
  'applicant.interview.cancel': async (c) =>
    c.applicant.interview.cancel({ applicationId: (await bookedInterviewStage()).applicationId, language: 'en' }),
  'applicant.draft': (c) => c.applicant.draft(),
  'applicant.saveDraft': (c) => c.applicant.saveDraft({ values: { firstName: 'Matrix' }, step: 1 }),
  'applicant.signOutEverywhere': (c) => c.applicant.signOutEverywhere(),
};

/** An application at 'interview' with its first slot booked by its applicant, so only access decides the call after. */
async function bookedInterviewStage() {
  const stage = await createInterviewStage(db, applicant.email);
  await callerFor({ db, applicant }).caller.applicant.interview.book({
    applicationId: stage.applicationId,
    ruleId: stage.ruleId,
    startsAt: stage.starts[0]!,
    language: 'en',
  });
  return stage;
}

/** A stored document's row on a fresh application of `email` (its object need not exist to be removed). */
async function documentOf(email: string) {
  const { id } = await createApplication(db, { email });
  await db
    .insertInto('application_documents')
    .values({
      application_id: id,
      item: 'identity',
      object_key: newObjectKey(),
      original_name: 'passport.pdf',
      mime_type: 'application/pdf',
      size_bytes: 10,
      scan_state: 'clean',
    })
    .execute();
  return { applicationId: id, item: 'identity' as const };
}
/**
 * The applicant's procedures open to anyone (asking for a link, describing, renewing and using it,
 * signing out, `me`, saving a draft for later).
 */
const openApplicantProcedures = [
  'applicant.me',
  'applicant.requestLink',
  'applicant.describeLink',
  'applicant.renewLink',
  'applicant.signIn',
  'applicant.signOut',
  'applicant.saveForLater',
];

let admin: TestUser;
let applicant: { sessionId: string; publicId: string; email: string };

beforeAll(async () => {
  admin = await createAdmin(db, { label: 'applicant-matrix-admin' });
  const email = uniqueEmail('matrix-applicant');
  await createApplication(db, { email });
  applicant = { sessionId: 'f'.repeat(64), publicId: randomUUID(), email };
});

describe('access to the applicant’s procedures', () => {
  it('lists every applicant procedure, as needing a session or as open', () => {
    expect(applicantProcedures.sort()).toEqual([...Object.keys(applicantCalls), ...openApplicantProcedures].sort());
  });

  it.each(Object.keys(applicantCalls))('%s refuses an anonymous caller with UNAUTHORIZED', async (path) => {
    expect(await codeOf(applicantCalls[path]!(callerFor({ db }).caller))).toBe('UNAUTHORIZED');
  });

  it.each(Object.keys(applicantCalls))(
    '%s refuses a verified admin’s staff session with UNAUTHORIZED',
    async (path) => {
      expect(await codeOf(applicantCalls[path]!(callerFor({ db, user: admin, twoFactorVerified: true }).caller))).toBe(
        'UNAUTHORIZED',
      );
    },
  );

  it.each(Object.keys(applicantCalls))('%s refuses an editor’s staff session with UNAUTHORIZED', async (path) => {
    const editor = await createEditor(db, { label: 'applicant-matrix-editor' });
    expect(await codeOf(applicantCalls[path]!(callerFor({ db, user: editor }).caller))).toBe('UNAUTHORIZED');
  });

  it.each(Object.keys(applicantCalls))('%s works for an applicant', async (path) => {
    expect(await codeOf(applicantCalls[path]!(callerFor({ db, applicant }).caller))).toBe('OK');
  });

  it('gives an applicant nothing of another applicant’s documents: NOT_FOUND, and the document stays', async () => {
    const other = await documentOf(uniqueEmail('other-applicant'));
    const { caller } = callerFor({ db, applicant });
    expect(await codeOf(caller.applicant.documents.checklist({ applicationId: other.applicationId }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(caller.applicant.documents.remove(other))).toBe('NOT_FOUND');
    const kept = await db
      .selectFrom('application_documents')
      .select('id')
      .where('application_id', '=', other.applicationId)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('tells a staff member nothing through applicant.me', async () => {
    expect(await callerFor({ db, user: admin }).caller.applicant.me()).toBeNull();
    expect(await callerFor({ db, applicant }).caller.applicant.me()).toEqual({ email: applicant.email });
  });
});

describe('an applicant session at every other procedure', () => {
  // Whatever the procedure answers an anonymous caller, it answers an applicant the same: the
  // applicant's cookie opens nothing outside their own space (valid admin input is in admin-access.test.ts).
  it.each(staffAndPublicProcedures)('%s answers an applicant as it answers an anonymous caller', async (path) => {
    const anonymous = await codeOf(callPath(callerFor({ db }).caller, path, undefined));
    const asApplicant = await codeOf(callPath(callerFor({ db, applicant }).caller, path, undefined));
    expect(asApplicant).toBe(anonymous);
  });

  it('covers the staff procedures: each refuses both with UNAUTHORIZED', async () => {
    const refused = [];
    for (const path of staffAndPublicProcedures) {
      if ((await codeOf(callPath(callerFor({ db, applicant }).caller, path, undefined))) === 'UNAUTHORIZED')
        refused.push(path);
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        'admin.counts',
        'admin.applications.list',
        'auth.changePassword',
        'auth.security.sessions',
      ]),
    );
  });
});

describe('access to a guardian’s procedures (decision 135)', () => {
  /** A minor's acceptance waiting for its guardian, and a live link to it. */
  async function guardianToken() {
    const email = uniqueEmail('matrix-minor');
    const { application } = await createAcceptableOffer(db, { email, date_of_birth: '2012-01-01' });
    await callerFor({ db, applicant: { ...applicant, email } }).caller.applicant.offer.accept({
      applicationId: application.id,
      typedName: 'Matrix Minor',
      readLetter: true,
      needsVisa: false,
      guardian: { name: 'Matrix Guardian', email: uniqueEmail('matrix-guardian') },
    });
    const row = await db
      .selectFrom('acceptances')
      .select('id')
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    return createGuardianLink(db, row.id);
  }

  it('lets anyone with a live link describe and confirm, with no session of any kind', async () => {
    const anonymous = callerFor({ db }).caller;
    expect(await codeOf(anonymous.guardian.describe({ token: await guardianToken() }))).toBe('OK');
    const token = await guardianToken();
    expect(await codeOf(anonymous.guardian.confirm({ token, typedName: 'Matrix Guardian', readLetter: true }))).toBe(
      'OK',
    );
  });

  it('gives nothing for a token that names no link, whoever asks', async () => {
    for (const caller of [callerFor({ db }).caller, callerFor({ db, user: admin, twoFactorVerified: true }).caller]) {
      expect(await caller.guardian.describe({ token: 'not-a-real-token' })).toEqual({ state: 'invalid' });
      expect(
        await codeOf(caller.guardian.confirm({ token: 'not-a-real-token', typedName: 'Anyone', readLetter: true })),
      ).toBe('NOT_FOUND');
    }
  });
});

describe('access to campus visits’ public procedures (decisions 141-143)', () => {
  /** Every public visits procedure, with valid input; a visit needs no session of any kind. */
  const visitCalls: Record<string, (caller: Caller, slot: { ruleId: string; startsAt: string }) => Promise<unknown>> = {
    'visits.freeSlots': (c) => c.visits.freeSlots(),
    'visits.book': (c, slot) =>
      c.visits.book({
        ...slot,
        name: 'Matrix Visitor',
        email: uniqueEmail('matrix-visit'),
        phone: '029 2018 0458',
        partySize: 2,
      }),
    // A token that names no booking: each caller gets the same answer.
    'visits.manage.describe': (c) => c.visits.manage.describe({ token: 'not-a-real-token' }),
    'visits.manage.reschedule': (c, slot) => c.visits.manage.reschedule({ token: 'not-a-real-token', ...slot }),
    'visits.manage.cancel': (c) => c.visits.manage.cancel({ token: 'not-a-real-token' }),
  };

  it('lists every visits procedure', () => {
    expect(everyProcedure.filter((path) => path.startsWith('visits.')).sort()).toEqual(Object.keys(visitCalls).sort());
  });

  it.each(Object.keys(visitCalls))(
    '%s answers anyone alike: anonymous, an applicant, an editor, an admin',
    async (path) => {
      const rule = await createSlotRule(db, { capacity: 200 });
      const { slots } = await callerFor({ db }).caller.visits.freeSlots();
      const slot = slots.find((free) => free.ruleId === rule.id)!;
      const editor = await createEditor(db, { label: 'visits-matrix-editor' });
      const callers = [
        callerFor({ db }).caller,
        callerFor({ db, applicant }).caller,
        callerFor({ db, user: editor }).caller,
        callerFor({ db, user: admin, twoFactorVerified: true }).caller,
      ];
      const codes = [];
      for (const caller of callers) codes.push(await codeOf(visitCalls[path]!(caller, slot)));
      const expected = path.startsWith('visits.manage.') && path !== 'visits.manage.describe' ? 'NOT_FOUND' : 'OK';
      expect(codes).toEqual([expected, expected, expected, expected]);
    },
  );
});
