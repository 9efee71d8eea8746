import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '../../core/audit/audit-log';
import { defaultTemplate } from '../../core/letters/default-templates';
import { createApplicantSession, type ApplicantSession } from '../../server/applicants/applicant-sessions';
import { appRouter } from '../../server/routers/app-router';
import { testDb } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { callerFor } from '../support/trpc-caller';
import {
  createAcceptableOffer,
  createAcceptedApplication,
  createAdmin,
  createCasRecord,
  createApplicantSignInLink,
  createGuardianLink,
  createApplication,
  createApplicationMovedTo,
  createConditionalOffer,
  createContact,
  createDocument,
  createEditor,
  createEnrollable,
  createEnrolled,
  createIntake,
  createInterviewStage,
  createStartedInterview,
  createInvitation,
  createSlotRule,
  createStaff,
  TEST_PASSWORD,
  type TestUser,
} from '../support/factories';
import { enrolTwoFactor } from '../support/two-factor';
import { codeContent, putDraft, seedContent } from '../support/site-content';

const db = testDb();
/** A visit pattern as staff write it: Tuesday and Thursday at 10:00 and 14:00 UK time. */
const VISIT_RULE = {
  kind: 'visit' as const,
  weekdays: [2, 4],
  times: ['10:00', '14:00'],
  lengthMinutes: 90,
  capacity: 6,
  minNoticeHours: 24,
};
let admin: TestUser;
type Caller = ReturnType<typeof callerFor>['caller'];

async function newApplication(): Promise<string> {
  return (await createApplication(db, { first_name: 'Audit', last_name: 'Applicant' })).id;
}

async function newContact(): Promise<string> {
  return (await createContact(db, { first_name: 'Audit', last_name: 'Enquirer', message: 'Hello' })).id;
}

async function newInvitation(): Promise<string> {
  return (await createInvitation(db)).id;
}

interface Expectation {
  /** The entry the call must write, or null for list and count reads that show no single person's data. */
  action: AuditAction | null;
  call: (caller: Caller) => Promise<unknown>;
}

