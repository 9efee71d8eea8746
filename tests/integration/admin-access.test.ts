import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplate } from '../../core/letters/default-templates';
import type { Intake } from '../../db/types';
import { appRouter } from '../../server/routers/app-router';
import { testDb } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { callerFor, codeOf, testConfig } from '../support/trpc-caller';
import {
  createAcceptedApplication,
  createAdmin,
  createApplication,
  createApplicationMovedTo,
  createCasRecord,
  createConditionalOffer,
  createContact,
  createDocument,
  createEditor,
  createEnrollable,
  createIntake,
  createInvitation,
  createSlotRule,
  createStartedInterview,
  createStaff,
  type TestUser,
} from '../support/factories';
import { enrolTwoFactor } from '../support/two-factor';
import { codeContent, putDraft, seedContent } from '../support/site-content';

const db = testDb();
let applicationId: string;
let otherApplicationId: string;
let contactId: string;
let documentId: string;
/** An offer saved without its e-mail: the admin's call sends it (once: the matrix calls it as an admin once). */
let owedEmail: { applicationId: string; changeId: string };
/** A conditional offer whose one condition the admin's call marks met, and whose reply-by date it extends. */
let offer: { applicationId: string; conditionId: string };
/** An application whose CAS the admin's call corrects, and one whose visa outcome it records (once). */
let casApplicationId: string;
let visaApplicationId: string;
/** An application whose acceptance counted: the admin's call records a payment on it (each call another). */
let acceptedApplicationId: string;
let admin: TestUser;
let bystander: TestUser;
let invitationToResend: string;
let invitationToRevoke: string;
/** A draft the admin's call opens, an open intake it closes, and a date free for it to create one on. */
let intakeToOpen: Intake;
let intakeToClose: Intake;
let freeIntake: Intake;

/** A visit rule the matrix edits and disables. */
let slotRuleId: string;
const VISIT_RULE = {
  kind: 'visit' as const,
  weekdays: [2, 4],
  times: ['10:00', '14:00'],
  lengthMinutes: 90,
  capacity: 6,
  minNoticeHours: 24,
};

type Caller = ReturnType<typeof callerFor>['caller'];

