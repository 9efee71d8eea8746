import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSession, validateSessionToken } from '../../server/auth/sessions';
import { testDb } from '../support/test-db';
import { callerFor } from '../support/trpc-caller';
import { createStaff, createAdmin, type TestUser } from '../support/factories';

const db = testDb();

async function signedIn(user: TestUser, userAgent: string, ip: string) {
  const session = await createSession(db, user.id);
  await db
    .updateTable('sessions')
    .set({ user_agent: userAgent, ip, last_used_at: new Date() })
    .where('id', '=', session.sessionId)
    .execute();
  return { ...session, ...callerFor({ db, user, sessionId: session.sessionId }) };
}

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1';

describe('the Security panel', () => {
  it("lists one's own sessions with device, IP and which one is this", async () => {
    const user = await createStaff(db, { label: 'panel' });
    const other = await createStaff(db, { label: 'panel-other' });
    const laptop = await signedIn(user, FIREFOX, '198.51.100.10');
    await signedIn(user, SAFARI, '198.51.100.11');
    await signedIn(other, FIREFOX, '198.51.100.12');
    const listed = await laptop.caller.auth.security.sessions();
    expect(listed).toHaveLength(2);
    expect(listed.find((s) => s.current)).toMatchObject({ device: 'Firefox on Windows', ip: '198.51.100.10' });
    expect(listed.find((s) => !s.current)).toMatchObject({ device: 'Safari on iOS', ip: '198.51.100.11' });
    // Public ids only: the token hash never leaves the server.
    expect(listed.map((s) => s.id)).not.toContain(laptop.sessionId);
  });

  it('does not list sessions past their absolute lifetime, or idle admin sessions', async () => {
    const admin = await createAdmin(db, { label: 'panel-dead' });
    const current = await signedIn(admin, FIREFOX, '198.51.100.60');
    const old = await signedIn(admin, SAFARI, '198.51.100.61');
    const idle = await signedIn(admin, SAFARI, '198.51.100.62');
    await sql`update sessions set created_at = now() - interval '31 days' where id = ${old.sessionId}`.execute(db);
    await db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 3 * 3600_000) })
      .where('id', '=', idle.sessionId)
      .execute();
    const listed = await current.caller.auth.security.sessions();
    expect(listed.map((s) => s.ip)).toEqual(['198.51.100.60']);
  });

  it('ends one session, which then no longer signs anybody in', async () => {
    const user = await createStaff(db, { label: 'end-one' });
    const laptop = await signedIn(user, FIREFOX, '198.51.100.20');
    const phone = await signedIn(user, SAFARI, '198.51.100.21');
    const phoneId = (await laptop.caller.auth.security.sessions()).find((s) => !s.current)!.id;
    expect(await laptop.caller.auth.security.endSession({ id: phoneId })).toEqual({ endedCurrent: false });
    expect(await validateSessionToken(db, phone.token)).toBeNull();
    expect(await validateSessionToken(db, laptop.token)).not.toBeNull();
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit).toEqual([{ action: 'auth.session_ended', details: { sessions: 1, scope: 'one' } }]);
  });

  it("cannot end another account's session (NOT_FOUND), nor take a malformed id (BAD_REQUEST)", async () => {
    const user = await createStaff(db, { label: 'end-foreign' });
    const victim = await createStaff(db, { label: 'end-victim' });
    const mine = await signedIn(user, FIREFOX, '198.51.100.30');
    const theirs = await signedIn(victim, FIREFOX, '198.51.100.31');
    const theirId = (await theirs.caller.auth.security.sessions())[0]!.id;
    await expect(mine.caller.auth.security.endSession({ id: theirId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(mine.caller.auth.security.endSession({ id: 'not-a-uuid' })).rejects.toBeInstanceOf(TRPCError);
    expect(await validateSessionToken(db, theirs.token)).not.toBeNull();
  });

  it('signs out everywhere else and keeps this session', async () => {
    const user = await createStaff(db, { label: 'others' });
    const laptop = await signedIn(user, FIREFOX, '198.51.100.40');
    const phone = await signedIn(user, SAFARI, '198.51.100.41');
    const tablet = await signedIn(user, SAFARI, '198.51.100.42');
    expect(await laptop.caller.auth.security.endOtherSessions()).toEqual({ ended: 2 });
    expect(await validateSessionToken(db, phone.token)).toBeNull();
    expect(await validateSessionToken(db, tablet.token)).toBeNull();
    expect(await validateSessionToken(db, laptop.token)).not.toBeNull();
  });

  it('lets an admin end every session of a staff member, and records it', async () => {
    const admin = await createAdmin(db, { label: 'team-admin' });
    const member = await createStaff(db, { label: 'team-member' });
    const one = await signedIn(member, FIREFOX, '198.51.100.50');
    const two = await signedIn(member, SAFARI, '198.51.100.51');
    const { caller } = callerFor({ db, user: admin });
    expect(await caller.admin.team.endSessions({ userId: member.id })).toEqual({ ended: 2 });
    expect(await validateSessionToken(db, one.token)).toBeNull();
    expect(await validateSessionToken(db, two.token)).toBeNull();
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('actor_id', '=', admin.id)
      .execute();
    expect(audit).toEqual([{ action: 'team.sessions_ended', subject_id: member.id }]);
  });
});