/** Every admin procedure: what it must record. A new procedure fails the first test until it is listed here. */
const expectations: Record<string, Expectation> = {
  'admin.counts': { action: null, call: (c) => c.admin.counts() },
  'admin.markOpened': {
    action: 'submission.marked_read',
    call: async (c) => c.admin.markOpened({ type: 'contact', id: await newContact() }),
  },
  'admin.addNote': {
    action: 'submission.note_added',
    call: async (c) => c.admin.addNote({ type: 'application', id: await newApplication(), body: 'Called.' }),
  },
  'admin.applications.list': { action: null, call: (c) => c.admin.applications.list({}) },
  'admin.applications.detail': {
    action: 'submission.opened',
    call: async (c) => c.admin.applications.detail({ id: await newApplication() }),
  },
  'admin.applications.setStatus': {
    action: 'application.status_changed',
    call: async (c) =>
      c.admin.applications.setStatus({ id: await newApplication(), status: 'declined', emailApplicant: false }),
  },
  'admin.applications.sendStatusEmail': {
    action: 'application.status_emailed',
    call: async (c) => {
      const { application, change } = await createApplicationMovedTo(db, 'interview');
      return c.admin.applications.sendStatusEmail({ id: application.id, changeId: change.id });
    },
  },
  'admin.applications.markNotDuplicate': {
    action: 'application.duplicate_dismissed',
    call: async (c) =>
      c.admin.applications.markNotDuplicate({ id: await newApplication(), otherId: await newApplication() }),
  },
  // Rejecting is recorded as document.rejected (tests/integration/staff-documents.test.ts).
  'admin.applications.documents.review': {
    action: 'document.accepted',
    call: async (c) =>
      c.admin.applications.documents.review({
        documentId: (await createDocument(db, await newApplication())).id,
        decision: 'accepted',
      }),
  },
  'admin.applications.documents.requestMissing': {
    action: 'document.missing_requested',
    call: async (c) => c.admin.applications.documents.requestMissing({ applicationId: await newApplication() }),
  },
  'admin.applications.endApplicantSessions': {
    action: 'application.applicant_sessions_ended',
    call: async (c) => c.admin.applications.endApplicantSessions({ id: await newApplication() }),
  },
  'admin.applications.offers.markConditionMet': {
    action: 'offer.condition_met',
    call: async (c) =>
      c.admin.applications.offers.markConditionMet({
        conditionId: (await createConditionalOffer(db)).conditionIds[0]!,
      }),
  },
  'admin.applications.offers.extendReplyBy': {
    action: 'offer.reply_by_extended',
    call: async (c) =>
      c.admin.applications.offers.extendReplyBy({
        id: (await createConditionalOffer(db)).application.id,
        replyBy: '2041-01-31',
      }),
  },
  'admin.applications.cas.record': {
    action: 'cas.recorded',
    call: async (c) =>
      c.admin.applications.cas.record({
        applicationId: (await createApplicationMovedTo(db, 'offer')).application.id,
        number: 'E4G8HJ2K9L0M1N',
        issuedOn: '2026-11-20',
      }),
  },
  'admin.applications.cas.recordVisaOutcome': {
    action: 'cas.visa_outcome_recorded',
    call: async (c) =>
      c.admin.applications.cas.recordVisaOutcome({
        applicationId: (await createCasRecord(db)).application.id,
        outcome: 'refused',
      }),
  },
  'admin.applications.enrol': {
    action: 'application.enrolled',
    call: async (c) => c.admin.applications.enrol({ id: (await createEnrollable(db)).application.id }),
  },
  'admin.applications.cas.markRequested': {
    action: 'cas.requested',
    call: async (c) =>
      c.admin.applications.cas.markRequested({
        applicationId: (await createCasRecord(db)).application.id,
        requestedOn: '2026-11-18',
      }),
  },
  'admin.applications.payments.record': {
    action: 'payment.recorded',
    call: async (c) =>
      c.admin.applications.payments.record({
        applicationId: (await createAcceptedApplication(db)).application.id,
        amountPence: 50_000,
        paidOn: '2026-11-20',
        method: 'card_page',
        note: 'Seen on the payment page’s report',
      }),
  },
  'admin.contacts.list': { action: null, call: (c) => c.admin.contacts.list({}) },
  'admin.contacts.detail': {
    action: 'submission.opened',
    call: async (c) => c.admin.contacts.detail({ id: await newContact() }),
  },
  'admin.team.list': { action: null, call: (c) => c.admin.team.list() },
  'admin.team.invitations.list': { action: null, call: (c) => c.admin.team.invitations.list() },
  'admin.team.invitations.create': {
    action: 'team.invitation_sent',
    call: (c) => c.admin.team.invitations.create({ email: uniqueEmail('audit-invite'), role: 'staff' }),
  },
  'admin.team.invitations.resend': {
    action: 'team.invitation_sent',
    call: async (c) => c.admin.team.invitations.resend({ id: await newInvitation() }),
  },
  'admin.team.invitations.revoke': {
    action: 'team.invitation_revoked',
    call: async (c) => c.admin.team.invitations.revoke({ id: await newInvitation() }),
  },
  'admin.team.endSessions': {
    action: 'team.sessions_ended',
    call: async (c) => c.admin.team.endSessions({ userId: (await createStaff(db, { label: 'signed-out' })).id }),
  },
  'admin.team.setAdmin': {
    action: 'team.admin_granted',
    call: async (c) =>
      c.admin.team.setAdmin({ userId: (await createStaff(db, { label: 'grantee' })).id, isAdmin: true }),
  },
  'admin.team.setEditor': {
    action: 'team.editor_granted',
    call: async (c) =>
      c.admin.team.setEditor({ userId: (await createStaff(db, { label: 'editor-grantee' })).id, isEditor: true }),
  },
  'admin.privacy.lookup': {
    action: 'privacy.access_exported',
    call: (c) => c.admin.privacy.lookup({ email: uniqueEmail('subject') }),
  },
  'admin.privacy.erase': {
    action: 'privacy.erased',
    call: (c) => {
      const email = uniqueEmail('erased');
      return c.admin.privacy.erase({ email, confirmEmail: email });
    },
  },
  'admin.privacy.overview': { action: null, call: (c) => c.admin.privacy.overview() },
  'admin.privacy.auditLog': { action: null, call: (c) => c.admin.privacy.auditLog({}) },
  'admin.intakes.list': { action: null, call: (c) => c.admin.intakes.list() },
  // Arrivals by date: a list of many, as the applications list is.
  'admin.arrivals.byDate': { action: null, call: (c) => c.admin.arrivals.byDate() },
  'admin.interviews.recordOutcome': {
    action: 'interview.outcome_recorded',
    call: async (c) =>
      c.admin.interviews.recordOutcome({ bookingId: (await createStartedInterview(db)).bookingId, outcome: 'no_show' }),
  },
  'admin.letters.templates.list': { action: null, call: (c) => c.admin.letters.templates.list() },
  'admin.letters.templates.history': {
    action: null,
    call: (c) => c.admin.letters.templates.history({ key: 'email_offer' }),
  },
  'admin.letters.templates.preview': {
    action: null,
    call: (c) => c.admin.letters.templates.preview({ texts: defaultTemplate('email_offer') }),
  },
  'admin.letters.templates.save': {
    action: 'template.saved',
    call: (c) => c.admin.letters.templates.save({ key: 'email_offer', texts: defaultTemplate('email_offer') }),
  },
  'admin.intakes.create': {
    action: 'intake.created',
    call: async (c) => {
      // A free date: make one, remove it, and create it again through the procedure.
      const made = await createIntake(db, { programme: 'summer' });
      await db.deleteFrom('intakes').where('id', '=', made.id).execute();
      return c.admin.intakes.create({
        programme: 'summer',
        startsOn: made.starts_on,
        deadline: made.deadline,
        policy: 'strict',
        capacity: 30,
      });
    },
  },
  'admin.intakes.update': {
    action: 'intake.updated',
    call: async (c) => {
      const intake = await createIntake(db, { state: 'draft' });
      return c.admin.intakes.update({
        id: intake.id,
        terms: { startsOn: intake.starts_on, deadline: intake.deadline, policy: 'rolling', capacity: 12 },
      });
    },
  },
  'admin.intakes.open': {
    action: 'intake.opened',
    call: async (c) => c.admin.intakes.open({ id: (await createIntake(db, { state: 'draft' })).id }),
  },
  'admin.intakes.close': {
    action: 'intake.closed',
    call: async (c) => c.admin.intakes.close({ id: (await createIntake(db)).id }),
  },
  'admin.intakes.copyYear': {
    action: 'intake.year_copied',
    call: async (c) => c.admin.intakes.copyYear({ year: Number((await createIntake(db)).starts_on.slice(0, 4)) }),
  },
  'admin.visits.rules.list': { action: null, call: (c) => c.admin.visits.rules.list({}) },
  'admin.visits.rules.create': { action: 'slots.rule_created', call: (c) => c.admin.visits.rules.create(VISIT_RULE) },
  'admin.visits.rules.update': {
    action: 'slots.rule_updated',
    call: async (c) =>
      c.admin.visits.rules.update({ id: (await createSlotRule(db)).id, rule: { ...VISIT_RULE, capacity: 8 } }),
  },
  'admin.visits.rules.setActive': {
    action: 'slots.rule_disabled',
    call: async (c) => c.admin.visits.rules.setActive({ id: (await createSlotRule(db)).id, active: false }),
  },
  'admin.visits.closures.list': { action: null, call: (c) => c.admin.visits.closures.list() },
  'admin.visits.closures.add': {
    action: 'slots.date_left_out',
    call: async (c) => c.admin.visits.closures.add({ date: '2027-04-01', ruleId: (await createSlotRule(db)).id }),
  },
  'admin.visits.closures.remove': {
    action: 'slots.date_restored',
    call: async (c) => {
      const rule = await createSlotRule(db);
      const closure = await db
        .insertInto('slot_closures')
        .values({ on_date: '2027-04-02', rule_id: rule.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return c.admin.visits.closures.remove({ id: closure.id });
    },
  },
  'admin.visits.slots': { action: null, call: (c) => c.admin.visits.slots({ kind: 'visit' }) },
  'admin.visits.calendar': { action: null, call: (c) => c.admin.visits.calendar({ from: '2027-03-30', days: 7 }) },
  'admin.visits.feed.status': { action: null, call: (c) => c.admin.visits.feed.status() },
  'admin.visits.feed.create': { action: 'calendar.feed_created', call: (c) => c.admin.visits.feed.create() },
  'admin.visits.feed.revoke': {
    action: 'calendar.feed_revoked',
    call: async (c) => {
      // A live feed of the actor's (the account made just before this call), with no audit entry of its own.
      const actor = await db
        .selectFrom('users')
        .select('id')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('staff_calendar_feeds')
        .values({ user_id: actor.id, token_hash: randomBytes(32).toString('hex') })
        .execute();
      return c.admin.visits.feed.revoke();
    },
  },
};

async function entriesBy(actorId: string) {
  return db.selectFrom('audit_log').select(['action', 'ip']).where('actor_id', '=', actorId).orderBy('id').execute();
}

beforeAll(async () => {
  admin = await createAdmin(db, { label: 'audit-admin' });
});

describe('audit coverage of admin procedures', () => {
  it('has an audit expectation for every admin procedure', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));
    expect(procedures.sort()).toEqual(Object.keys(expectations).sort());
  });

  // The CSV export and the document download are HTTP routes, not procedures; tests/integration/csv-export.test.ts
  // and tests/integration/staff-documents.test.ts check their entries.
  it.each(Object.entries(expectations))(
    '%s records what it did, who did it and from where',
    async (_path, expectation) => {
      const actor = await createAdmin(db, { label: 'audit-actor' });
      const { caller } = callerFor({ db, user: actor, ip: '198.51.100.23' });
      await expectation.call(caller);
      const entries = await entriesBy(actor.id);
      if (expectation.action === null) expect(entries).toEqual([]);
      else expect(entries).toEqual([{ action: expectation.action, ip: '198.51.100.23' }]);
    },
  );

  it('revoking admin is recorded too', async () => {
    const target = await createAdmin(db, { label: 'revokee' });
    await callerFor({ db, user: admin }).caller.admin.team.setAdmin({ userId: target.id, isAdmin: false });
    expect((await entriesBy(admin.id)).at(-1)).toMatchObject({ action: 'team.admin_revoked' });
  });
});

