import { describe, expect, it } from 'vitest';
import { REPLY_BY_JOB_NAME } from '../../worker/jobs/reply-by-digest';
import { createAdmin, createConditionalOffer } from '../support/factories';
import { useDeliveryStack } from '../support/running-stack';
import { sentTo, type SinkMessage } from '../support/smtp-sink';
import { callerFor } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const stack = useDeliveryStack('reply-by');
const db = () => stack.database.db;
const admissions = () => stack.server.services.config.ADMISSIONS_EMAIL;
const digests = (message: SinkMessage) =>
  sentTo(admissions())(message) && message.subject.includes('past the reply-by date');

/** A conditional offer to `lastName` whose reply-by date is `replyBy`, its application at `status`. */
async function offer(lastName: string, replyBy: string, status = 'offer') {
  const { application } = await createConditionalOffer(db(), ['Final school report'], {
    first_name: 'Carys',
    last_name: lastName,
    programme: 'alevel',
    email: uniqueEmail('reply-by'),
  });
  await db().updateTable('offers').set({ reply_by: replyBy }).where('application_id', '=', application.id).execute();
  await db().updateTable('applications').set({ status }).where('id', '=', application.id).execute();
  return application.id;
}

/** Runs the daily check now, through the worker's own queue, and waits for it to finish. */
async function runDailyCheck(): Promise<{ outboxId: string | null; offers: number }> {
  const { queue } = stack.worker.replyByDigest;
  const job = await queue.add(REPLY_BY_JOB_NAME, {});
  await expect.poll(async () => (await queue.getJob(job.id!))?.finishedOn, { timeout: 15_000 }).toBeDefined();
  const done = (await queue.getJob(job.id!))!;
  expect(done.failedReason).toBeUndefined();
  return done.returnvalue as { outboxId: string | null; offers: number };
}

async function toldAt(applicationId: string) {
  return (
    await db()
      .selectFrom('offers')
      .select('reply_by_passed_told_at')
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow()
  ).reply_by_passed_told_at;
}

describe('an offer past its reply-by date', () => {
  it('is e-mailed to admissions once, listed in one e-mail, flagged on the dashboard, and again once extended and passed', async () => {
    const passed = await offer('Passedby', '2020-03-02');
    const alsoPassed = await offer('Latereply', '2020-03-05');
    const open = await offer('Stillopen', '2040-06-30');
    const accepted = await offer('Accepted', '2020-03-02', 'accepted');

    expect(await runDailyCheck()).toMatchObject({ offers: 2 });
    const [digest] = await stack.sink.waitForMessages(digests, 1, 15_000);
    expect(digest!.subject).toContain('2 offers past the reply-by date with no reply');
    expect(digest!.text).toContain('- Carys Passedby, A-Level Courses starting September 2026: reply by 2 March 2020');
    expect(digest!.text).toContain('- Carys Latereply, A-Level Courses starting September 2026: reply by 5 March 2020');
    expect(digest!.text).not.toContain('Stillopen');
    expect(digest!.text).not.toContain('Accepted');
    expect(await toldAt(passed)).not.toBeNull();
    expect(await toldAt(open)).toBeNull();
    expect(await toldAt(accepted)).toBeNull();

    // The dashboard: the badge on the list, the flag in the detail with when admissions were told.
    const admin = await createAdmin(db(), { label: 'reply-by' });
    const { caller } = callerFor({ db: db(), user: admin });
    const listed = new Map((await caller.admin.applications.list({})).items.map((item) => [item.id, item]));
    expect([passed, alsoPassed, open, accepted].map((id) => listed.get(id)?.replyByPassed)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const detail = await caller.admin.applications.detail({ id: passed });
    expect(detail.offer).toMatchObject({ replyByPassed: true, replyByPassedToldAt: expect.any(String) });
    expect((await caller.admin.applications.detail({ id: open })).offer).toMatchObject({
      replyByPassed: false,
      replyByPassedToldAt: null,
    });

    // The next day's check finds nothing new: no second e-mail.
    expect(await runDailyCheck()).toEqual({ outboxId: null, offers: 0 });
    const sent = () =>
      db().selectFrom('email_outbox').select(['id', 'payload']).where('kind', '=', 'reply_by_passed').execute();
    expect(await sent()).toHaveLength(1);

    // Extended (still in the past here): the watch starts again, and admissions are told once more.
    await caller.admin.applications.offers.extendReplyBy({ id: passed, replyBy: '2020-04-01' });
    expect(await toldAt(passed)).toBeNull();
    stack.sink.clear();
    expect(await runDailyCheck()).toMatchObject({ offers: 1 });
    const [again] = await stack.sink.waitForMessages(digests, 1, 15_000);
    expect(again!.subject).toContain('1 offer past the reply-by date');
    expect(again!.text).toContain('Carys Passedby, A-Level Courses starting September 2026: reply by 1 April 2020');
    expect(again!.text).not.toContain('Latereply');
    expect(await sent()).toHaveLength(2);

    // Extended into the future: no longer flagged.
    await caller.admin.applications.offers.extendReplyBy({ id: passed, replyBy: '2040-07-01' });
    expect((await caller.admin.applications.detail({ id: passed })).offer).toMatchObject({ replyByPassed: false });
  });
});
