import { describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { runRetention } from '../../core/privacy/retention-pass';
import { exportSubject } from '../../core/privacy/subject-export';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { sendDraftReminders } from '../../worker/jobs/draft-reminders';
import { applicationInput } from '../support/form-inputs';
import { postMutation, useDeliveryStack } from '../support/running-stack';
import { sentTo, type SinkMessage } from '../support/smtp-sink';
import { columnsContaining } from '../support/trace-search';
import { uniqueEmail } from '../support/unique-email';

// Every request comes from 127.0.0.1: a generous per-IP allowance keeps that limit out of the way.
const stack = useDeliveryStack('application-drafts', { SIGNIN_LIMIT_PER_15_MIN: '1000' });
const ORIGIN = { origin: 'http://127.0.0.1:3000' };
const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => stack.database.db;

const halfWay = {
  firstName: 'Nia',
  lastName: 'Draftwell',
  dateOfBirth: '2008-04-17',
  nationality: 'Welsh',
  email: '',
  phone: '029 2018 0456',
};

function linkIn(message: SinkMessage): { token: string; resume: boolean } {
  const match = /http:\/\/127\.0\.0\.1:3000\/applicant\/sign-in\?token=([a-z2-7]+)(&resume=1)?/.exec(message.text);
  if (!match) throw new Error(`no sign-in link in:\n${message.text}`);
  return { token: match[1]!, resume: match[2] !== undefined };
}

async function saveForLater(email: string, values: unknown, step: unknown = 2) {
  return postMutation(stack.server.url, 'applicant.saveForLater', { email, values, step });
}

/** Saves for later, opens the e-mailed link and returns the applicant's cookie. */
async function parkAndSignIn(email: string, values: Record<string, string>, step = 2) {
  expect((await saveForLater(email, values, step)).status).toBe(200);
  const [mail] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
  const signedIn = await postMutation(stack.server.url, 'applicant.signIn', { token: linkIn(mail!).token });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('applicant_session='));
  return cookie!.split(';')[0]!;
}

