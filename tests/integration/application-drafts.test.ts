import { describe, expect, it } from 'vitest';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { runRetention } from '../../core/privacy/retention-pass';
import { exportSubject } from '../../core/privacy/subject-export';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/retention-periods';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { storeDraft } from '../../server/applicants/drafts';
import { hashAccountToken } from '../../core/accounts/account-tokens';
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
  const match = /http:\/\/127\.0\.0\.1:3000\/applicant\/sign-in(\?resume=1)?#token=([a-z2-7]+)/.exec(message.text);
  if (!match) throw new Error(`no sign-in link in:\n${message.text}`);
  return { token: match[2]!, resume: match[1] !== undefined };
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

/** The address's draft: its own, claimed by its session or by the link of a save. */
const draftOf = (email: string) =>
  db()
    .selectFrom('application_drafts')
    .selectAll()
    .where('email', '=', email)
    .where('claimed', '=', true)
    .executeTakeFirst();
/** Every row saved under the address, the saves still waiting for their link included, oldest first. */
const savesOf = (email: string) =>
  db().selectFrom('application_drafts').selectAll().where('email', '=', email).orderBy('created_at').execute();

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
    const [held] = await savesOf(email);
    expect(held).toMatchObject({ claimed: false });
    expect(outbox).toEqual([
      { kind: 'applicant_sign_in', payload: { resume: 'draft', draftId: held!.id, language: 'en' } },
    ]);

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
    // Typing someone's address never replaces what they saved: each save waits apart for its own link.
    expect((await savesOf(parked)).map((row) => row.values)).toEqual([{ firstName: 'Old' }, { firstName: 'Newer' }]);
    expect(await draftOf(parked)).toBeUndefined();

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
    // Each accepted save waits for its own link; the refused one wrote nothing.
    expect((await savesOf(email)).map((row) => row.values)).toEqual(
      [0, 1, 2, 3, 4].map((i) => ({ firstName: `Try ${i}` })),
    );
  });
});