/** One call per admin procedure, with valid input, so only access decides the outcome. */
const adminCalls: Record<string, (caller: Caller) => Promise<unknown>> = {
  'admin.counts': (c) => c.admin.counts(),
  'admin.markOpened': (c) => c.admin.markOpened({ type: 'contact', id: contactId }),
  'admin.addNote': (c) => c.admin.addNote({ type: 'application', id: applicationId, body: 'Called the applicant.' }),
  'admin.applications.list': (c) => c.admin.applications.list({}),
  'admin.applications.detail': (c) => c.admin.applications.detail({ id: applicationId }),
  'admin.applications.setStatus': (c) =>
    c.admin.applications.setStatus({ id: applicationId, status: 'under_review', emailApplicant: false }),
  'admin.applications.sendStatusEmail': (c) =>
    c.admin.applications.sendStatusEmail({ id: owedEmail.applicationId, changeId: owedEmail.changeId }),
  // Marking a pair already marked changes nothing, so this repeats too.
  'admin.applications.markNotDuplicate': (c) =>
    c.admin.applications.markNotDuplicate({ id: applicationId, otherId: otherApplicationId }),
  // Accepting an accepted document again is allowed (staff may review again), so the matrix repeats.
  'admin.applications.documents.review': (c) =>
    c.admin.applications.documents.review({ documentId, decision: 'accepted' }),
  // The application has no documents, so every required one stays missing and each call asks again.
  'admin.applications.documents.requestMissing': (c) =>
    c.admin.applications.documents.requestMissing({ applicationId: otherApplicationId }),
  // The applicant has no session, so ending them all changes nothing and repeats.
  'admin.applications.endApplicantSessions': (c) => c.admin.applications.endApplicantSessions({ id: applicationId }),
  'admin.applications.offers.markConditionMet': (c) =>
    c.admin.applications.offers.markConditionMet({ conditionId: offer.conditionId }),
  'admin.applications.offers.extendReplyBy': (c) =>
    c.admin.applications.offers.extendReplyBy({ id: offer.applicationId, replyBy: '2041-01-31' }),
  // Recording the same CAS again corrects it to itself, so this repeats.
  'admin.applications.cas.record': (c) =>
    c.admin.applications.cas.record({
      applicationId: casApplicationId,
      number: 'E4G8HJ2K9L0M1N',
      issuedOn: '2026-11-20',
    }),
  'admin.applications.cas.recordVisaOutcome': (c) =>
    c.admin.applications.cas.recordVisaOutcome({ applicationId: visaApplicationId, outcome: 'granted' }),
  // A fresh application ready to enrol each time: enrolling is done once.
  'admin.applications.enrol': async (c) =>
    c.admin.applications.enrol({ id: (await createEnrollable(db)).application.id }),
  // Recording the same request date again corrects it to itself, so this repeats.
  'admin.applications.cas.markRequested': (c) =>
    c.admin.applications.cas.markRequested({ applicationId: casApplicationId, requestedOn: '2026-11-20' }),
  // Each call records one more payment, which the deposit allows.
  'admin.applications.payments.record': (c) =>
    c.admin.applications.payments.record({
      applicationId: acceptedApplicationId,
      amountPence: 100,
      paidOn: '2026-11-20',
      method: 'bank_transfer',
    }),
  'admin.contacts.list': (c) => c.admin.contacts.list({}),
  'admin.contacts.detail': (c) => c.admin.contacts.detail({ id: contactId }),
  'admin.team.list': (c) => c.admin.team.list(),
  // Granting the role to an admin who already has it changes nothing, so the matrix is repeatable.
  'admin.team.setAdmin': (c) => c.admin.team.setAdmin({ userId: admin.id, isAdmin: true }),
  // Granting the editor role to the bystander again changes nothing after the first call.
  'admin.team.setEditor': (c) => c.admin.team.setEditor({ userId: bystander.id, isEditor: true }),
  'admin.privacy.lookup': (c) => c.admin.privacy.lookup({ email: 'nobody@matrix.example' }),
  'admin.privacy.erase': (c) =>
    c.admin.privacy.erase({ email: 'nobody@matrix.example', confirmEmail: 'nobody@matrix.example' }),
  'admin.privacy.overview': (c) => c.admin.privacy.overview(),
  'admin.privacy.auditLog': (c) => c.admin.privacy.auditLog({}),
  // Ending the sessions of an account that has none changes nothing either.
  'admin.team.endSessions': (c) => c.admin.team.endSessions({ userId: bystander.id }),
  'admin.team.invitations.list': (c) => c.admin.team.invitations.list(),
  'admin.team.invitations.create': (c) =>
    c.admin.team.invitations.create({ email: uniqueEmail('matrix-invite'), role: 'staff' }),
  'admin.team.invitations.resend': (c) => c.admin.team.invitations.resend({ id: invitationToResend }),
  'admin.team.invitations.revoke': (c) => c.admin.team.invitations.revoke({ id: invitationToRevoke }),
  'admin.intakes.list': (c) => c.admin.intakes.list(),
  'admin.intakes.create': (c) =>
    c.admin.intakes.create({
      programme: 'premasters',
      startsOn: freeIntake.starts_on,
      deadline: freeIntake.deadline,
      policy: 'strict',
      capacity: null,
    }),
  // Setting an intake's terms to what they are changes nothing, so this repeats.
  'admin.intakes.update': (c) =>
    c.admin.intakes.update({
      id: intakeToOpen.id,
      terms: { startsOn: intakeToOpen.starts_on, deadline: intakeToOpen.deadline, policy: 'strict', capacity: 10 },
    }),
  'admin.intakes.open': (c) => c.admin.intakes.open({ id: intakeToOpen.id }),
  'admin.intakes.close': (c) => c.admin.intakes.close({ id: intakeToClose.id }),
  // A year copied again creates nothing new (its intakes are skipped), so this repeats too.
  'admin.intakes.copyYear': (c) => c.admin.intakes.copyYear({ year: Number(intakeToClose.starts_on.slice(0, 4)) }),
  'admin.arrivals.byDate': (c) => c.admin.arrivals.byDate(),
  'admin.letters.templates.list': (c) => c.admin.letters.templates.list(),
  'admin.letters.templates.history': (c) => c.admin.letters.templates.history({ key: 'letter_decline' }),
  'admin.letters.templates.preview': (c) =>
    c.admin.letters.templates.preview({ texts: defaultTemplate('letter_decline') }),
  // Saving the same texts again adds a version that says the same, so this repeats.
  'admin.letters.templates.save': (c) =>
    c.admin.letters.templates.save({ key: 'letter_decline', texts: defaultTemplate('letter_decline') }),
  'admin.visits.rules.list': (c) => c.admin.visits.rules.list({}),
  // Each call makes a new rule, so this repeats.
  'admin.visits.rules.create': (c) => c.admin.visits.rules.create(VISIT_RULE),
  'admin.visits.rules.update': (c) => c.admin.visits.rules.update({ id: slotRuleId, rule: VISIT_RULE }),
  // Disabling a disabled rule changes nothing, so this repeats.
  'admin.visits.rules.setActive': (c) => c.admin.visits.rules.setActive({ id: slotRuleId, active: false }),
  'admin.visits.closures.list': (c) => c.admin.visits.closures.list(),
  // A fresh date each call, so the admin's call is never refused as a repeat.
  'admin.visits.closures.add': (c) => c.admin.visits.closures.add({ date: nextClosureDate(), ruleId: slotRuleId }),
  'admin.visits.closures.remove': async (c) => {
    const closure = await db
      .insertInto('slot_closures')
      .values({ on_date: nextClosureDate(), rule_id: slotRuleId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.admin.visits.closures.remove({ id: closure.id });
  },
  'admin.visits.slots': (c) => c.admin.visits.slots({ kind: 'visit' }),
  'admin.visits.calendar': (c) => c.admin.visits.calendar({ from: '2027-03-30', days: 7 }),
  'admin.visits.feed.status': (c) => c.admin.visits.feed.status(),
  // Each call replaces the caller's own feed, so this repeats.
  'admin.visits.feed.create': (c) => c.admin.visits.feed.create(),
  // Revoking with no feed answers { revoked: false }, so this repeats.
  'admin.visits.feed.revoke': (c) => c.admin.visits.feed.revoke(),
  // Marking it again corrects the outcome, so this repeats.
  'admin.interviews.recordOutcome': async (c) =>
    c.admin.interviews.recordOutcome({ bookingId: (await createStartedInterview(db)).bookingId, outcome: 'attended' }),
};

/** Dates of 2031 one after another, for left-out dates that never repeat. */
let closureDay = 0;
function nextClosureDate(): string {
  closureDay += 1;
  return new Date(Date.UTC(2031, 0, closureDay)).toISOString().slice(0, 10);
}

/**
 * One call per content procedure (decision 131): editors and admins may, nobody else. Publishing
 * needs a draft, so the call makes one first; each publication is a new version, so it repeats.
 */
const contentCalls: Record<string, (caller: Caller) => Promise<unknown>> = {
  'content.overview': (c) => c.content.overview(),
  'content.draft': (c) => c.content.draft({ kind: 'news' }),
  'content.saveDraft': (c) => c.content.saveDraft({ kind: 'fees', body: codeContent.fees }),
  'content.publish': async (c) => {
    await putDraft(db, 'summer_school');
    return c.content.publish({ kind: 'summer_school' });
  },
  'content.versions': (c) => c.content.versions({ kind: 'term_dates' }),
  'content.warnings': (c) => c.content.warnings(),
  'content.version': (c) => c.content.version({ kind: 'term_dates', version: 1 }),
  'content.restore': (c) => c.content.restore({ kind: 'term_dates', version: 1 }),
};

beforeAll(async () => {
  await seedContent(db);
  admin = await createAdmin(db, { label: 'matrix-admin' });
  bystander = await createStaff(db, { label: 'matrix-bystander' });
  invitationToResend = (await createInvitation(db, { email: uniqueEmail('matrix-resend'), is_admin: true })).id;
  invitationToRevoke = (await createInvitation(db, { email: uniqueEmail('matrix-revoke'), is_admin: true })).id;
  applicationId = (await createApplication(db, { first_name: 'Matrix', last_name: 'Applicant' })).id;
  otherApplicationId = (await createApplication(db, { first_name: 'Matrix', last_name: 'Applicant' })).id;
  documentId = (await createDocument(db, applicationId)).id;
  const { application, change } = await createApplicationMovedTo(db, 'offer', {
    first_name: 'Matrix',
    last_name: 'Offer',
  });
  owedEmail = { applicationId: application.id, changeId: change.id };
  const conditional = await createConditionalOffer(db);
  offer = { applicationId: conditional.application.id, conditionId: conditional.conditionIds[0]! };
  casApplicationId = (await createCasRecord(db)).application.id;
  visaApplicationId = (await createCasRecord(db)).application.id;
  acceptedApplicationId = (await createAcceptedApplication(db)).application.id;
  contactId = (await createContact(db, { first_name: 'Matrix', last_name: 'Enquirer', message: 'Hello' })).id;
  intakeToOpen = await createIntake(db, { state: 'draft' });
  intakeToClose = await createIntake(db, { state: 'open' });
  freeIntake = await createIntake(db, { programme: 'premasters' });
  await db.deleteFrom('intakes').where('id', '=', freeIntake.id).execute();
  slotRuleId = (await createSlotRule(db)).id;
});

describe('access to admin procedures', () => {
  it('lists every admin procedure in this matrix', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));
    expect(procedures.sort()).toEqual(Object.keys(adminCalls).sort());
  });

  it.each(Object.keys(adminCalls))('%s refuses an anonymous caller with UNAUTHORIZED', async (path) => {
    const { caller } = callerFor({ db });
    expect(await codeOf(adminCalls[path]!(caller))).toBe('UNAUTHORIZED');
  });

  it.each(Object.keys(adminCalls))('%s refuses an applicant’s session with UNAUTHORIZED', async (path) => {
    const { caller } = callerFor({
      db,
      applicant: { sessionId: 'a'.repeat(64), publicId: randomUUID(), email: 'matrix-applicant@mail.example' },
    });
    expect(await codeOf(adminCalls[path]!(caller))).toBe('UNAUTHORIZED');
  });

  it.each(Object.keys(adminCalls))(
    '%s refuses an unconfirmed account with FORBIDDEN, even with the role',
    async (path) => {
      const user = await createAdmin(db, { confirmed: false, label: 'unconfirmed' });
      const { caller } = callerFor({ db, user });
      expect(await codeOf(adminCalls[path]!(caller))).toBe('FORBIDDEN');
    },
  );

  it.each(Object.keys(adminCalls))('%s refuses a confirmed account without the role with FORBIDDEN', async (path) => {
    const user = await createStaff(db, { label: 'non-admin' });
    const { caller } = callerFor({ db, user });
    expect(await codeOf(adminCalls[path]!(caller))).toBe('FORBIDDEN');
  });

  it.each(Object.keys(adminCalls))(
    '%s refuses an editor with FORBIDDEN: the site’s content, never applicants’ data',
    async (path) => {
      const user = await createEditor(db, { label: 'matrix-editor' });
      const { caller } = callerFor({ db, user });
      expect(await codeOf(adminCalls[path]!(caller))).toBe('FORBIDDEN');
    },
  );

  it.each(Object.keys(adminCalls))('%s works for an admin', async (path) => {
    // setStatus refuses a change to the status the application already has; reset it first.
    await db.updateTable('applications').set({ status: 'submitted' }).where('id', '=', applicationId).execute();
    const { caller } = callerFor({ db, user: admin });
    expect(await codeOf(adminCalls[path]!(caller))).toBe('OK');
  });

  it.each(Object.keys(adminCalls))(
    '%s refuses an admin with two-factor enrolled but not verified in this session (FORBIDDEN)',
    async (path) => {
      const { user } = await enrolTwoFactor(db, await createAdmin(db, { label: 'unverified' }));
      const { caller } = callerFor({ db, user, twoFactorVerified: false });
      expect(await codeOf(adminCalls[path]!(caller))).toBe('FORBIDDEN');
    },
  );

  it.each(Object.keys(adminCalls))(
    '%s refuses an admin without two-factor when REQUIRE_ADMIN_2FA is on',
    async (path) => {
      const { caller } = callerFor({ db, user: admin, config: testConfig({ REQUIRE_ADMIN_2FA: 'true' }) });
      expect(await codeOf(adminCalls[path]!(caller))).toBe('FORBIDDEN');
    },
  );

  it('gives an invited address with the invitation still pending no account and no access, even invited as admin', async () => {
    const email = uniqueEmail('pending-invite');
    await createInvitation(db, {
      email,
      is_admin: true,
      token_hash: 'f'.repeat(64),
      expires_at: new Date(Date.now() + 60_000),
    });
    expect(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    const { caller } = callerFor({ db, ip: '198.51.100.77' });
    expect(await codeOf(caller.auth.signIn({ email, password: 'any password at all' }))).toBe('UNAUTHORIZED');
    expect(await codeOf(caller.admin.counts())).toBe('UNAUTHORIZED');
  });

  it('tells a non-admin nothing through auth.me beyond their own account', async () => {
    const user = await createStaff(db, { label: 'me-check' });
    const { caller } = callerFor({ db, user });
    expect(await caller.auth.me()).toEqual({
      id: user.id,
      email: user.email,
      isAdmin: false,
      canEditContent: false,
      twoFactor: { enabled: false, pending: false, enrolmentRequired: false },
    });
    expect(await callerFor({ db }).caller.auth.me()).toBeNull();
  });
});