async function query(procedure: string, cookie: string) {
  const response = await fetch(`${stack.server.url}/trpc/${procedure}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as { result?: { data: unknown } } };
}

const draftOf = (email: string) =>
  db().selectFrom('application_drafts').selectAll().where('email', '=', email).executeTakeFirst();

describe('saving an application to finish later', () => {
  it('e-mails a sign-in link that reopens the draft at its step with every value', async () => {
    const email = uniqueEmail('park');
    const saved = await saveForLater(` ${email.toUpperCase()} `, { ...halfWay, email }, 2);
    expect({ status: saved.status, body: saved.body }).toEqual({
      status: 200,
      body: { result: { data: { ok: true } } },
    });

    const [mail] = await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    expect(mail!.subject).toContain('Continue your application');
    expect(mail!.text).toContain('or for 1 month after your last change');
    // The e-mail carries the link, never what was typed; the outbox row only a flag.
    expect(mail!.text).not.toContain('Draftwell');
    const link = linkIn(mail!);
    expect(link.resume).toBe(true);
    const outbox = await db()
      .selectFrom('email_outbox')
      .select(['kind', 'payload'])
      .where('recipient', '=', email)
      .execute();
    expect(outbox).toEqual([{ kind: 'applicant_sign_in', payload: { resume: 'draft', language: 'en' } }]);

    const signedIn = await postMutation(stack.server.url, 'applicant.signIn', { token: link.token });
    const cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('applicant_session='))!
      .split(';')[0]!;
    const draft = (await query('applicant.draft', cookie)).body.result?.data as {
      values: unknown;
      step: number;
      updatedAt: string;
    };
    expect(draft).toMatchObject({ values: { ...halfWay, email }, step: 2 });
    expect((await draftOf(email))?.email).toBe(email);
  });

  it('autosaves while signed in, and the latest save is what comes back', async () => {
    const email = uniqueEmail('autosave');
    const cookie = await parkAndSignIn(email, { ...halfWay, email });
    const first = await draftOf(email);

    const autosaved = await postMutation(
      stack.server.url,
      'applicant.saveDraft',
      { values: { ...halfWay, email, address: '7 Resume Road', city: 'Card' }, step: 2 },
      { cookie, ...ORIGIN },
    );
    expect(autosaved.status).toBe(200);
    const updatedAt = (autosaved.body.result.data as unknown as { updatedAt: string }).updatedAt;
    expect(new Date(updatedAt).getTime()).toBeGreaterThan(first!.updated_at.getTime());
    const again = await postMutation(
      stack.server.url,
      'applicant.saveDraft',
      { values: { ...halfWay, email, city: 'Cardiff' }, step: 3 },
      { cookie, ...ORIGIN },
    );
    expect(again.status).toBe(200);

    const draft = (await query('applicant.draft', cookie)).body.result?.data;
    // Replaced whole: the address cleared in the last save is gone.
    expect(draft).toMatchObject({ values: { ...halfWay, email, city: 'Cardiff' }, step: 3 });
    expect((draft as { values: object }).values).not.toHaveProperty('address');
    const row = await draftOf(email);
    expect(row!.created_at).toEqual(first!.created_at);

    // Without a session: nothing to read or save.
    expect((await query('applicant.draft', '')).status).toBe(401);
    expect((await postMutation(stack.server.url, 'applicant.saveDraft', { values: {}, step: 1 })).status).toBe(401);
  });

  it('answers every address the same, and an address with only a draft may ask for a sign-in link', async () => {
    const fresh = uniqueEmail('fresh');
    const parked = uniqueEmail('parked-before');
    await saveForLater(parked, { firstName: 'Old' });
    await stack.sink.waitForMessages(sentTo(parked), 1, 15_000);
    const [forFresh, forParked] = await Promise.all([
      saveForLater(fresh, { firstName: 'New' }),
      saveForLater(parked, { firstName: 'Newer' }),
    ]);
    expect({ status: forParked.status, body: forParked.body }).toEqual({
      status: forFresh.status,
      body: forFresh.body,
    });
    // Typing someone's address never replaces the draft they parked: the link reopens theirs.
    expect((await draftOf(parked))?.values).toEqual({ firstName: 'Old' });

    expect((await postMutation(stack.server.url, 'applicant.requestLink', { email: fresh })).status).toBe(200);
    const mails = await stack.sink.waitForMessages(sentTo(fresh), 2, 15_000);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Your sign-in link')]),
    );
  });

  it('lets the address’s own applicant session replace its parked draft', async () => {
    const email = uniqueEmail('own-replace');
    await saveForLater(email, { firstName: 'First' });
    const { token } = await createApplicantSession(db(), email);
    const again = await postMutation(
      stack.server.url,
      'applicant.saveForLater',
      { email, values: { firstName: 'Second' }, step: 3 },
      { ...ORIGIN, cookie: `applicant_session=${token}` },
    );
    expect(again.status).toBe(200);
    expect(await draftOf(email)).toMatchObject({ values: { firstName: 'Second' }, step: 3 });
  });

  it('keeps to the limits of requestLink: five links an hour to one address', async () => {
    const email = uniqueEmail('limited-draft');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await saveForLater(email, { firstName: `Try ${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The first save parked the draft; the later ones (not signed in) kept it, and the refused one wrote nothing.
    expect((await draftOf(email))?.values).toEqual({ firstName: 'Try 0' });
  });
});

