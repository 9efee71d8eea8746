import { Readable } from 'node:stream';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client';
import type {
  Application,
  ApplicationDocumentsTable,
  ApplicationStatusChangesTable,
  ContactSubmission,
  EmailOutboxTable,
  Intake,
  IntakesTable,
  NewApplication,
  NewContactSubmission,
  StaffInvitationsTable,
  SlotRulesTable,
  SubmissionNotesTable,
  SubmissionType,
} from '../../db/types';
import {
  APPLICANT_SIGN_IN_TOKEN_TTL_MS,
  INVITATION_TOKEN_TTL_MS,
  newAccountToken,
  PASSWORD_RESET_TOKEN_TTL_MS,
} from '../../core/accounts/account-tokens';
import { hashPassword } from '../../server/auth/password-hasher';
import { meetsStrongPolicy } from '../../server/auth/password-policy';
import type { SessionUser } from '../../server/auth/request-session';
import { createSession } from '../../server/auth/sessions';
import { newObjectKey, type ObjectStorage } from '../../core/storage/object-storage';
import { documentChecklist } from '../../domain/document-checklist';
import { STANDING_INTAKE_START } from './standing-intakes';
import { issueLetter } from '../../core/letters/issue-letter';
import { randomBytes, randomUUID } from 'node:crypto';
import { uniqueEmail } from './unique-email';
import type { OfferInput } from '../../domain/offers';
import { offeredSlots } from '../../core/visits/offered-slots';
import { slotStartKey } from '../../core/visits/slots';

// Row factories: each inserts one valid row through the real database and returns it. Pass only
// what the test is about; every e-mail address is unique, so files running in parallel never meet.

/** Meets the strong policy, so an account created with it may hold the admin role. */
export const TEST_PASSWORD = 'correct horse battery';

/** The values of a valid application (for a bulk insert); `createApplication` inserts one. */
export function applicationValues(overrides: Partial<NewApplication> = {}): NewApplication {
  return {
    first_name: 'Ffion',
    last_name: 'Evans',
    date_of_birth: '2006-02-03',
    nationality: 'Welsh',
    email: uniqueEmail('applicant'),
    phone: '029 2018 0123',
    address: '2 Bute Street',
    city: 'Cardiff',
    postal_code: 'CF10 5AA',
    country: 'United Kingdom',
    programme: 'foundation',
    start_date: STANDING_INTAKE_START,
    ...overrides,
  };
}

export function createApplication(db: Db, overrides: Partial<NewApplication> = {}): Promise<Application> {
  return db.insertInto('applications').values(applicationValues(overrides)).returningAll().executeTakeFirstOrThrow();
}

/** The values of a valid contact message; `createContact` inserts one. */
export function contactValues(overrides: Partial<NewContactSubmission> = {}): NewContactSubmission {
  return {
    first_name: 'Ceri',
    last_name: 'Jones',
    email: uniqueEmail('contact'),
    message: 'Hello, I have a question about the courses.',
    ...overrides,
  };
}

export function createContact(db: Db, overrides: Partial<NewContactSubmission> = {}): Promise<ContactSubmission> {
  return db.insertInto('contact_submissions').values(contactValues(overrides)).returningAll().executeTakeFirstOrThrow();
}

/** A staff account as a signed-in request sees it, plus the password to sign in with. */
export interface TestUser extends SessionUser {
  password: string;
}

export interface StaffOverrides {
  /** Default: a unique address starting with `label`. */
  email?: string;
  /** The start of the generated address, to tell accounts apart in a failure. */
  label?: string;
  /** Default: TEST_PASSWORD. */
  password?: string;
  /** Default: true. */
  confirmed?: boolean;
  /** Default: false; `createAdmin` sets it. */
  isAdmin?: boolean;
  /** Default: false; `createEditor` sets it (decision 131). */
  isEditor?: boolean;
}

// argon2 takes a noticeable moment: hash each password once per process.
const passwordHashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