/** Every content procedure (decision 129): a publication, a restore and a saved draft are audited; reads are not. */
const contentExpectations: Record<string, Expectation> = {
  'content.overview': { action: null, call: (c) => c.content.overview() },
  'content.draft': { action: null, call: (c) => c.content.draft({ kind: 'news' }) },
  'content.versions': { action: null, call: (c) => c.content.versions({ kind: 'fees' }) },
  'content.warnings': { action: null, call: (c) => c.content.warnings() },
  'content.version': { action: null, call: (c) => c.content.version({ kind: 'fees', version: 1 }) },
  'content.saveDraft': {
    action: 'content.draft_saved',
    call: (c) => c.content.saveDraft({ kind: 'news', body: codeContent.news }),
  },
  'content.publish': {
    action: 'content.published',
    call: async (c) => {
      await putDraft(db, 'fees');
      return c.content.publish({ kind: 'fees' });
    },
  },
  'content.restore': { action: 'content.restored', call: (c) => c.content.restore({ kind: 'news', version: 1 }) },
};

describe('audit coverage of content procedures', () => {
  beforeAll(() => seedContent(db));

  it('has an audit expectation for every content procedure', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('content.'));
    expect(procedures.sort()).toEqual(Object.keys(contentExpectations).sort());
  });

  it.each(Object.entries(contentExpectations))(
    '%s records what it did, who did it and from where',
    async (_path, expectation) => {
      const actor = await createEditor(db, { label: 'audit-editor' });
      await expectation.call(callerFor({ db, user: actor, ip: '198.51.100.24' }).caller);
      const entries = await entriesBy(actor.id);
      if (expectation.action === null) expect(entries).toEqual([]);
      else expect(entries).toEqual([{ action: expectation.action, ip: '198.51.100.24' }]);
    },
  );
});

