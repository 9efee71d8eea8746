import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { exportSubject } from '../../core/privacy/subject-export';
import { acceptanceMessages } from '../../domain/acceptance';
import { confirmAsGuardian } from '../../server/acceptances/guardian-confirmation';
import { acceptanceConfirmed, acceptanceAlert } from '../../worker/emails/kinds/acceptance';
import { guardianConfirmation } from '../../worker/emails/kinds/guardian-confirmation';
import { createAcceptableOffer, createAdmin, createGuardianLink } from '../support/factories';
import { testDb } from '../support/test-db';
import { callerFor, errorOf, testConfig } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const db = testDb();
const ADMISSIONS = testConfig().ADMISSIONS_EMAIL;
/** Under 18 on the standing intake's start (1 September 2026). */
const MINOR_BIRTH = '2009-09-02';

function applicantOf(email: string) {
  const applicant = { sessionId: 'a'.repeat(64), publicId: randomUUID(), email };
  return callerFor({ db, applicant, ip: '198.51.100.23' });
}

function withUserAgent<T extends { ctx: { req: { headers: Record<string, unknown> } } }>(call: T, agent: string): T {
  call.ctx.req.headers['user-agent'] = agent;
  return call;
}

async function acceptanceRow(applicationId: string) {
  return db.selectFrom('acceptances').selectAll().where('application_id', '=', applicationId).executeTakeFirst();
}

async function outboxOf(applicationId: string) {
  return db
    .selectFrom('email_outbox')
    .select(['kind', 'recipient', 'payload'])
    .where('reference_id', '=', applicationId)
    .orderBy('created_at')
    .execute();
}