describe('nobody can wipe or replace another person’s draft', () => {
  /**
   * The mail whose link was sent for the save whose first name is `firstName`, found through the
   * link row (the e-mail carries only the token; e-mails may arrive in any order).
   */
  async function mailFor(mails: SinkMessage[], firstName: string) {
    for (const mail of mails) {
      const row = await db()
        .selectFrom('applicant_sign_in_links')
        .innerJoin('application_drafts', 'application_drafts.id', 'applicant_sign_in_links.draft_id')
        .select('application_drafts.values')
        .where('applicant_sign_in_links.id', '=', hashAccountToken(linkIn(mail).token))
        .executeTakeFirst();
      if (row?.values.firstName === firstName) return mail;
    }
    throw new Error(`no live link for the save of ${firstName}`);
  }
  const draftThrough = async (cookie: string) =>
    (await query('applicant.draft', cookie)).body.result?.data as { values: Record<string, string> } | null;

  it('a public application sent with the owner’s address leaves their draft as it was', async () => {
    const owner = uniqueEmail('wipe-victim');
    const cookie = await parkAndSignIn(owner, { ...halfWay, email: owner, city: 'Mine' });
    const sent = await postMutation(
      stack.server.url,
      'submissions.application',
      applicationInput({ email: owner, firstName: 'Mallory' }),
      ORIGIN,
    );
    expect(sent.status).toBe(200);
    expect(await draftThrough(cookie)).toMatchObject({ values: { ...halfWay, email: owner, city: 'Mine' } });
  });

  it('a stranger’s save of the owner’s address replaces nothing, and the owner’s own later save is the one their link opens', async () => {
    const owner = uniqueEmail('plant-victim');
    const mallory = uniqueEmail('mallory');
    const cookie = await parkAndSignIn(owner, { ...halfWay, email: owner, city: 'Mine' });

    // The stranger types the owner's address, with values of their own and their own e-mail in the form.
    expect((await saveForLater(owner, { firstName: 'Planted', email: mallory })).status).toBe(200);
    expect(await draftThrough(cookie)).toMatchObject({ values: { city: 'Mine' } });

    // The owner, on another device and not signed in, saves again: their save, not the stranger's earlier one, is kept for them.
    expect((await saveForLater(owner, { ...halfWay, email: owner, city: 'Mine, later' })).status).toBe(200);
    const mails = await stack.sink.waitForMessages(sentTo(owner), 3, 15_000);
    const strangers = await mailFor(mails, 'Planted');
    const owners = await mailFor(mails, halfWay.firstName);

    // Neither link silenced the other; the owner's opens the owner's values.
    const signedIn = await postMutation(stack.server.url, 'applicant.signIn', { token: linkIn(owners).token });
    expect(signedIn.status).toBe(200);
    const ownCookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('applicant_session='))!
      .split(';')[0]!;
    expect(await draftThrough(ownCookie)).toMatchObject({ values: { ...halfWay, email: owner, city: 'Mine, later' } });
    expect(await savesOf(owner)).toHaveLength(2);

    // Had the owner pressed Continue on the stranger's link instead, the form would still carry the owner's address.
    const viaStranger = await postMutation(stack.server.url, 'applicant.signIn', { token: linkIn(strangers).token });
    expect(viaStranger.status).toBe(200);
    const strangerLinkCookie = viaStranger.headers
      .getSetCookie()
      .find((line) => line.startsWith('applicant_session='))!
      .split(';')[0]!;
    const opened = await draftThrough(strangerLinkCookie);
    expect(opened?.values).toMatchObject({ firstName: 'Planted', email: owner });
    expect(JSON.stringify(opened)).not.toContain(mallory);
  });

  it('a stranger who saves first does not pre-empt the owner’s first save', async () => {
    const owner = uniqueEmail('first-save-victim');
    expect((await saveForLater(owner, { firstName: 'Planted first' })).status).toBe(200);
    expect((await saveForLater(owner, { ...halfWay, email: owner })).status).toBe(200);
    const owners = await mailFor(await stack.sink.waitForMessages(sentTo(owner), 2, 15_000), halfWay.firstName);
    const signedIn = await postMutation(stack.server.url, 'applicant.signIn', { token: linkIn(owners).token });
    const cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('applicant_session='))!
      .split(';')[0]!;
    expect(await draftThrough(cookie)).toMatchObject({ values: { ...halfWay, email: owner } });
  });

  it('an autosave writes the session’s address into the draft, whatever the form’s e-mail field said', async () => {
    const owner = uniqueEmail('autosave-address');
    const cookie = await parkAndSignIn(owner, { ...halfWay, email: owner });
    const saved = await postMutation(
      stack.server.url,
      'applicant.saveDraft',
      { values: { ...halfWay, email: uniqueEmail('elsewhere') }, step: 2 },
      { cookie, ...ORIGIN },
    );
    expect(saved.status).toBe(200);
    expect((await draftOf(owner))?.values.email).toBe(owner);
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

  it('ends the signed-in applicant’s draft even when the form was sent with another address, and only that one', async () => {
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
    // The address typed proves nothing: what was saved under it stays.
    expect(await savesOf(typed)).toHaveLength(1);
    expect(await savesOf(someoneElse)).toHaveLength(1);
  });
});

describe('the draft reminder', () => {
  async function draftUntouchedFor(days: number) {
    const email = uniqueEmail('remind');
    await storeDraft(db(), email, { values: { firstName: 'Rhiannon', motivation: 'Secret plans' }, step: 2 });
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

  it('is not sent for a save whose link was never opened: there is no draft of the address yet', async () => {
    const email = uniqueEmail('remind-held');
    await saveForLater(email, { firstName: 'Held' });
    await stack.sink.waitForMessages(sentTo(email), 1, 15_000);
    await db()
      .updateTable('application_drafts')
      .set({ updated_at: new Date(Date.now() - 4 * DAY_MS) })
      .where('email', '=', email)
      .execute();
    await sendDraftReminders(db());
    expect(await remindersTo(email)).toEqual([]);
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
    expect(await savesOf(old)).toEqual([]);
    expect(await savesOf(young)).toHaveLength(1);

    // The period is the configured one.
    const shorter = await runRetention(db(), { periods: { ...DEFAULT_RETENTION_PERIODS, drafts: 28 }, trigger: 'cli' });
    expect(shorter.ran && shorter.counts.drafts).toBeGreaterThanOrEqual(1);
    expect(await savesOf(young)).toEqual([]);
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
    expect(await savesOf(email)).toEqual([]);
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
    const values = (await savesOf(email))[0]!.values;
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
    expect(await savesOf(email)).toEqual([]);
  });
});