describe('audit of account actions', () => {
  it('records sign-in, password change and sign-out with the client IP', async () => {
    const user = await createStaff(db, { label: 'audit-signin' });
    const anonymous = callerFor({ db, ip: '198.51.100.9' });
    await anonymous.caller.auth.signIn({ email: user.email, password: TEST_PASSWORD });
    const signedIn = callerFor({ db, user, ip: '198.51.100.9' });
    await signedIn.caller.auth.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'another good password' });
    await signedIn.caller.auth.signOut();
    expect(await entriesBy(user.id)).toEqual([
      { action: 'auth.signed_in', ip: '198.51.100.9' },
      { action: 'auth.password_changed', ip: '198.51.100.9' },
      { action: 'auth.signed_out', ip: '198.51.100.9' },
    ]);
  });
});

/** An applicant signed in, with one application sent under a name no other test uses. */
interface SignedInApplicant {
  session: ApplicantSession;
  applicationId: string;
  lastName: string;
  /** What the applicant typed or holds that the log must never show. */
  personal: string[];
}

async function signedInApplicant(): Promise<SignedInApplicant> {
  const email = uniqueEmail('audit-applicant');
  const lastName = `Zz${randomBytes(4).toString('hex')}`;
  const { id } = await createApplication(db, { email, first_name: 'Ffion', last_name: lastName });
  const { token, publicId } = await createApplicantSession(db, email);
  const { id: sessionId } = await db
    .selectFrom('applicant_sessions')
    .select('id')
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
  return {
    session: { sessionId, publicId, email },
    applicationId: id,
    lastName,
    personal: [email, lastName, token, sessionId],
  };
}