async function statusOf(applicationId: string) {
  const row = await db
    .selectFrom('applications')
    .select(['status', 'final_status_at'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('application_status_changes')
    .select(['from_status', 'to_status', 'changed_by_email', 'note'])
    .where('application_id', '=', applicationId)
    .orderBy('changed_at')
    .execute();
  return { ...row, history };
}

async function confirmationLetters(applicationId: string) {
  return db
    .selectFrom('letters')
    .select(['kind', 'state'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'acceptance_confirmation')
    .execute();
}

const acceptance = (applicationId: string, extra: Record<string, unknown> = {}) => ({
  applicationId,
  typedName: 'Omar Khalil',
  readLetter: true as const,
  needsVisa: true,
  ...extra,
});

/** An applicant under 18 accepts naming a guardian; returns the waiting acceptance and a link to it. */
async function minorAwaitingGuardian() {
  const email = uniqueEmail('minor-accepting');
  const { application } = await createAcceptableOffer(db, { email, date_of_birth: MINOR_BIRTH });
  const { caller } = applicantOf(email);
  const guardian = { name: 'Mona Khalil', email: uniqueEmail('guardian') };
  expect(await caller.applicant.offer.accept(acceptance(application.id, { guardian }))).toEqual({
    state: 'awaiting_guardian',
  });
  const row = (await acceptanceRow(application.id))!;
  return { email, application, guardian, acceptanceId: row.id, caller };
}

describe('accepting an offer', () => {
  it('records the typed name, time, IP address, user agent and letter hash, asks for the confirmation letter and e-mails both sides', async () => {
    const email = uniqueEmail('accepting');
    const { application, sha256, letterId } = await createAcceptableOffer(db, { email });
    const call = withUserAgent(applicantOf(email), 'Mozilla/5.0 (Acceptance test)');
    const before = Date.now();
    expect(await call.caller.applicant.offer.accept(acceptance(application.id))).toEqual({ state: 'accepted' });

    const row = (await acceptanceRow(application.id))!;
    expect(row).toMatchObject({
      typed_name: 'Omar Khalil',
      ip: '198.51.100.23',
      user_agent: 'Mozilla/5.0 (Acceptance test)',
      letter_id: letterId,
      letter_sha256: sha256,
      needs_visa: true,
      guardian_name: null,
    });
    expect(row.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.counted_at).not.toBeNull();

    const status = await statusOf(application.id);
    expect(status.status).toBe('accepted');
    expect(status.final_status_at).toBeNull();
    expect(status.history.at(-1)).toMatchObject({ from_status: 'offer', to_status: 'accepted' });
    expect(await confirmationLetters(application.id)).toEqual([{ kind: 'acceptance_confirmation', state: 'pending' }]);

    const outbox = await outboxOf(application.id);
    expect(outbox.map((row) => [row.kind, row.recipient])).toEqual(
      expect.arrayContaining([
        ['acceptance_confirmed', email],
        ['acceptance_alert', ADMISSIONS],
      ]),
    );
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_label', 'action'])
      .where('subject_id', '=', application.id)
      .where('action', '=', 'offer.accepted')
      .execute();
    expect(audit).toEqual([{ actor_label: 'applicant', action: 'offer.accepted' }]);

    // Both e-mails render: the applicant's names who signed, the staff alert the typed name.
    const ctx = { db, appUrl: 'http://127.0.0.1:3000', admissionsEmail: ADMISSIONS };
    const payload = outbox.find((row) => row.kind === 'acceptance_confirmed')!.payload as Record<string, unknown>;
    expect((await acceptanceConfirmed.render(payload, ctx, email)).text).toContain('Omar Khalil');
    expect((await acceptanceAlert.render(payload, ctx, ADMISSIONS)).text).toContain('Typed name: Omar Khalil');

    // Staff see who signed.
    const admin = await createAdmin(db, { label: 'acceptance-viewer' });
    const detail = await callerFor({ db, user: admin }).caller.admin.applications.detail({ id: application.id });
    expect(detail.acceptance).toMatchObject({ typedName: 'Omar Khalil', letterSha256: sha256, guardian: null });

    // Accepting twice is refused.
    expect((await errorOf(call.caller.applicant.offer.accept(acceptance(application.id)))).message).toBe(
      acceptanceMessages.alreadyAccepted,
    );
  });

  it('refuses someone else’s application, one without an offer, and an acceptance without the ticked letter', async () => {
    const { application } = await createAcceptableOffer(db, { email: uniqueEmail('owner') });
    const { caller } = applicantOf(uniqueEmail('stranger'));
    expect((await errorOf(caller.applicant.offer.accept(acceptance(application.id)))).code).toBe('NOT_FOUND');
    const own = applicantOf(application.email.toLowerCase()).caller;
    expect(
      (await errorOf(own.applicant.offer.accept({ ...acceptance(application.id), readLetter: false as true }))).code,
    ).toBe('BAD_REQUEST');
    expect(await acceptanceRow(application.id)).toBeUndefined();
  });

  it('lets staff never set "accepted" themselves', async () => {
    const { application } = await createAcceptableOffer(db, { email: uniqueEmail('staff-set') });
    const admin = await createAdmin(db, { label: 'acceptance-staff' });
    const error = await errorOf(
      callerFor({ db, user: admin }).caller.admin.applications.setStatus({ id: application.id, status: 'accepted' }),
    );
    expect(error.code).toBe('CONFLICT');
    expect((await statusOf(application.id)).status).toBe('offer');
  });
});

describe('declining an offer', () => {
  it('ends the application as a withdrawal does, with the reason in its history, and alerts admissions', async () => {
    const email = uniqueEmail('declining');
    const { application } = await createAcceptableOffer(db, { email });
    const { caller } = applicantOf(email);
    expect(
      await caller.applicant.offer.decline({ applicationId: application.id, reason: 'I chose another school.' }),
    ).toEqual({ ok: true });
    const status = await statusOf(application.id);
    expect(status.status).toBe('withdrawn');
    expect(status.final_status_at).not.toBeNull();
    expect(status.history.at(-1)).toMatchObject({
      from_status: 'offer',
      to_status: 'withdrawn',
      note: 'I chose another school.',
    });
    expect((await outboxOf(application.id)).map((row) => [row.kind, row.recipient])).toEqual([
      ['application_withdrawn', ADMISSIONS],
    ]);
    expect((await errorOf(caller.applicant.offer.accept(acceptance(application.id)))).message).toBe(
      acceptanceMessages.notAnOffer,
    );
  });
});

describe('a minor’s acceptance', () => {
  it('waits for the guardian, who is e-mailed a single-use link stored as a hash; it counts once they confirm', async () => {
    const { application, guardian, acceptanceId } = await minorAwaitingGuardian();
    expect((await statusOf(application.id)).status).toBe('offer');
    expect(await confirmationLetters(application.id)).toEqual([]);
    const outbox = await outboxOf(application.id);
    expect(outbox.map((row) => [row.kind, row.recipient])).toEqual([['guardian_confirmation', guardian.email]]);

    // The worker makes the token when it sends: only its hash is stored, the token is in the fragment.
    const ctx = { db, appUrl: 'http://127.0.0.1:3000', admissionsEmail: ADMISSIONS };
    const rendered = await guardianConfirmation.render(
      outbox[0]!.payload as Record<string, unknown>,
      ctx,
      guardian.email,
    );
    const token = /\/applicant\/guardian#token=([A-Za-z0-9_-]+)/.exec(rendered.text)![1]!;
    const links = await db.selectFrom('guardian_links').selectAll().where('acceptance_id', '=', acceptanceId).execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.id).not.toContain(token);
    const days = (links[0]!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const guardianCall = withUserAgent(callerFor({ db, ip: '192.0.2.44' }), 'Guardian browser');
    const description = await guardianCall.caller.guardian.describe({ token });
    expect(description).toMatchObject({
      state: 'valid',
      applicantName: `${application.first_name} ${application.last_name}`,
    });
    expect(await guardianCall.caller.guardian.confirm({ token, typedName: 'Mona Khalil', readLetter: true })).toEqual({
      ok: true,
    });

    const row = (await acceptanceRow(application.id))!;
    expect(row).toMatchObject({
      guardian_name: 'Mona Khalil',
      guardian_email: guardian.email,
      guardian_typed_name: 'Mona Khalil',
      guardian_ip: '192.0.2.44',
      guardian_user_agent: 'Guardian browser',
    });
    expect(row.counted_at).not.toBeNull();
    const status = await statusOf(application.id);
    expect(status.status).toBe('accepted');
    expect(status.history.at(-1)!.changed_by_email).toBe('The applicant, with their parent or guardian');
    expect(await confirmationLetters(application.id)).toHaveLength(1);
    expect((await outboxOf(application.id)).map((row) => row.kind)).toEqual(
      expect.arrayContaining(['acceptance_confirmed', 'acceptance_alert']),
    );
  });

  it('refuses a minor accepting alone', async () => {
    const email = uniqueEmail('minor-alone');
    const { application } = await createAcceptableOffer(db, { email, date_of_birth: MINOR_BIRTH });
    const error = await errorOf(applicantOf(email).caller.applicant.offer.accept(acceptance(application.id)));
    expect(error.message).toBe(acceptanceMessages.guardianNeeded);
    expect(await acceptanceRow(application.id)).toBeUndefined();
  });

  it('refuses a guardian link that is used twice or has expired', async () => {
    const { application, acceptanceId } = await minorAwaitingGuardian();
    const expired = await createGuardianLink(db, acceptanceId, new Date(Date.now() - 1000));
    const guardian = callerFor({ db }).caller;
    expect(await guardian.guardian.describe({ token: expired })).toEqual({ state: 'invalid' });
    expect(
      (await errorOf(guardian.guardian.confirm({ token: expired, typedName: 'Mona Khalil', readLetter: true })))
        .message,
    ).toBe(acceptanceMessages.linkInvalid);
    expect((await statusOf(application.id)).status).toBe('offer');

    const token = await createGuardianLink(db, acceptanceId);
    await guardian.guardian.confirm({ token, typedName: 'Mona Khalil', readLetter: true });
    const second = await errorOf(guardian.guardian.confirm({ token, typedName: 'Someone Else', readLetter: true }));
    expect(second.code).toBe('NOT_FOUND');
    expect(second.message).toBe(acceptanceMessages.linkInvalid);
    expect((await acceptanceRow(application.id))!.guardian_typed_name).toBe('Mona Khalil');
    expect((await statusOf(application.id)).history.filter((change) => change.to_status === 'accepted')).toHaveLength(
      1,
    );
  });

  it('counts once when an acceptance and a guardian’s confirmation arrive at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { application, acceptanceId, guardian, caller } = await minorAwaitingGuardian();
      const token = await createGuardianLink(db, acceptanceId);
      const results = await Promise.allSettled([
        caller.applicant.offer.accept(acceptance(application.id, { guardian })),
        confirmAsGuardian(db, { token, typedName: 'Mona Khalil' }, { ip: null, userAgent: null }, ADMISSIONS),
      ]);
      // Whichever took the application's lock first wins; the other is refused or replaces a waiting acceptance.
      const status = await statusOf(application.id);
      const accepted = status.history.filter((change) => change.to_status === 'accepted');
      const rows = await db
        .selectFrom('acceptances')
        .selectAll()
        .where('application_id', '=', application.id)
        .execute();
      expect(rows).toHaveLength(1);
      if (results[1].status === 'fulfilled') {
        expect(status.status).toBe('accepted');
        expect(accepted).toHaveLength(1);
        expect(rows[0]!.guardian_typed_name).toBe('Mona Khalil');
        expect(await confirmationLetters(application.id)).toHaveLength(1);
        if (results[0].status === 'rejected') expect(String(results[0].reason)).toContain('already accepted');
      } else {
        expect(status.status).toBe('offer');
        expect(accepted).toHaveLength(0);
        expect(rows[0]!.counted_at).toBeNull();
        expect(results[0].status).toBe('fulfilled');
        expect(await confirmationLetters(application.id)).toEqual([]);
      }
    }
  });
});

describe('acceptances and the privacy duties', () => {
  it('exports the acceptance, and keeps only the signature after erasure', async () => {
    const { application, email, guardian } = await minorAwaitingGuardian();
    const exported = await exportSubject(db, email);
    expect(exported.acceptances).toHaveLength(1);
    expect((await exportSubject(db, guardian.email)).acceptances).toHaveLength(1);

    const admin = await createAdmin(db, { label: 'acceptance-eraser' });
    await eraseSubject(db, email, admin, { auditHmacKey: Buffer.alloc(32, 7) });
    const kept = await db
      .selectFrom('acceptances')
      .selectAll()
      .where('application_reference', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      application_id: null,
      typed_name: 'Omar Khalil',
      ip: null,
      user_agent: null,
      needs_visa: null,
      guardian_email: null,
    });
    expect(kept.letter_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await db.selectFrom('guardian_links').select('id').where('acceptance_id', '=', kept.id).execute()).toEqual(
      [],
    );
  });
});
