import type { Job } from 'bullmq';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMAIL_QUEUE_NAME } from '../../core/outbox/email-outbox';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { subjectPseudonym } from '../../core/privacy/subject';
import { exportSubject } from '../../core/privacy/subject-export';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { applicationInput } from '../support/form-inputs';
import { uniqueEmail } from '../support/unique-email';
import { callerFor } from '../support/trpc-caller';
import {
  createAdmin,
  createApplication,
  createDocument,
  createInvitation,
  createNote,
  createStatusChange,
  OFFER_DETAILS,
} from '../support/factories';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { columnsContaining } from '../support/trace-search';

const stack = useDeliveryStack('erasure');
let redis: Redis;
let emailQueue: Queue;

beforeAll(() => {
  redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 1 });
  emailQueue = new Queue(EMAIL_QUEUE_NAME, { connection: redis, prefix: stack.server.services.config.REDIS_PREFIX });
});
afterAll(async () => {
  await emailQueue.close();
  redis.disconnect();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function application(email: string, programme: string) {
  return applicationInput({
    firstName: 'Eluned',
    lastName: 'Prydderch',
    email,
    programme,
    address: '7 Erasure Row',
    motivation: 'I want to study.',
  });
}

describe('erasing a data subject', () => {
  it('leaves no trace of the address; its queued e-mails complete without sending; the export held every item', async () => {
    const db = stack.database.db;
    const email = uniqueEmail('erase-me');
    const admin = await createAdmin(db, { label: 'erasure-admin' });
    const { caller } = callerFor({ db, user: admin });

    // Hold the queue so the e-mails stay pending while the person is erased.
    await stack.worker.worker.pause();
    const first = await postMutation(stack.server.url, 'submissions.application', application(email, 'alevel'));
    const second = await postMutation(
      stack.server.url,
      'submissions.application',
      application(email.toUpperCase(), 'foundation'),
    );
    const contact = await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'Eluned',
      lastName: 'Prydderch',
      email,
      phone: '',
      programmeInterest: '',
      message: 'Do you take students in January?',
    });
    const applicationIds = [first.body.result.data.id, second.body.result.data.id] as string[];
    const contactId = contact.body.result.data.id as string;
    await caller.admin.addNote({
      type: 'application',
      id: applicationIds[0]!,
      body: 'Spoke to Eluned Prydderch by phone.',
    });
    await caller.admin.addNote({ type: 'contact', id: contactId, body: 'Sent the January dates.' });
    await caller.admin.applications.setStatus({
      id: applicationIds[1]!,
      status: 'offer',
      emailApplicant: true,
      confirmedMissingDocuments: DOCUMENT_ITEM_KEYS,
      offer: OFFER_DETAILS,
    });
    // Another applicant's note mentions her; the mention goes, the note stays.
    const other = await postMutation(stack.server.url, 'submissions.application', {
      ...application(uniqueEmail('other'), 'alevel'),
      firstName: 'Rhys',
      lastName: 'Morgan',
    });
    const otherNote = await caller.admin.addNote({
      type: 'application',
      id: other.body.result.data.id,
      body: `Cousin of Eluned Prydderch (${email}).`,
    });

    // An admin also invited her to the staff once; the invitation names her address.
    await createInvitation(db, { email });
    // She signed in to her applicant space, and has asked for another link since.
    await createApplicantSession(db, email);
    await db
      .insertInto('applicant_sign_in_links')
      .values({ id: 'e'.repeat(64), email, expires_at: new Date(Date.now() + 60_000) })
      .execute();

    const exported = await exportSubject(db, email.toUpperCase());
    expect(exported.summary).toMatchObject({
      applications: 2,
      contactMessages: 1,
      notes: 2,
      statusChanges: 1,
      staffAccount: 0,
    });
    // Acknowledgement and alert for each submission, plus the offer letter.
    expect(exported.emails).toHaveLength(7);
    expect(exported.emails.every((row) => row.status === 'pending')).toBe(true);
    expect(exported.summary.text).toContain('2 applications');

    const auditHmacKey = stack.server.services.config.auditHmacKey;
    const result = await eraseSubject(db, email.toUpperCase(), 'cli', { auditHmacKey });
    expect(result.counts).toMatchObject({ applications: 2, contactMessages: 1, notes: 2, statusChanges: 1, emails: 7 });

    // Every item the export held is gone, by id.
    const stillThere = async (
      table:
        'applications' | 'contact_submissions' | 'submission_notes' | 'application_status_changes' | 'email_outbox',
      ids: string[],
    ) => (ids.length ? (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).length : 0);
    expect(
      await stillThere(
        'applications',
        exported.applications.map((row) => row.id),
      ),
    ).toBe(0);
    expect(
      await stillThere(
        'contact_submissions',
        exported.contactMessages.map((row) => row.id),
      ),
    ).toBe(0);
    expect(
      await stillThere(
        'submission_notes',
        exported.notes.map((row) => row.id),
      ),
    ).toBe(0);
    expect(
      await stillThere(
        'application_status_changes',
        exported.statusHistory.map((row) => row.id),
      ),
    ).toBe(0);
    expect(
      await stillThere(
        'email_outbox',
        exported.emails.map((row) => row.id),
      ),
    ).toBe(0);

    // Nothing anywhere holds the address or her name: every text column of every table.
    expect(await columnsContaining(db, email)).toEqual([]);
    expect(await columnsContaining(db, 'Prydderch')).toEqual([]);
    for (const id of [...applicationIds, contactId])
      expect(await columnsContaining(db, id)).toEqual(['audit_log.subject_id']);
    const note = await db
      .selectFrom('submission_notes')
      .select('body')
      .where('id', '=', otherNote.id)
      .executeTakeFirstOrThrow();
    expect(note.body).toBe('Cousin of [erased] ([erased]).');

    // The one record of it: the address keyed-hashed (AUDIT_HMAC_KEY), the counts, who.
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.erased')
      .where('subject_id', '=', subjectPseudonym(email, auditHmacKey))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_label: 'cli', subject_type: 'email_hmac_sha256' });
    expect(entry.details).toMatchObject({ applications: 2, contactMessages: 1, emails: 7 });

    // The jobs were left in the queue on purpose: the worker finds nothing and completes them quietly.
    // The six from the public forms were queued; the offer letter too if the relay got to it first.
    const outboxIds = (await Promise.all(exported.emails.map((row) => emailQueue.getJob(row.id)))).flatMap((job) =>
      job?.id ? [job.id] : [],
    );
    expect(outboxIds.length).toBeGreaterThanOrEqual(6);
    stack.worker.worker.resume();
    const jobs = await waitFor(
      async () => Promise.all(outboxIds.map((id) => emailQueue.getJob(id))),
      (list) => list.every((job) => job?.finishedOn !== undefined),
    );
    expect(jobs.map((job: Job | undefined) => job?.returnvalue)).toEqual(outboxIds.map(() => 'erased'));
    expect(jobs.every((job) => job?.failedReason === undefined)).toBe(true);
    const messages = stack.sink.messages.filter(
      (m) => JSON.stringify(m).includes(email) || JSON.stringify(m).includes('Prydderch'),
    );
    expect(messages).toEqual([]);
  });

  it('leaves no trace of an erased staff member: their reviews and "not a duplicate" marks keep a label, and the export listed them', async () => {
    const db = stack.database.db;
    const staff = await createAdmin(db, { label: 'erased-staff' });
    const { caller } = callerFor({ db, user: staff });
    const [first, second] = [await createApplication(db), await createApplication(db)];
    await caller.admin.applications.markNotDuplicate({ id: first.id, otherId: second.id });
    const reviewed = await createDocument(db, first.id, {
      review_state: 'accepted',
      reviewed_by_email: staff.email,
      reviewed_at: new Date(),
    });

    const exported = await exportSubject(db, staff.email.toUpperCase());
    expect(exported.documentReviews).toEqual([
      expect.objectContaining({ id: reviewed.id, application_id: first.id, review_state: 'accepted' }),
    ]);
    expect(exported.duplicateDismissals).toEqual([
      expect.objectContaining({
        first_application_id: [first.id, second.id].sort()[0],
        second_application_id: [first.id, second.id].sort()[1],
      }),
    ]);

    const { counts } = await eraseSubject(db, staff.email, 'cli', {
      auditHmacKey: stack.server.services.config.auditHmacKey,
    });
    expect(counts).toMatchObject({ staffAccount: 1, mentionsRedacted: 2 });
    expect(await columnsContaining(db, staff.email)).toEqual([]);
    const label = `[erased] ${staff.id.slice(0, 8)}`;
    const mark = await db
      .selectFrom('duplicate_dismissals')
      .select('dismissed_by_email')
      .where('first_application_id', 'in', [first.id, second.id])
      .executeTakeFirstOrThrow();
    expect(mark.dismissed_by_email).toBe(label);
    const review = await db
      .selectFrom('application_documents')
      .select('reviewed_by_email')
      .where('id', '=', reviewed.id)
      .executeTakeFirstOrThrow();
    expect(review.reviewed_by_email).toBe(label);
  });

  it('from the dashboard needs the address typed twice, and removes the queued jobs', async () => {
    const db = stack.database.db;
    const admin = await createAdmin(db, { label: 'erasure-admin2' });
    const { caller } = callerFor({ db, user: admin, emailQueue: stack.server.services.emailQueue });
    const email = uniqueEmail('erase-dash');
    await stack.worker.worker.pause();
    await postMutation(stack.server.url, 'submissions.contact', {
      firstName: 'Ana',
      lastName: 'Lloyd',
      email,
      message: 'Hello there',
    });
    const rows = (await exportSubject(db, email)).emails;
    expect(rows).toHaveLength(2);
    // The worker queues each e-mail when its row's commit is announced, a moment after the answer.
    await waitFor(
      () => Promise.all(rows.map((row) => emailQueue.getJob(row.id))),
      (jobs) => jobs.every((job) => job !== undefined),
    );

    await expect(caller.admin.privacy.erase({ email, confirmEmail: 'someone@else.example' })).rejects.toThrow(
      'Type the same address again to confirm the erasure.',
    );
    expect((await exportSubject(db, email)).summary.contactMessages).toBe(1);

    const { counts } = await caller.admin.privacy.erase({ email, confirmEmail: email.toUpperCase() });
    expect(counts).toMatchObject({ contactMessages: 1, emails: 2 });
    for (const row of rows) expect(await emailQueue.getJob(row.id)).toBeUndefined();
    stack.worker.worker.resume();
  });
});