describe('sending the application', () => {
  it('turns the draft into an application through the usual path: same e-mails, and the draft is gone', async () => {
    const email = uniqueEmail('send-draft');
    const cookie = await parkAndSignIn(email, { ...halfWay, email });
    const input = applicationInput({ ...halfWay, email, firstName: 'Nia', lastName: 'Draftwell' });

    const refused = await postMutation(
      stack.server.url,
      'submissions.application',
      { ...input, dateOfBirth: '' },
      { cookie, ...ORIGIN },
    );
    expect(refused.status).toBe(400);
    expect(await draftOf(email)).toBeDefined();

    const sent = await postMutation(stack.server.url, 'submissions.application', input, { cookie, ...ORIGIN });
    expect(sent.status).toBe(200);
    expect(await draftOf(email)).toBeUndefined();
    const messages = await stack.sink.waitForMessages(sentTo(email), 2, 15_000);
    expect(messages.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Continue your application'),
      expect.stringContaining('Your application for'),
    ]);
    await stack.sink.waitForMessages(
      (mail) => sentTo('admissions@academy.example')(mail) && mail.text.includes('Draftwell'),
      1,
      15_000,
    );
    const application = await db()
      .selectFrom('applications')
      .select(['email', 'status'])
      .where('id', '=', sent.body.result.data.id)
      .executeTakeFirst();
    expect(application).toEqual({ email, status: 'submitted' });
    expect(((await query('applicant.applications', cookie)).body.result?.data as unknown[]).length).toBe(1);
  });

  it('ends the signed-in applicant’s draft too when the form was sent with another address, and only those', async () => {
    const signedInAs = uniqueEmail('session-owner');
    const typed = uniqueEmail('typed-instead');
    const someoneElse = uniqueEmail('someone-else');
    const cookie = await parkAndSignIn(signedInAs, { ...halfWay, email: signedInAs });
    await saveForLater(typed, { firstName: 'Typed' });
    await saveForLater(someoneElse, { firstName: 'Other' });

    const sent = await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({ email: typed.toUpperCase() }),
      { cookie, ...ORIGIN },
    );
    expect(sent.status).toBe(200);
    expect(await draftOf(signedInAs)).toBeUndefined();
    expect(await draftOf(typed)).toBeUndefined();
    expect(await draftOf(someoneElse)).toBeDefined();
  });
});

describe('the draft reminder', () => {
  async function draftUntouchedFor(days: number) {
    const email = uniqueEmail('remind');
    await saveForLater(email, { firstName: 'Rhiannon', motivation: 'Secret plans' });
    await db()
      .updateTable('application_drafts')
      .set({ updated_at: new Date(Date.now() - days * DAY_MS) })
      .where('email', '=', email)
      .execute();
    return email;
  }
  const remindersTo = (email: string) =>
    db()
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', email)
      .where('kind', '=', 'draft_reminder')
      .execute();

  it('goes once to a draft untouched for three days, never before and never twice', async () => {
    const due = await draftUntouchedFor(3.01);
    const notYet = await draftUntouchedFor(2.9);

    const { outboxIds } = await sendDraftReminders(db());
    expect(await remindersTo(due)).toHaveLength(1);
    expect(outboxIds).toEqual(expect.arrayContaining((await remindersTo(due)).map((row) => row.id)));
    expect(await remindersTo(notYet)).toEqual([]);
    expect((await draftOf(due))?.reminder_sent_at).toBeInstanceOf(Date);

    const [reminder] = await stack.sink.waitForMessages(
      (mail) => sentTo(due)(mail) && mail.subject.includes('waiting'),
      1,
      15_000,
    );
    expect(reminder!.text).toContain('http://127.0.0.1:3000/applicant');
    expect(reminder!.text).toContain('This is the only reminder we send.');
    expect(reminder!.text).not.toContain('Rhiannon');
    expect(reminder!.text).not.toContain('Secret plans');

    // A later pass, even days later and after the draft was changed, sends no second one.
    await sendDraftReminders(db(), new Date(Date.now() + 10 * DAY_MS));
    expect(await remindersTo(due)).toHaveLength(1);
    // The other draft's turn comes when it is three days old.
    await sendDraftReminders(db(), new Date(Date.now() + 0.2 * DAY_MS));
    expect(await remindersTo(notYet)).toHaveLength(1);
  });

  it('is sent once even when two workers look at the same moment', async () => {
    const due = await draftUntouchedFor(4);
    await Promise.all([sendDraftReminders(db()), sendDraftReminders(db()), sendDraftReminders(db())]);
    expect(await remindersTo(due)).toHaveLength(1);
  });
});

