import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/start-server';
import { testDb, uniqueRedisPrefix } from '../support/test-db';
import { applicationInput } from '../support/form-inputs';
import { uniqueEmail } from '../support/unique-email';
import { postMutation, startTestServer } from '../support/running-stack';

const db = testDb();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ redisPrefix: uniqueRedisPrefix('submissions') });
});
afterAll(() => server.close());

function contact(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: '  Amira ',
    lastName: 'Khan ',
    email: ` ${email} `,
    phone: '  ',
    programmeInterest: '',
    message: 'Line one\nLine two',
    ...overrides,
  };
}

function application(email: string, overrides: Record<string, unknown> = {}) {
  return applicationInput({ email, ...overrides });
}

async function contactRows(email: string) {
  return db.selectFrom('contact_submissions').selectAll().where('email', '=', email).execute();
}

async function outboxFor(referenceId: string) {
  return db.selectFrom('email_outbox').selectAll().where('reference_id', '=', referenceId).orderBy('kind').execute();
}

describe('submissions.contact', () => {
  it('stores the trimmed message with blank optional fields as null, and owes two e-mails', async () => {
    const email = uniqueEmail('contact');
    const { status, body } = await postMutation(server.url, 'submissions.contact', contact(email));
    expect(status).toBe(200);
    const id = body.result.data.id;

    const [row] = await contactRows(email);
    expect(row).toMatchObject({
      id,
      first_name: 'Amira',
      last_name: 'Khan',
      email,
      phone: null,
      programme_interest: null,
      message: 'Line one\nLine two',
    });
    expect(row!.created_at).toBeInstanceOf(Date);

    const outbox = await outboxFor(id);
    expect(outbox.map((r) => [r.kind, r.recipient, r.status])).toEqual([
      ['contact_ack', email, 'pending'],
      ['contact_alert', 'admissions@academy.example', 'pending'],
    ]);
    // Job data and outbox payloads carry ids, never the personal data itself.
    expect(outbox[0]!.payload).toEqual({ contactId: id });
  });

  it('rejects an invalid message with 400 and the first spec message, and stores nothing', async () => {
    const email = uniqueEmail('invalid');
    const { status, body } = await postMutation(
      server.url,
      'submissions.contact',
      contact(email, { firstName: '', message: '' }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('First name is required');
    expect(await contactRows(email)).toHaveLength(0);
  });

  it('rejects a 5001-character message with the spec text', async () => {
    const email = uniqueEmail('long');
    const { status, body } = await postMutation(
      server.url,
      'submissions.contact',
      contact(email, { message: 'x'.repeat(5001) }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('Message must be less than 5000 characters');
    expect(await contactRows(email)).toHaveLength(0);
  });

  it('answers 400, not 500, to a body that is not JSON or not an object', async () => {
    expect((await postMutation(server.url, 'submissions.contact', 'not json')).status).toBe(400);
    const { status, body } = await postMutation(server.url, 'submissions.contact', '"a string"');
    expect(status).toBe(400);
    expect(typeof body.error.message).toBe('string');
  });

  it('refuses a body over 100 KB with 413', async () => {
    const email = uniqueEmail('huge');
    const { status } = await postMutation(
      server.url,
      'submissions.contact',
      contact(email, { message: 'x'.repeat(110_000) }),
    );
    expect(status).toBe(413);
    expect(await contactRows(email)).toHaveLength(0);
  });

  it('refuses a submission posted from another site, or carrying cookies without an Origin', async () => {
    const email = uniqueEmail('csrf');
    const crossSite = await postMutation(server.url, 'submissions.contact', contact(email), {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    const fetchSite = await postMutation(server.url, 'submissions.contact', contact(email), {
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
    expect(await contactRows(email)).toHaveLength(0);

    const cookieWithoutOrigin = await postMutation(server.url, 'submissions.contact', contact(email), {
      cookie: 'session=x',
    });
    expect(cookieWithoutOrigin.status).toBe(403);
    expect(await contactRows(email)).toHaveLength(0);

    const sameSite = await postMutation(server.url, 'submissions.contact', contact(email), {
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameSite.status).toBe(200);
  });

  it('pretends success to a bot that fills the honeypot, and stores nothing', async () => {
    const email = uniqueEmail('bot');
    const { status } = await postMutation(
      server.url,
      'submissions.contact',
      contact(email, { website: 'http://spam.example' }),
    );
    expect(status).toBe(200);
    expect(await contactRows(email)).toHaveLength(0);
  });
});

describe('submissions.application', () => {
  it('stores the application with nulls for blank optional fields, and owes two e-mails', async () => {
    const email = uniqueEmail('applicant');
    const { status, body } = await postMutation(server.url, 'submissions.application', application(email));
    expect(status).toBe(200);
    const id = body.result.data.id;
    const row = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Jonas',
      date_of_birth: '2008-04-17',
      programme: 'alevel',
      start_date: '2026-09-01',
      previous_institution: null,
      qualifications: null,
      english_level: null,
      motivation: 'I want to study medicine.',
    });
    expect((await outboxFor(id)).map((r) => r.kind)).toEqual(['application_ack', 'application_alert']);
  });

  it('rejects an unknown programme with the spec text and stores nothing', async () => {
    const email = uniqueEmail('badprog');
    const { status, body } = await postMutation(
      server.url,
      'submissions.application',
      application(email, { programme: 'astrology' }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('Programme selection is required');
    expect(await db.selectFrom('applications').select('id').where('email', '=', email).execute()).toHaveLength(0);
  });

  it('answers a date of birth of 0000-01-01 with a 400 and a clear message, not a 500', async () => {
    const email = uniqueEmail('year-zero');
    const { status, body } = await postMutation(
      server.url,
      'submissions.application',
      application(email, { dateOfBirth: '0000-01-01' }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('Date of birth must be on or after 1 January 1900');
    expect(await db.selectFrom('applications').select('id').where('email', '=', email).execute()).toHaveLength(0);
  });
});

describe('the database itself', () => {
  it('refuses rows the API would refuse, whatever door they come through', async () => {
    const insert = (values: Record<string, unknown>) =>
      db
        .insertInto('contact_submissions')
        .values({ first_name: 'A', last_name: 'B', email: uniqueEmail('db'), message: 'm', ...values })
        .execute();
    await expect(insert({ first_name: 'a'.repeat(101) })).rejects.toThrow(/check constraint/);
    await expect(insert({ message: '' })).rejects.toThrow(/check constraint/);
    await expect(insert({ phone: '  padded ' })).rejects.toThrow(/check constraint/);
    await expect(insert({ first_name: 'a'.repeat(100) })).resolves.toBeDefined();
  });
});

describe('rate limit', () => {
  it('allows SUBMIT_LIMIT_PER_MINUTE submissions per IP, then answers 429 with the wait', async () => {
    const limited = await startTestServer({
      redisPrefix: uniqueRedisPrefix('limit'),
      env: { SUBMIT_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const email = uniqueEmail('limit');
      expect((await postMutation(limited.url, 'submissions.contact', contact(email))).status).toBe(200);
      expect((await postMutation(limited.url, 'submissions.contact', contact(email))).status).toBe(200);
      const third = await postMutation(limited.url, 'submissions.contact', contact(email));
      expect(third.status).toBe(429);
      expect(third.body.error.message).toMatch(/Please wait \d+ (seconds?|minutes?) and try again/);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await contactRows(email)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /healthz', () => {
  it('reports PostgreSQL and Redis as up', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('answers 503 naming Redis when Redis is unreachable', async () => {
    const broken = await startTestServer({ redisPrefix: uniqueRedisPrefix('health'), redisUrl: 'redis://127.0.0.1:1' });
    try {
      const response = await fetch(`${broken.url}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ postgres: 'up', redis: 'down' });
    } finally {
      await broken.close();
    }
  });
});