describe("erasure's redaction of mentions elsewhere", () => {
  /**
   * Erases a subject with this name after another applicant's notes (and a status note, the
   * first text again) were written; returns the subject's address and what those texts read afterwards.
   */
  async function afterErasing(name: { first_name: string; last_name: string }, texts: (email: string) => string[]) {
    const db = stack.database.db;
    const email = uniqueEmail('named');
    await createApplication(db, { ...name, email });
    const other = await createApplication(db);
    const notes = [];
    for (const body of texts(email)) notes.push(await createNote(db, { type: 'application', id: other.id }, { body }));
    const change = await createStatusChange(db, other.id, { note: texts(email)[0]! });
    await eraseSubject(db, email, 'cli', { auditHmacKey: stack.server.services.config.auditHmacKey });
    const read = await db
      .selectFrom('submission_notes')
      .select(['id', 'body'])
      .where('submission_id', '=', other.id)
      .execute();
    const statusNote = await db
      .selectFrom('application_status_changes')
      .select('note')
      .where('id', '=', change.id)
      .executeTakeFirstOrThrow();
    return {
      email,
      notes: notes.map((note) => read.find((row) => row.id === note.id)!.body),
      statusNote: statusNote.note,
    };
  }

  it('matches whole words only, and leaves notes that do not name the address alone', async () => {
    const { notes, statusNote } = await afterErasing({ first_name: 'a', last_name: 'b' }, (email) => [
      `Introduced by A B (${email}); the Santa bar trip is on, a bit late.`,
      'Met a b-list actor at the Santa bar.',
    ]);
    expect(notes).toEqual([
      'Introduced by [erased] ([erased]); the Santa bar trip is on, a bit late.',
      'Met a b-list actor at the Santa bar.',
    ]);
    expect(statusNote).toBe(notes[0]);
  });

  it('treats accented letters as parts of words, metacharacters in names as text, and a longer address as another', async () => {
    const { email, notes } = await afterErasing({ first_name: 'Zoé', last_name: 'Dubois-Ward (Jr.)' }, (email) => [
      `Sister of ZOÉ Dubois-Ward (Jr.) <${email}>, not of Zoé Dubois-Ward (Jr.)é, Zoé Dubois-Ward (Jr) or xx${email}.`,
    ]);
    expect(notes).toEqual([
      `Sister of [erased] <[erased]>, not of Zoé Dubois-Ward (Jr.)é, Zoé Dubois-Ward (Jr) or xx${email}.`,
    ]);
  });

  it('treats Arabic letters as parts of words', async () => {
    const { notes } = await afterErasing({ first_name: 'ليلى', last_name: 'حداد' }, (email) => [
      `ليلى حداد (${email}) ابنة عم ليلى حدادين`,
    ]);
    expect(notes).toEqual(['[erased] ([erased]) ابنة عم ليلى حدادين']);
  });
});