describe('drafts and personal data', () => {
  it('erases a draft RETAIN_DRAFTS_DAYS after its last change, and keeps a younger one', async () => {
    const old = uniqueEmail('old-draft');
    const young = uniqueEmail('young-draft');
    await saveForLater(old, { firstName: 'Old' });
    await saveForLater(young, { firstName: 'Young' });
    await db()
      .updateTable('application_drafts')
      .set({ updated_at: new Date(Date.now() - 31 * DAY_MS) })
      .where('email', '=', old)
      .execute();
    await db()
      .updateTable('application_drafts')
      .set({ updated_at: new Date(Date.now() - 29 * DAY_MS) })
      .where('email', '=', young)
      .execute();

    const outcome = await runRetention(db(), { periods: DEFAULT_RETENTION_PERIODS, trigger: 'cli' });
    expect(outcome.ran && outcome.counts.drafts).toBe(1);
    expect(await draftOf(old)).toBeUndefined();
    expect(await draftOf(young)).toBeDefined();

    // The period is the configured one.
    const shorter = await runRetention(db(), { periods: { ...DEFAULT_RETENTION_PERIODS, drafts: 28 }, trigger: 'cli' });
    expect(shorter.ran && shorter.counts.drafts).toBeGreaterThanOrEqual(1);
    expect(await draftOf(young)).toBeUndefined();
  });

  it('shows the draft in the access export and erases it with the address', async () => {
    const email = uniqueEmail('subject-draft');
    await saveForLater(email, { firstName: 'Gwenllian', lastName: 'Exportable', email }, 1);
    await stack.sink.waitForMessages(sentTo(email), 1, 15_000);

    const exported = await exportSubject(db(), email.toUpperCase());
    expect(exported.summary).toMatchObject({ applications: 0, drafts: 1 });
    expect(exported.summary.text).toContain('0 applications, 0 contact messages, 1 unsent application draft');
    expect(exported.drafts).toEqual([
      expect.objectContaining({ email, step: 1, values: { firstName: 'Gwenllian', lastName: 'Exportable', email } }),
    ]);

    const erased = await eraseSubject(db(), email, 'cli', { auditHmacKey: stack.server.services.config.auditHmacKey });
    expect(erased.counts).toMatchObject({ drafts: 1 });
    expect(await draftOf(email)).toBeUndefined();
    expect(await columnsContaining(db(), email)).toEqual([]);
    expect(await columnsContaining(db(), 'Exportable')).toEqual([]);
  });
});

describe('hostile drafts', () => {
  it('cuts over-long text to the form’s limits and drops fields the form does not have', async () => {
    const email = uniqueEmail('hostile');
    const saved = await saveForLater(email, {
      firstName: 'x'.repeat(100_000),
      motivation: `${'m'.repeat(1999)}😀`,
      city: 'Cardiff\u0000',
      website: 'http://bot.example',
      status: 'offer',
      __proto__: { isAdmin: true },
    });
    expect(saved.status).toBe(200);
    const values = (await draftOf(email))!.values;
    expect(Object.keys(values).sort()).toEqual(['city', 'firstName', 'motivation']);
    expect(values.firstName).toHaveLength(100);
    expect(values.motivation).toBe('m'.repeat(1999));
    expect(values.city).toBe('Cardiff');
  });

  it('refuses wrong types, unknown choices and impossible steps with a 400, and keeps nothing', async () => {
    const email = uniqueEmail('refused');
    const cases: Array<[unknown, unknown]> = [
      [{ firstName: 42 }, 1],
      [{ programme: 'medicine' }, 1],
      [{ lastName: { nested: true } }, 1],
      [['firstName'], 1],
      ['values', 1],
      [{}, 0],
      [{}, 6],
      [{}, '2'],
      [{}, null],
    ];
    for (const [values, step] of cases) {
      const answer = await saveForLater(email, values, step);
      expect(answer.status, JSON.stringify({ values, step })).toBe(400);
    }
    expect((await saveForLater('x'.repeat(250) + '@mail.example', {})).status).toBe(400);
    expect((await saveForLater('not-an-address', {})).status).toBe(400);
    expect(await draftOf(email)).toBeUndefined();
  });
});
