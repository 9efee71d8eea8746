import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';
import { uniqueEmail } from '../support/unique-email';
import { callerFor, codeOf, errorOf, recordingQueue } from '../support/trpc-caller';
import {
  applicationValues,
  createAdmin,
  createApplication,
  createContact,
  createDocument,
  createOutboxEmail,
  createRequiredDocuments,
  createStaff,
  OFFER_DETAILS,
  type TestUser,
} from '../support/factories';

// Counts, "new" markers and the last-admin rule look at whole tables: this file has its own database.
let database: IsolatedDatabase;
let admin: TestUser;

const adminCaller = () => callerFor({ db: database.db, user: admin }).caller;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  admin = await createAdmin(database.db, { label: 'officer' });
});

afterAll(async () => {
  await database?.drop();
});

describe('application status', () => {
  it('records each change with who, when, from, to and the note', async () => {
    const { id } = await createApplication(database.db);
    const before = Date.now();
    await adminCaller().admin.applications.setStatus({ id, status: 'under_review', note: 'Transcripts received' });
    await adminCaller().admin.applications.setStatus({ id, status: 'interview' });
    const detail = await adminCaller().admin.applications.detail({ id });
    expect(detail.status).toBe('interview');
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.changedByEmail, h.note])).toEqual([
      ['under_review', 'interview', admin.email, null],
      ['submitted', 'under_review', admin.email, 'Transcripts received'],
    ]);
    for (const change of detail.history) {
      expect(Date.parse(change.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    const rows = await database.db
      .selectFrom('application_status_changes')
      .select('changed_by')
      .where('application_id', '=', id)
      .execute();
    expect(rows.every((row) => row.changed_by === admin.id)).toBe(true);
  });

  it('refuses a change to the status it already has', async () => {
    const { id } = await createApplication(database.db);
    await expect(adminCaller().admin.applications.setStatus({ id, status: 'submitted' })).rejects.toThrow(
      'already has that status',
    );
  });

  it('queues one courteous e-mail when an offer is saved with "e-mail the applicant"', async () => {
    const application = await createApplication(database.db);
    const { id, email } = application;
    await createRequiredDocuments(database.db, application);
    const queue = recordingQueue();
    const { caller } = callerFor({ db: database.db, user: admin, emailQueue: queue });
    expect(
      await caller.admin.applications.setStatus({ id, status: 'offer', emailApplicant: true, offer: OFFER_DETAILS }),
    ).toMatchObject({
      emailQueued: true,
    });
    const outbox = await database.db
      .selectFrom('email_outbox')
      .select(['id', 'kind', 'recipient', 'status'])
      .where('reference_id', '=', id)
      .execute();
    expect(outbox).toEqual([
      { id: queue.enqueued[0], kind: 'application_status', recipient: email, status: 'pending' },
    ]);
    const detail = await adminCaller().admin.applications.detail({ id });
    expect(detail.deliveries).toMatchObject([{ kind: 'application_status', status: 'pending', lastError: null }]);
    expect(detail.history[0]).toMatchObject({ toStatus: 'offer', applicantEmailed: true });
  });

  it('never e-mails the applicant for other statuses, even if asked', async () => {
    const { id } = await createApplication(database.db);
    for (const status of ['under_review', 'withdrawn'] as const) {
      const result = await adminCaller().admin.applications.setStatus({ id, status, emailApplicant: true });
      expect(result.emailQueued).toBe(false);
    }
    const outbox = await database.db.selectFrom('email_outbox').select('id').where('reference_id', '=', id).execute();
    expect(outbox).toHaveLength(0);
  });

  it('e-mails the applicant about an interview unless the officer chooses not to', async () => {
    const invited = await createApplication(database.db);
    expect(await adminCaller().admin.applications.setStatus({ id: invited.id, status: 'interview' })).toMatchObject({
      emailQueued: true,
    });
    const notInvited = await createApplication(database.db);
    expect(
      await adminCaller().admin.applications.setStatus({
        id: notInvited.id,
        status: 'interview',
        emailApplicant: false,
      }),
    ).toMatchObject({
      emailQueued: false,
    });
    const kinds = async (id: string) =>
      (await database.db.selectFrom('email_outbox').select('kind').where('reference_id', '=', id).execute()).map(
        (row) => row.kind,
      );
    expect(await kinds(invited.id)).toEqual(['application_status']);
    expect(await kinds(notInvited.id)).toEqual([]);
    // An offer or a decline still e-mails only when asked.
    const offered = await createApplication(database.db);
    await createRequiredDocuments(database.db, offered);
    expect(
      await adminCaller().admin.applications.setStatus({ id: offered.id, status: 'offer', offer: OFFER_DETAILS }),
    ).toMatchObject({
      emailQueued: false,
    });
  });
});