/** A staff account straight in the users table, with a real password hash. */
export async function createStaff(db: Db, overrides: StaffOverrides = {}): Promise<TestUser> {
  const {
    label = 'staff',
    email = uniqueEmail(label),
    password = TEST_PASSWORD,
    confirmed = true,
    isAdmin = false,
    isEditor = false,
  } = overrides;
  const row = await db
    .insertInto('users')
    .values({
      email: email.toLowerCase(),
      password_hash: await hashOnce(password),
      email_confirmed_at: confirmed ? new Date() : null,
      is_admin: isAdmin,
      is_editor: isEditor,
      password_strong: meetsStrongPolicy(password),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: confirmed,
    isAdmin,
    isEditor,
    twoFactorEnabled: false,
    password,
  };
}

export function createAdmin(db: Db, overrides: Omit<StaffOverrides, 'isAdmin'> = {}): Promise<TestUser> {
  return createStaff(db, { label: 'admin', ...overrides, isAdmin: true });
}

/** A confirmed account with the editor role: the site's content, no applicant data. */
export function createEditor(db: Db, overrides: Omit<StaffOverrides, 'isEditor' | 'isAdmin'> = {}): Promise<TestUser> {
  return createStaff(db, { label: 'editor', ...overrides, isEditor: true });
}

/** A session for `user`, as the Cookie header a signed-in browser sends. */
export async function createSessionCookie(db: Db, user: { id: string }): Promise<string> {
  return `session=${(await createSession(db, user.id)).token}`;
}

/** A staff note on a submission, as `admin.addNote` writes it. */
export function createNote(
  db: Db,
  submission: { type: SubmissionType; id: string },
  overrides: Partial<Insertable<SubmissionNotesTable>> = {},
) {
  return db
    .insertInto('submission_notes')
    .values({
      submission_type: submission.type,
      submission_id: submission.id,
      author_email: 'staff@academy.example',
      body: 'Called the applicant.',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One entry of an application's status history. */
export function createStatusChange(
  db: Db,
  applicationId: string,
  overrides: Partial<Insertable<ApplicationStatusChangesTable>> = {},
) {
  return db
    .insertInto('application_status_changes')
    .values({
      application_id: applicationId,
      from_status: 'submitted',
      to_status: 'under_review',
      changed_by_email: 'staff@academy.example',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pending staff invitation (not yet e-mailed: no token). */
export function createInvitation(db: Db, overrides: Partial<Insertable<StaffInvitationsTable>> = {}) {
  return db
    .insertInto('staff_invitations')
    .values({ email: uniqueEmail('invitee'), is_admin: false, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An outbox e-mail; its payload is given as an object and stored as JSON. */
export function createOutboxEmail(
  db: Db,
  {
    payload = {},
    ...overrides
  }: Partial<Omit<Insertable<EmailOutboxTable>, 'payload'>> & { payload?: Record<string, unknown> } = {},
) {
  return db
    .insertInto('email_outbox')
    .values({
      kind: 'contact_alert',
      recipient: 'admissions@academy.example',
      payload: JSON.stringify(payload),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A password reset link's token for `user`, stored as the worker stores it (hash only); returns the token. */
export async function createPasswordResetToken(db: Db, user: { id: string }): Promise<string> {
  const { token, hash } = newAccountToken();
  await db
    .insertInto('password_reset_tokens')
    .values({ id: hash, user_id: user.id, expires_at: new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_MS) })
    .execute();
  return token;
}

/** An applicant's sign-in link to `email` (lower-cased), stored as the worker stores it (hash only); returns the token. */
export async function createApplicantSignInLink(db: Db, email: string): Promise<string> {
  const { token, hash } = newAccountToken();
  await db
    .insertInto('applicant_sign_in_links')
    .values({ id: hash, email, expires_at: new Date(Date.now() + APPLICANT_SIGN_IN_TOKEN_TTL_MS) })
    .execute();
  return token;
}

/** An invitation as the worker leaves it once e-mailed; returns the link's token. */
export async function createSentInvitation(
  db: Db,
  overrides: Partial<Insertable<StaffInvitationsTable>> = {},
): Promise<string> {
  const { token, hash } = newAccountToken();
  await createInvitation(db, {
    token_hash: hash,
    expires_at: new Date(Date.now() + INVITATION_TOKEN_TTL_MS),
    ...overrides,
  });
  return token;
}

/**
 * An applicant's document as the upload leaves it once scanned clean (an identity PDF unless
 * told otherwise). With `storage` and `bytes`, its object is stored too, so it can be downloaded.
 */
export async function createDocument(
  db: Db,
  applicationId: string,
  overrides: Partial<Insertable<ApplicationDocumentsTable>> = {},
  stored?: { storage: ObjectStorage; bytes: Buffer },
) {
  const objectKey = overrides.object_key === undefined ? newObjectKey() : overrides.object_key;
  if (stored && objectKey) await stored.storage.put(objectKey, Readable.from([stored.bytes]));
  return db
    .insertInto('application_documents')
    .values({
      application_id: applicationId,
      item: 'identity',
      original_name: 'passport.pdf',
      mime_type: 'application/pdf',
      size_bytes: stored?.bytes.length ?? 1_000,
      scan_state: 'clean',
      ...overrides,
      object_key: objectKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A clean document for each required item of the application's programme: its documents are complete. */
export async function createRequiredDocuments(db: Db, application: { id: string; programme: string }) {
  for (const item of documentChecklist(application.programme).filter((entry) => entry.required)) {
    await createDocument(db, application.id, { item: item.key });
  }
}

/** An offer's details as the dashboard sends them with the status "offer" (decision 134): unconditional, £18,500, deposit £2,000. */
export const OFFER_DETAILS: OfferInput = {
  kind: 'unconditional',
  feesPence: 1_850_000,
  depositPence: 200_000,
  replyBy: '2041-07-15',
  conditions: [],
};

/**
 * An application that staff moved to `status` without e-mailing the applicant: its status and the
 * change that set it, so the status e-mail is still owed.
 */
export async function createApplicationMovedTo(db: Db, status: string, overrides: Partial<NewApplication> = {}) {
  const application = await createApplication(db, { ...overrides, status });
  const change = await createStatusChange(db, application.id, { from_status: 'under_review', to_status: status });
  return { application, change };
}

/**
 * An application moved to "offer" with a saved conditional offer of `conditions` (texts staff
 * wrote), none met yet; fees £18,500 and deposit £2,000 unless told otherwise.
 */
export async function createConditionalOffer(
  db: Db,
  conditions: readonly string[] = ['Final school report'],
  overrides: Partial<NewApplication> = {},
) {
  const { application } = await createApplicationMovedTo(db, 'offer', overrides);
  await db
    .insertInto('offers')
    .values({
      application_id: application.id,
      kind: 'conditional',
      fees_pence: 1_850_000,
      deposit_pence: 200_000,
      reply_by: '2040-06-30',
    })
    .execute();
  const rows = await db
    .insertInto('offer_conditions')
    .values(
      conditions.map((text, position) => ({ application_id: application.id, position, text_en: text, text_ar: text })),
    )
    .returning('id')
    .execute();
  return { application, conditionIds: rows.map((row) => row.id) };
}

/** An application with an unconditional offer and its CAS recorded (decision 136), its visa outcome not yet. */
export async function createCasRecord(db: Db, casNumber = 'E4G8HJ2K9L0M1N', overrides: Partial<NewApplication> = {}) {
  const { application } = await createApplicationMovedTo(db, 'offer', overrides);
  await db
    .insertInto('offers')
    .values({
      application_id: application.id,
      kind: 'unconditional',
      fees_pence: 1_850_000,
      deposit_pence: 200_000,
      reply_by: '2040-06-30',
    })
    .execute();
  await db
    .insertInto('cas_records')
    .values({ application_id: application.id, cas_number: casNumber, issued_on: '2026-11-20' })
    .execute();
  return { application };
}

/**
 * An application with an unconditional offer whose letter the worker has issued (its bytes'
 * SHA-256 returned), ready for the applicant to accept (decision 135). An adult unless told
 * otherwise: pass `date_of_birth` for a minor.
 */
export async function createAcceptableOffer(db: Db, overrides: Partial<NewApplication> = {}) {
  const { application } = await createApplicationMovedTo(db, 'offer', overrides);
  await db
    .insertInto('offers')
    .values({
      application_id: application.id,
      kind: 'unconditional',
      fees_pence: 1_850_000,
      deposit_pence: 200_000,
      reply_by: '2040-06-30',
      unconditional_at: new Date(),
    })
    .execute();
  const { letterId } = await issueLetter(db, application, 'unconditional_offer', {
    feesPence: 1_850_000,
    depositPence: 200_000,
    replyBy: '2040-06-30',
    conditions: [],
  });
  const sha256 = randomBytes(32).toString('hex');
  await db
    .updateTable('letters')
    .set({
      state: 'issued',
      sha256,
      object_key: newObjectKey(),
      size_bytes: 1234,
      issued_at: new Date(),
    })
    .where('id', '=', letterId)
    .execute();
  return { application, letterId, sha256 };
}

/**
 * The applicant's acceptance of an offer made by createAcceptableOffer, counted at `countedAt`
 * (now unless told), as accepting leaves it (decision 135), with their answer about the visa.
 */
export async function createCountedAcceptance(
  db: Db,
  offer: { application: { id: string }; letterId: string; sha256: string },
  { needsVisa = true, countedAt = new Date() }: { needsVisa?: boolean; countedAt?: Date } = {},
) {
  await db.updateTable('applications').set({ status: 'accepted' }).where('id', '=', offer.application.id).execute();
  return db
    .insertInto('acceptances')
    .values({
      application_id: offer.application.id,
      application_reference: offer.application.id,
      typed_name: 'Omar Saleh',
      accepted_at: countedAt,
      letter_id: offer.letterId,
      letter_sha256: offer.sha256,
      needs_visa: needsVisa,
      counted_at: countedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * An application whose acceptance has counted (decision 135), its status "accepted": an
 * unconditional offer of a £2,000 deposit with its letter issued, accepted by an adult. Payments
 * may be recorded against it (decision 137).
 */
export async function createAcceptedApplication(db: Db, overrides: Partial<NewApplication> = {}) {
  const offer = await createAcceptableOffer(db, overrides);
  await createCountedAcceptance(db, offer);
  await createStatusChange(db, offer.application.id, { from_status: 'offer', to_status: 'accepted' });
  return { application: { ...offer.application, status: 'accepted' } };
}

/** A guardian's link to an acceptance, stored as the worker stores it (hash only); returns the token. */
export async function createGuardianLink(db: Db, acceptanceId: string, expiresAt = new Date(Date.now() + 60_000)) {
  const { token, hash } = newAccountToken();
  await db
    .insertInto('guardian_links')
    .values({ id: hash, acceptance_id: acceptanceId, expires_at: expiresAt })
    .execute();
  return token;
}

/**
 * An intake on a date no other test uses (a random day between 2040 and 2078, its deadline a
 * month before), open unless told otherwise; pass only what the test is about. Tests that need
 * fixed dates or whole years of their own take them from 2080 on, where this never reaches (nor
 * does a year copied from its range).
 */
export async function createIntake(db: Db, overrides: Partial<Insertable<IntakesTable>> = {}): Promise<Intake> {
  for (;;) {
    const year = 2040 + Math.floor(Math.random() * 39);
    const month = 2 + Math.floor(Math.random() * 11);
    const day = 1 + Math.floor(Math.random() * 28);
    const startsOn = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const row = await db
      .insertInto('intakes')
      .values({
        programme: 'alevel',
        starts_on: startsOn,
        deadline: `${year}-${String(month - 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        policy: 'strict',
        state: 'open',
        ...overrides,
      })
      .onConflict((conflict) => conflict.columns(['programme', 'starts_on']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
    if (overrides.starts_on)
      throw new Error(`an intake of ${overrides.programme} already starts on ${overrides.starts_on}`);
  }
}

/**
 * An application staff enrolled (decision 139), on an intake of its own far in the future (so an
 * arrival near its start date is never in the past): its status and the change that set it.
 */
export async function createEnrolled(db: Db, overrides: Partial<NewApplication> = {}) {
  const intake = await createIntake(db);
  const application = await createApplication(db, {
    programme: intake.programme,
    start_date: intake.starts_on,
    ...overrides,
    status: 'enrolled',
  });
  await createStatusChange(db, application.id, { from_status: 'accepted', to_status: 'enrolled' });
  return { application, intake };
}

/** A day `days` after (or before) a school date 'YYYY-MM-DD'. */
export function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export interface EnrollableOptions {
  /** The acceptance's visa answer (null: unknown, as after erasure); true unless told. */
  needsVisa?: boolean | null;
  /** A CAS recorded, and its visa outcome; a CAS with no outcome unless told. */
  cas?: false | { visaOutcome?: 'granted' | 'refused' };
  /** Paid against the £2,000 deposit, in pence; all of it unless told. */
  paidPence?: number;
  /** The acceptance counted, so the status is "accepted"; true unless told (false leaves an offer). */
  accepted?: boolean;
}

/**
 * An application ready for staff to enrol (decision 139) unless told otherwise: on an intake of its
 * own far in the future, an unconditional offer with a £2,000 deposit, the applicant's acceptance
 * counted, the deposit paid in full, and the CAS recorded for the Student visa they said they need.
 */
export async function createEnrollable(
  db: Db,
  options: EnrollableOptions = {},
  overrides: Partial<NewApplication> = {},
) {
  const { needsVisa = true, cas = {}, paidPence = 200_000, accepted = true } = options;
  const intake = await createIntake(db);
  const { application } = await createApplicationMovedTo(db, accepted ? 'accepted' : 'offer', {
    programme: intake.programme,
    start_date: intake.starts_on,
    ...overrides,
  });
  const offer = await db
    .insertInto('offers')
    .values({
      application_id: application.id,
      kind: 'unconditional',
      fees_pence: 1_850_000,
      deposit_pence: 200_000,
      reply_by: '2041-07-15',
      unconditional_at: new Date(),
    })
    .returning('payment_reference')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('acceptances')
    .values({
      application_id: application.id,
      application_reference: application.id,
      typed_name: `${application.first_name} ${application.last_name}`,
      letter_sha256: randomBytes(32).toString('hex'),
      needs_visa: needsVisa,
      counted_at: accepted ? new Date() : null,
    })
    .execute();
  if (paidPence > 0) {
    await db
      .insertInto('payments')
      .values({
        application_id: application.id,
        application_reference: application.id,
        payment_reference: offer.payment_reference,
        amount_pence: paidPence,
        paid_on: '2026-11-20',
        method: 'bank_transfer',
      })
      .execute();
  }
  if (cas) {
    await db
      .insertInto('cas_records')
      .values({
        application_id: application.id,
        cas_number: 'E4G8HJ2K9L0M1N',
        issued_on: '2026-11-20',
        visa_outcome: cas.visaOutcome ?? null,
        deposit_to_refund: cas.visaOutcome === 'refused',
      })
      .execute();
  }
  return { application, intake };
}

/**
 * A visit slot rule, every day at 10:00 and 14:00 UK time with six places and no notice by
 * default, so the next 90 days always offer its slots; holidays are not skipped unless asked.
 */
export async function createSlotRule(
  db: Db,
  overrides: Partial<Insertable<SlotRulesTable>> = {},
): Promise<{ id: string }> {
  return db
    .insertInto('slot_rules')
    .values({
      kind: 'visit',
      label: 'Test visits',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: ['10:00', '14:00'],
      length_minutes: 90,
      capacity: 6,
      min_notice_hours: 0,
      skip_holidays: false,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * An interview booked for a fresh application at 'interview' that began an hour ago, on a rule
 * of its own with no officer, as the officer would find it to mark (decision 145).
 */
export async function createStartedInterview(db: Db, overrides: Partial<NewApplication> = {}) {
  const application = await createApplication(db, { status: 'interview', ...overrides });
  const rule = await createSlotRule(db, { kind: 'interview', capacity: 1, mode: 'campus', programme: null });
  const startsAt = new Date(Date.now() - 60 * 60 * 1000);
  const id = randomUUID();
  await db
    .insertInto('bookings')
    .values({
      id,
      kind: 'interview',
      rule_id: rule.id,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 30 * 60 * 1000),
      application_id: application.id,
      name: `${application.first_name} ${application.last_name}`,
      email: application.email,
      ical_uid: `interview-${id}@www.academy.example`,
    })
    .execute();
  return { application, bookingId: id };
}

/**
 * A fresh application of `email` at 'interview', with an interview rule of its own (any
 * programme, no officer) and the UTC starts of that rule's first offered slots.
 */
export async function createInterviewStage(db: Db, email: string, overrides: Partial<NewApplication> = {}) {
  const application = await createApplication(db, { email, status: 'interview', ...overrides });
  const rule = await createSlotRule(db, {
    kind: 'interview',
    capacity: 1,
    mode: 'campus',
    programme: null,
    length_minutes: 30,
  });
  const slots = await offeredSlots(db, 'interview', { ruleId: rule.id, days: 7 });
  return {
    applicationId: application.id,
    ruleId: rule.id,
    starts: slots.map((slot) => slotStartKey(slot.startsAt)),
  };
}