/** An application at 'interview' with its first slot booked from another address, so only the call after is seen. */
async function bookedInterviewStage(a: SignedInApplicant) {
  const stage = await createInterviewStage(db, a.session.email, { last_name: a.lastName });
  await callerFor({ db, applicant: a.session, ip: '198.51.100.99' }).caller.applicant.interview.book({
    applicationId: stage.applicationId,
    ruleId: stage.ruleId,
    startsAt: stage.starts[0]!,
    language: 'en',
  });
  return stage;
}

interface ApplicantExpectation {
  /** The entry the call must write, or null for the applicant's reads of their own data and the steps before signing in. */
  action: AuditAction | null;
  call: (caller: Caller, applicant: SignedInApplicant) => Promise<unknown>;
}

/**
 * Every applicant procedure: what it must record. A new one fails the first test until it is
 * listed. The upload is an HTTP route, not a procedure: tests/integration/applicant-documents.test.ts
 * checks its entry.
 */
const applicantExpectations: Record<string, ApplicantExpectation> = {
  'applicant.offer.accept': {
    action: 'offer.accepted',
    call: async (c, a) =>
      c.applicant.offer.accept({
        applicationId: (await createAcceptableOffer(db, { email: a.session.email, last_name: a.lastName })).application
          .id,
        typedName: 'Ffion Audit',
        readLetter: true,
        needsVisa: false,
      }),
  },
  'applicant.offer.decline': {
    action: 'offer.declined_by_applicant',
    call: async (c, a) =>
      c.applicant.offer.decline({
        applicationId: (await createAcceptableOffer(db, { email: a.session.email, last_name: a.lastName })).application
          .id,
        reason: `Another school, said ${a.lastName}`,
      }),
  },
  'applicant.arrival.save': {
    action: 'arrival.saved',
    call: async (c, a) => {
      const { application, intake } = await createEnrolled(db, { email: a.session.email, last_name: a.lastName });
      return c.applicant.arrival.save({
        applicationId: application.id,
        flightNumber: 'BA 123',
        arrivalDate: intake.starts_on,
        arrivalTime: '14:30',
        pickUp: true,
        accommodation: 'residence',
      });
    },
  },
  'applicant.me': { action: null, call: (c) => c.applicant.me() },
  'applicant.requestLink': {
    action: null,
    call: (c, a) => c.applicant.requestLink({ email: a.session.email, language: 'en' }),
  },
  // A link's page before "Continue": it spends nothing and signs nobody in.
  'applicant.describeLink': {
    action: null,
    call: async (c, a) => c.applicant.describeLink({ token: await createApplicantSignInLink(db, a.session.email) }),
  },
  'applicant.renewLink': {
    action: null,
    call: async (c, a) =>
      c.applicant.renewLink({ token: await createApplicantSignInLink(db, a.session.email), language: 'en' }),
  },
  'applicant.signIn': {
    action: 'applicant.signed_in',
    call: async (c, a) => c.applicant.signIn({ token: await createApplicantSignInLink(db, a.session.email) }),
  },
  'applicant.signOut': { action: null, call: (c) => c.applicant.signOut() },
  'applicant.signOutEverywhere': {
    action: 'applicant.signed_out_everywhere',
    call: (c) => c.applicant.signOutEverywhere(),
  },
  'applicant.applications': { action: null, call: (c) => c.applicant.applications() },
  'applicant.letters.list': { action: null, call: (c) => c.applicant.letters.list() },
  'applicant.withdraw': {
    action: 'application.withdrawn_by_applicant',
    call: (c, a) => c.applicant.withdraw({ applicationId: a.applicationId }),
  },
  'applicant.documents.checklist': {
    action: null,
    call: (c, a) => c.applicant.documents.checklist({ applicationId: a.applicationId }),
  },
  'applicant.documents.remove': {
    action: 'document.removed_by_applicant',
    call: async (c, a) => {
      await createDocument(db, a.applicationId, { original_name: `${a.lastName}-passport.pdf` });
      return c.applicant.documents.remove({ applicationId: a.applicationId, item: 'identity' });
    },
  },
  'applicant.interview.slots': {
    action: null,
    call: async (c, a) =>
      c.applicant.interview.slots({
        applicationId: (await createInterviewStage(db, a.session.email)).applicationId,
        language: 'en',
      }),
  },
  'applicant.interview.book': {
    action: 'interview.booked',
    call: async (c, a) => {
      const stage = await createInterviewStage(db, a.session.email, { last_name: a.lastName });
      return c.applicant.interview.book({
        applicationId: stage.applicationId,
        ruleId: stage.ruleId,
        startsAt: stage.starts[0]!,
        language: 'en',
      });
    },
  },
  'applicant.interview.reschedule': {
    action: 'interview.rescheduled',
    call: async (c, a) => {
      const stage = await bookedInterviewStage(a);
      return c.applicant.interview.reschedule({
        applicationId: stage.applicationId,
        ruleId: stage.ruleId,
        startsAt: stage.starts[1]!,
        language: 'en',
      });
    },
  },
  'applicant.interview.cancel': {
    action: 'interview.cancelled',
    call: async (c, a) =>
      c.applicant.interview.cancel({ applicationId: (await bookedInterviewStage(a)).applicationId, language: 'en' }),
  },
  'applicant.draft': { action: null, call: (c) => c.applicant.draft() },
  'applicant.saveDraft': {
    action: null,
    call: (c, a) => c.applicant.saveDraft({ values: { lastName: a.lastName }, step: 1 }),
  },
  'applicant.saveForLater': {
    action: null,
    call: (c, a) => c.applicant.saveForLater({ email: a.session.email, values: { lastName: a.lastName }, step: 1 }),
  },
};