describe('an offer with required documents not in hand', () => {
  /** A Pre-Masters application: its passport accepted, its school report rejected, no English certificate, no photo (optional). */
  async function partlyDocumented() {
    const application = await createApplication(database.db, { programme: 'premasters' });
    await createDocument(database.db, application.id, { item: 'identity', review_state: 'accepted' });
    await createDocument(database.db, application.id, {
      item: 'school_report',
      review_state: 'rejected',
      reject_reason: 'Unreadable',
    });
    return application;
  }
  const missingMessage =
    'Required documents are not in hand: Latest school report or transcript, English-language certificate. Confirm to make the offer without them.';

  async function trail(id: string) {
    const [application, changes, audit, outbox] = await Promise.all([
      database.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
      database.db.selectFrom('application_status_changes').select('id').where('application_id', '=', id).execute(),
      database.db.selectFrom('audit_log').select('action').where('subject_id', '=', id).execute(),
      database.db.selectFrom('email_outbox').select('id').where('reference_id', '=', id).execute(),
    ]);
    return { status: application.status, changes: changes.length, audit: audit.length, outbox: outbox.length };
  }

  it('is refused without the confirmation, naming the documents, and changes nothing', async () => {
    const { id } = await partlyDocumented();
    const error = await errorOf(
      adminCaller().admin.applications.setStatus({ id, status: 'offer', emailApplicant: true, offer: OFFER_DETAILS }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(missingMessage);
    expect(await trail(id)).toEqual({ status: 'submitted', changes: 0, audit: 0, outbox: 0 });
  });

  it('is refused when the confirmation leaves one of them out (one rejected since the page was loaded)', async () => {
    const { id } = await partlyDocumented();
    const error = await errorOf(
      adminCaller().admin.applications.setStatus({
        id,
        status: 'offer',
        confirmedMissingDocuments: ['english_certificate'],
        offer: OFFER_DETAILS,
      }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(missingMessage);
    expect(await trail(id)).toEqual({ status: 'submitted', changes: 0, audit: 0, outbox: 0 });
  });

  it('goes ahead once the officer confirms each, and the history and the audit log record what they confirmed', async () => {
    const { id } = await partlyDocumented();
    await adminCaller().admin.applications.setStatus({
      id,
      status: 'offer',
      confirmedMissingDocuments: ['english_certificate', 'school_report'],
      offer: OFFER_DETAILS,
    });
    const detail = await adminCaller().admin.applications.detail({ id });
    expect(detail.status).toBe('offer');
    expect(detail.history[0]).toMatchObject({
      toStatus: 'offer',
      changedByEmail: admin.email,
      missingDocuments: ['school_report', 'english_certificate'],
    });
    const entry = await database.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', id)
      .where('action', '=', 'application.status_changed')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({
      to: 'offer',
      missingDocumentsConfirmed: ['school_report', 'english_certificate'],
    });
  });

  it('asks nothing once every required document is in hand, and records no missing documents', async () => {
    const application = await createApplication(database.db, { programme: 'premasters' });
    await createRequiredDocuments(database.db, application);
    await adminCaller().admin.applications.setStatus({ id: application.id, status: 'offer', offer: OFFER_DETAILS });
    const detail = await adminCaller().admin.applications.detail({ id: application.id });
    expect(detail.history[0]).toMatchObject({ toStatus: 'offer', missingDocuments: [] });
  });

  it('asks only for an offer: a decline with documents missing needs no confirmation', async () => {
    const { id } = await partlyDocumented();
    expect(await codeOf(adminCaller().admin.applications.setStatus({ id, status: 'declined' }))).toBe('OK');
  });
});

describe('the status e-mail sent later', () => {
  it('e-mails about an offer saved without its e-mail once, however many officers click at once', async () => {
    const application = await createApplication(database.db);
    await createRequiredDocuments(database.db, application);
    const { id } = application;
    await adminCaller().admin.applications.setStatus({
      id,
      status: 'offer',
      emailApplicant: false,
      offer: OFFER_DETAILS,
    });
    const [change] = (await adminCaller().admin.applications.detail({ id })).history;
    expect(change).toMatchObject({ toStatus: 'offer', applicantEmailed: false, statusEmailSentAt: null });

    const colleague = await createAdmin(database.db, { label: 'colleague-officer' });
    const callers = [admin, admin, colleague, colleague, admin].map(
      (user) => callerFor({ db: database.db, user }).caller,
    );
    const results = await Promise.allSettled(
      callers.map((caller) => caller.admin.applications.sendStatusEmail({ id, changeId: change!.id })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        code: 'CONFLICT',
        message: 'The applicant has already been emailed about this status.',
      });
    }
    const outbox = await database.db
      .selectFrom('email_outbox')
      .select(['kind', 'payload'])
      .where('reference_id', '=', id)
      .execute();
    expect(outbox).toEqual([
      { kind: 'application_status', payload: { applicationId: id, statusChangeId: change!.id } },
    ]);
    expect((await adminCaller().admin.applications.detail({ id })).history[0]).toMatchObject({
      id: change!.id,
      applicantEmailed: true,
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select('details')
      .where('subject_id', '=', id)
      .where('action', '=', 'application.status_emailed')
      .execute();
    expect(audit).toEqual([{ details: { status: 'offer', statusChangeId: change!.id } }]);
  });

  it('refuses a change the status has moved past, a status with no e-mail, and a change already e-mailed', async () => {
    const { id } = await createApplication(database.db);
    await adminCaller().admin.applications.setStatus({ id, status: 'interview', emailApplicant: false });
    const [interview] = (await adminCaller().admin.applications.detail({ id })).history;
    await adminCaller().admin.applications.setStatus({ id, status: 'under_review' });
    const [review] = (await adminCaller().admin.applications.detail({ id })).history;
    const send = (changeId: string) => errorOf(adminCaller().admin.applications.sendStatusEmail({ id, changeId }));
    expect(await send(interview!.id)).toMatchObject({
      code: 'CONFLICT',
      message: 'The status has changed since this page was loaded. Reopen the application to see it.',
    });
    expect(await send(review!.id)).toMatchObject({
      code: 'CONFLICT',
      message: 'There is no applicant email for this status.',
    });
    await adminCaller().admin.applications.setStatus({ id, status: 'declined', emailApplicant: true });
    const [declined] = (await adminCaller().admin.applications.detail({ id })).history;
    expect(await send(declined!.id)).toMatchObject({
      code: 'CONFLICT',
      message: 'The applicant has already been emailed about this status.',
    });
    expect(
      await codeOf(adminCaller().admin.applications.sendStatusEmail({ id: declined!.id, changeId: declined!.id })),
    ).toBe('NOT_FOUND');
    const outbox = await database.db.selectFrom('email_outbox').select('id').where('reference_id', '=', id).execute();
    expect(outbox).toHaveLength(1);
  });
});

describe('lists', () => {
  it('page through 50 at a time, newest first, with no row lost or repeated on equal timestamps', async () => {
    const marker = `pager${Date.now()}`;
    const base = Date.now() - 60_000;
    // Pairs share a timestamp, so the id tie-break matters.
    const rows = Array.from({ length: 120 }, (_, i) =>
      applicationValues({ last_name: `${marker}-${i}`, created_at: new Date(base + Math.floor(i / 2) * 1000) }),
    );
    await database.db.insertInto('applications').values(rows).execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await adminCaller().admin.applications.list({ search: marker, cursor });
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.lastName));
      const times = page.items.map((item) => Date.parse(item.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toMatch(/-(118|119)$/);
  });

  it('search name or e-mail case-insensitively, taking % and _ literally', async () => {
    const email = uniqueEmail('Search.Me');
    await createApplication(database.db, { first_name: 'Zebedee', last_name: 'Quux', email });
    await createApplication(database.db, { first_name: 'Percent', last_name: '100%_sure' });
    expect((await adminCaller().admin.applications.list({ search: 'zebedee quux' })).items.map((i) => i.email)).toEqual(
      [email],
    );
    expect((await adminCaller().admin.applications.list({ search: email.toUpperCase() })).items).toHaveLength(1);
    expect((await adminCaller().admin.applications.list({ search: '%_sure' })).items.map((i) => i.lastName)).toEqual([
      '100%_sure',
    ]);
    expect((await adminCaller().admin.applications.list({ search: 'Perc_nt' })).items).toHaveLength(0);
  });

  it('filter by status', async () => {
    const { id } = await createApplication(database.db, { last_name: 'Withdrawer' });
    await adminCaller().admin.applications.setStatus({ id, status: 'withdrawn' });
    const page = await adminCaller().admin.applications.list({ status: 'withdrawn' });
    expect(page.items.map((item) => item.id)).toContain(id);
    expect(page.items.every((item) => item.status === 'withdrawn')).toBe(true);
  });

  it('mark submissions new until an admin opens them, and count them per tab', async () => {
    const before = await adminCaller().admin.counts();
    const { id } = await createApplication(database.db);
    const contact = await createContact(database.db, { message: 'Line one\nLine two' });
    const during = await adminCaller().admin.counts();
    expect(during.applications).toEqual({ total: before.applications.total + 1, new: before.applications.new + 1 });
    expect(during.contacts).toEqual({ total: before.contacts.total + 1, new: before.contacts.new + 1 });

    await adminCaller().admin.markOpened({ type: 'application', id });
    await adminCaller().admin.markOpened({ type: 'application', id });
    await adminCaller().admin.markOpened({ type: 'contact', id: contact.id });
    const after = await adminCaller().admin.counts();
    expect(after.applications).toEqual({ total: during.applications.total, new: before.applications.new });
    expect(after.contacts.new).toBe(before.contacts.new);
    const detail = await adminCaller().admin.applications.detail({ id });
    expect(detail.opening?.openedByEmail).toBe(admin.email);
  });
});

describe('notes, delivery state and links', () => {
  it('keeps internal notes with author and time', async () => {
    const { id } = await createApplication(database.db);
    const note = await adminCaller().admin.addNote({ type: 'application', id, body: '  Spoke to parent by phone.  ' });
    expect(note).toMatchObject({ authorEmail: admin.email, body: 'Spoke to parent by phone.' });
    const detail = await adminCaller().admin.applications.detail({ id });
    expect(detail.notes).toEqual([note]);
    const outbox = await database.db.selectFrom('email_outbox').select('id').where('reference_id', '=', id).execute();
    expect(outbox).toHaveLength(0);
  });

  it('shows each e-mail as queued, sent or failed with its reason', async () => {
    const { id, email } = await createApplication(database.db);
    await createOutboxEmail(database.db, {
      kind: 'application_alert',
      reference_id: id,
      status: 'sent',
      sent_at: new Date(),
    });
    await createOutboxEmail(database.db, {
      kind: 'application_ack',
      recipient: 'x@example.test',
      reference_id: id,
      status: 'failed',
      last_error: '550 mailbox unavailable',
    });
    const listed = await adminCaller().admin.applications.list({ search: email });
    expect(listed.items).toMatchObject([{ id, emailFailed: true }]);
    const detail = await adminCaller().admin.applications.detail({ id });
    expect(detail.deliveries.map((d) => [d.kind, d.status, d.lastError])).toEqual(
      expect.arrayContaining([
        ['application_alert', 'sent', null],
        ['application_ack', 'failed', '550 mailbox unavailable'],
      ]),
    );
  });

  it('links an enquiry and an application from the same address, whatever its case', async () => {
    const email = uniqueEmail('linked');
    const { id } = await createApplication(database.db, { email });
    const contact = await createContact(database.db, {
      email: email.toUpperCase(),
      message: 'Do you offer scholarships?',
    });
    expect((await adminCaller().admin.applications.detail({ id })).linked).toMatchObject([
      { type: 'contact', id: contact.id },
    ]);
    expect((await adminCaller().admin.contacts.detail({ id: contact.id })).linked).toMatchObject([
      { type: 'application', id },
    ]);
  });
});

describe('team', () => {
  it('lists confirmed accounts only and lets an admin grant and revoke the role', async () => {
    const colleague = await createStaff(database.db, { label: 'colleague' });
    const unconfirmed = await createStaff(database.db, { confirmed: false, label: 'pending' });
    const team = await adminCaller().admin.team.list();
    expect(team.map((m) => m.email)).toContain(colleague.email);
    expect(team.map((m) => m.email)).not.toContain(unconfirmed.email);

    await adminCaller().admin.team.setAdmin({ userId: colleague.id, isAdmin: true });
    expect((await adminCaller().admin.team.list()).find((m) => m.id === colleague.id)?.isAdmin).toBe(true);
    await adminCaller().admin.team.setAdmin({ userId: colleague.id, isAdmin: false });
    expect((await adminCaller().admin.team.list()).find((m) => m.id === colleague.id)?.isAdmin).toBe(false);
    await expect(adminCaller().admin.team.setAdmin({ userId: unconfirmed.id, isAdmin: true })).rejects.toThrow(
      /not confirmed/,
    );
  });

  it('never revokes the last admin, even when two admins revoke each other at once', async () => {
    await database.db.updateTable('users').set({ is_admin: false }).where('id', '!=', admin.id).execute();
    await expect(adminCaller().admin.team.setAdmin({ userId: admin.id, isAdmin: false })).rejects.toThrow(/last admin/);

    const second = await createAdmin(database.db, { label: 'second-admin' });
    const secondCaller = callerFor({ db: database.db, user: second }).caller;
    const results = await Promise.allSettled([
      adminCaller().admin.team.setAdmin({ userId: second.id, isAdmin: false }),
      secondCaller.admin.team.setAdmin({ userId: admin.id, isAdmin: false }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await sql<{ count: string }>`select count(*) as count from users where is_admin`.execute(
      database.db,
    );
    expect(Number(rows[0]!.count)).toBe(1);
    // Put the file's admin back for any later test.
    await database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.id).execute();
  });
});