describe('access to content procedures', () => {
  it('lists every content procedure in this matrix', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('content.'));
    expect(procedures.sort()).toEqual(Object.keys(contentCalls).sort());
  });

  it.each(Object.keys(contentCalls))('%s refuses an anonymous caller with UNAUTHORIZED', async (path) => {
    expect(await codeOf(contentCalls[path]!(callerFor({ db }).caller))).toBe('UNAUTHORIZED');
  });

  it.each(Object.keys(contentCalls))('%s refuses an applicant’s session with UNAUTHORIZED', async (path) => {
    const { caller } = callerFor({
      db,
      applicant: { sessionId: 'b'.repeat(64), publicId: randomUUID(), email: 'content-applicant@mail.example' },
    });
    expect(await codeOf(contentCalls[path]!(caller))).toBe('UNAUTHORIZED');
  });

  it.each(Object.keys(contentCalls))('%s refuses a confirmed account with neither role (FORBIDDEN)', async (path) => {
    const user = await createStaff(db, { label: 'content-no-role' });
    expect(await codeOf(contentCalls[path]!(callerFor({ db, user }).caller))).toBe('FORBIDDEN');
  });

  it.each(Object.keys(contentCalls))('%s refuses an unconfirmed editor with FORBIDDEN', async (path) => {
    const user = await createEditor(db, { confirmed: false, label: 'content-unconfirmed' });
    expect(await codeOf(contentCalls[path]!(callerFor({ db, user }).caller))).toBe('FORBIDDEN');
  });

  it.each(Object.keys(contentCalls))(
    '%s refuses an editor with two-factor enrolled but not verified in this session (FORBIDDEN)',
    async (path) => {
      const { user } = await enrolTwoFactor(db, await createEditor(db, { label: 'content-unverified' }));
      const { caller } = callerFor({ db, user, twoFactorVerified: false });
      expect(await codeOf(contentCalls[path]!(caller))).toBe('FORBIDDEN');
    },
  );

  it.each(Object.keys(contentCalls))('%s works for an editor', async (path) => {
    const user = await createEditor(db, { label: 'content-editor' });
    expect(await codeOf(contentCalls[path]!(callerFor({ db, user }).caller))).toBe('OK');
  });

  it.each(Object.keys(contentCalls))('%s works for an admin, who may do all an editor may', async (path) => {
    expect(await codeOf(contentCalls[path]!(callerFor({ db, user: admin }).caller))).toBe('OK');
  });

  it.each(Object.keys(contentCalls))(
    '%s works for an admin without two-factor even when REQUIRE_ADMIN_2FA is on: content holds no applicant data',
    async (path) => {
      const { caller } = callerFor({ db, user: admin, config: testConfig({ REQUIRE_ADMIN_2FA: 'true' }) });
      expect(await codeOf(contentCalls[path]!(caller))).toBe('OK');
    },
  );
});