describe('audit of the applicant’s actions', () => {
  it('has an audit expectation for every applicant procedure', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('applicant.'));
    expect(procedures.sort()).toEqual(Object.keys(applicantExpectations).sort());
  });

  it.each(Object.entries(applicantExpectations))(
    '%s records what the applicant did by ids, with no address or name',
    async (_path, expectation) => {
      const applicant = await signedInApplicant();
      // An address of this call's own finds its entries, whatever runs beside it.
      const ip = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
      await expectation.call(callerFor({ db, applicant: applicant.session, ip }).caller, applicant);
      const entries = await db
        .selectFrom('audit_log')
        .select(['actor_id', 'actor_label', 'action', 'subject_type', 'subject_id', 'details'])
        .where('ip', '=', ip)
        .execute();
      if (expectation.action === null) return expect(entries).toEqual([]);
      expect(entries).toEqual([
        {
          actor_id: null,
          actor_label: 'applicant',
          action: expectation.action,
          subject_type: expect.any(String),
          subject_id: expect.any(String),
          details: expect.objectContaining({ applicantSession: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f-]{27}$/) }),
        },
      ]);
      const written = JSON.stringify(entries);
      for (const personal of applicant.personal) expect(written).not.toContain(personal);
    },
  );
});

/** The guardian's procedures (decision 135): confirming is recorded, as the guardian, by ids only; describing is not. */
describe('audit of a guardian’s confirmation', () => {
  it('has an expectation for every guardian procedure', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('guardian.'));
    expect(procedures.sort()).toEqual(['guardian.confirm', 'guardian.describe']);
  });

  it('records the confirmation by ids, with no name or address, and nothing for describing the link', async () => {
    const applicant = await signedInApplicant();
    const guardianEmail = uniqueEmail('audit-guardian');
    const { application } = await createAcceptableOffer(db, {
      email: applicant.session.email,
      last_name: applicant.lastName,
      date_of_birth: '2012-01-01',
    });
    await callerFor({ db, applicant: applicant.session }).caller.applicant.offer.accept({
      applicationId: application.id,
      typedName: `Ffion ${applicant.lastName}`,
      readLetter: true,
      needsVisa: false,
      guardian: { name: `Guardian ${applicant.lastName}`, email: guardianEmail },
    });
    const { id } = await db
      .selectFrom('acceptances')
      .select('id')
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    const token = await createGuardianLink(db, id);
    const ip = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const guardian = callerFor({ db, ip }).caller;
    await guardian.guardian.describe({ token });
    await guardian.guardian.confirm({ token, typedName: `Guardian ${applicant.lastName}`, readLetter: true });
    const entries = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_label', 'action', 'subject_type', 'subject_id'])
      .where('ip', '=', ip)
      .execute();
    expect(entries).toEqual([
      {
        actor_id: null,
        actor_label: 'guardian',
        action: 'offer.accepted',
        subject_type: 'application',
        subject_id: application.id,
      },
    ]);
    const written = JSON.stringify(await db.selectFrom('audit_log').select('details').where('ip', '=', ip).execute());
    for (const personal of [guardianEmail, applicant.lastName, token]) expect(written).not.toContain(personal);
  });
});

describe('audit of two-factor changes', () => {
  it('records regenerating the recovery codes with the client IP', async () => {
    const { user, sessionId } = await enrolTwoFactor(db, await createStaff(db, { label: 'audit-regenerate' }));
    const { caller } = callerFor({ db, user, sessionId, twoFactorVerified: true, ip: '198.51.100.12' });
    await caller.auth.twoFactor.regenerateRecoveryCodes({ password: user.password });
    expect((await entriesBy(user.id)).at(-1)).toEqual({
      action: 'auth.recovery_codes_regenerated',
      ip: '198.51.100.12',
    });
  });
});

describe('the audit log is append-only', () => {
  // The application role holds INSERT and SELECT only (tests/integration/audit-log-roles.test.ts).
  it('refuses the application UPDATE, DELETE and TRUNCATE', async () => {
    const before = await db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
    await expect(sql`update audit_log set actor_label = 'someone else'`.execute(db)).rejects.toThrow(
      'permission denied for table audit_log',
    );
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow('permission denied for table audit_log');
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow('permission denied for table audit_log');
    const after = await db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBeGreaterThanOrEqual(Number(before.n));
  });

  it('lists entries newest first with keyset paging and filters, for admins only', async () => {
    const actor = await createAdmin(db, { label: 'audit-pager' });
    const { caller } = callerFor({ db, user: actor });
    for (let i = 0; i < 3; i += 1) await caller.admin.applications.detail({ id: await newApplication() });
    const today = new Date().toISOString().slice(0, 10);
    const filters = { actorId: actor.id, action: 'submission.opened' as const, from: today, to: today };
    const page1 = await caller.admin.privacy.auditLog(filters);
    expect(page1.items).toHaveLength(3);
    const ids = page1.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await expect(caller.admin.privacy.auditLog({ ...filters, cursor: 'not-a-cursor' })).rejects.toThrow(
      'The list position is not valid',
    );
    await expect(caller.admin.privacy.auditLog({ ...filters, from: '2026-13-45' })).rejects.toThrow(
      'Enter a date as YYYY-MM-DD',
    );
    expect((await caller.admin.privacy.auditLog({ ...filters, from: '2001-01-01', to: '2001-01-02' })).items).toEqual(
      [],
    );
  });
});
