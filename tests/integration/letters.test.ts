import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { m } from '@i18n/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLetter } from '../../core/letters/issue-letter';
import { defaultTemplate } from '../../core/letters/default-templates';
import { NO_OFFER_TERMS, type OfferTerms } from '../../core/letters/merge-fields';
import { eraseSubject } from '../../core/privacy/erase-subject';
import { writeSubjectArchive } from '../../core/privacy/subject-archive';
import { exportSubject } from '../../core/privacy/subject-export';
import { directoryStorage } from '../../core/storage/directory-storage';
import { applicantSpacePath } from '../../domain/applicant-paths';
import type { Locale } from '../../domain/locale';
import { MESSAGE_TEMPLATE_KEYS, type LetterKind } from '../../domain/message-templates';
import { schoolDateLabel } from '../../domain/intakes';
import { site } from '../../domain/site';
import { createApplicantSession } from '../../server/applicants/applicant-sessions';
import { admissionsSignOff, renderEmail } from '../../worker/emails/layout';
import { applicationStatus } from '../../worker/emails/kinds/application-status';
import { programmeLabel, siteNameIn, startDateLabel } from '../../worker/emails/localized';
import { createLetterBrowser } from '../../worker/letters/letter-browser';
import { renderLetter } from '../../worker/letters/render-letter';
import { createAdmin, createApplication, createSessionCookie, createStatusChange } from '../support/factories';
import { useDeliveryStack } from '../support/running-stack';
import { callerFor, errorOf } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

const run = promisify(execFile);
const ORIGIN = 'http://127.0.0.1:3000';
const SAME_ORIGIN = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };

const env: Record<string, string> = {};
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-letters-'));
  env.UPLOADS_DIR = uploadsDir;
});
const stack = useDeliveryStack('letters', env);
afterAll(async () => {
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const db = () => stack.database.db;
const storage = () => directoryStorage(uploadsDir);
const adminCaller = async () => callerFor({ db: db(), user: await createAdmin(db(), { label: 'letters' }) }).caller;

const TERMS: OfferTerms = {
  feesPence: 1_850_000,
  depositPence: 200_000,
  replyBy: '2026-07-15',
  conditions: ['IELTS 5.5 overall with no component below 5.0', 'Final school report'],
};

/** The letter once the worker has issued it (its upkeep picks pending letters up every 200 ms). */
async function issued(letterId: string) {
  await expect
    .poll(
      async () =>
        (await db().selectFrom('letters').select('state').where('id', '=', letterId).executeTakeFirstOrThrow()).state,
      { timeout: 30_000, interval: 100 },
    )
    .toBe('issued');
  return db().selectFrom('letters').selectAll().where('id', '=', letterId).executeTakeFirstOrThrow();
}

async function storedPdf(objectKey: string): Promise<Buffer> {
  return buffer(await storage().get(objectKey));
}

/** The PDF's text as poppler's pdftotext reads it, without the bidi marks it adds around runs. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(uploadsDir, `read-${createHash('sha256').update(pdf).digest('hex').slice(0, 12)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

async function letterFor(
  overrides: { language?: Locale; first_name?: string; last_name?: string; programme?: string },
  kind: LetterKind = 'conditional_offer',
  terms: OfferTerms = TERMS,
) {
  const email = uniqueEmail('letters');
  const application = await createApplication(db(), { email, programme: 'alevel', ...overrides });
  const { letterId } = await issueLetter(db(), application, kind, terms);
  return { email, application, letter: await issued(letterId) };
}

describe('template sandboxing', () => {
  it('seeds every template as version 1 from the catalogues', async () => {
    const { templates } = await (await adminCaller()).admin.letters.templates.list();
    expect(templates.map((template) => [template.key, template.version])).toEqual(
      MESSAGE_TEMPLATE_KEYS.map((key) => [key, 1]),
    );
    for (const template of templates) expect(template.texts).toEqual(defaultTemplate(template.key));
  });

  it.each([
    ['an unknown field', '{{ applicant_email }}', 'English body: Unknown field “applicant_email”.'],
    ['a property of a field', '{{ first_name.constructor }}', 'English body: Unknown field “first_name.constructor”.'],
    ['a prototype', '{{ __proto__ }}', 'English body: Unknown field “__proto__”.'],
    ['a file', "{% include '/etc/passwd' %}", 'English body: The tag “include” is not allowed in a template.'],
    ['another template', "{% render 'letter' %}", 'English body: The tag “render” is not allowed in a template.'],
    [
      'a variable of its own',
      '{% assign x = full_name %}',
      'English body: The tag “assign” is not allowed in a template.',
    ],
    [
      'a filter outside the list',
      "{{ full_name | date: '%Y' }}",
      'English body: The filter “date” is not allowed in a template.',
    ],
    [
      'a loop without end',
      '{% for i in (1..100000000) %}{{ i }}{% endfor %}',
      'English body: The template makes too much text to fill in.',
    ],
  ])('refuses %s when the template is saved, and saves nothing', async (_case, body, message) => {
    const caller = await adminCaller();
    const before = await db()
      .selectFrom('message_templates')
      .select('version')
      .where('key', '=', 'letter_decline')
      .execute();
    const texts = { ...defaultTemplate('letter_decline') };
    const error = await errorOf(
      caller.admin.letters.templates.save({ key: 'letter_decline', texts: { ...texts, en: { ...texts.en, body } } }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    const after = await db()
      .selectFrom('message_templates')
      .select('version')
      .where('key', '=', 'letter_decline')
      .execute();
    expect(after).toEqual(before);
  });

  it('names the Arabic part that is refused', async () => {
    const texts = defaultTemplate('email_offer');
    const error = await errorOf(
      (await adminCaller()).admin.letters.templates.save({
        key: 'email_offer',
        texts: { ...texts, ar: { ...texts.ar, subject: 'عرض {{ passport_number }}' } },
      }),
    );
    expect(error.message).toBe('Arabic subject: Unknown field “passport_number”.');
  });

  it('previews both languages with sample data, and says what is wrong with a part that cannot be filled', async () => {
    const texts = defaultTemplate('letter_unconditional_offer');
    const preview = await (
      await adminCaller()
    ).admin.letters.templates.preview({
      texts: { ...texts, ar: { ...texts.ar, heading: '{{ nope }}' } },
    });
    expect(preview.en).toMatchObject({ subject: 'Offer of a place', heading: 'Dear Layla Haddad' });
    expect('paragraphs' in preview.en && preview.en.paragraphs[0]).toBe(
      'We are delighted to offer you a place on our A-Level Courses, starting September 2027. This offer is unconditional.',
    );
    expect(preview.ar).toEqual({ problem: 'Arabic heading: Unknown field “nope”.' });
  });

  it('keeps every version, and audits each save', async () => {
    const admin = await createAdmin(db(), { label: 'template-editor' });
    const { caller } = callerFor({ db: db(), user: admin, ip: '198.51.100.40' });
    const texts = defaultTemplate('letter_acceptance_confirmation');
    const edited = { ...texts, en: { ...texts.en, subject: 'Your place is confirmed, {{ first_name }}' } };
    const { version } = await caller.admin.letters.templates.save({
      key: 'letter_acceptance_confirmation',
      texts: edited,
    });
    expect(version).toBe(2);
    const history = await caller.admin.letters.templates.history({ key: 'letter_acceptance_confirmation' });
    expect(history.map((entry) => [entry.version, entry.texts.en.subject, entry.savedBy])).toEqual([
      [2, 'Your place is confirmed, {{ first_name }}', admin.email],
      [1, texts.en.subject, null],
    ]);
    const entries = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject_type', 'subject_id', 'details', 'ip'])
      .where('actor_id', '=', admin.id)
      .execute();
    expect(entries).toEqual([
      {
        action: 'template.saved',
        subject_type: 'message_template',
        subject_id: 'letter_acceptance_confirmation',
        details: { version: 2 },
        ip: '198.51.100.40',
      },
    ]);
  });
});

describe('status e-mails from their templates', () => {
  /** What the e-mails said before they were templates: the catalogue's sentences, composed in code. */
  function catalogueEmail(
    status: string,
    a: { first_name: string; programme: string; start_date: string },
    locale: Locale,
    offer = { kind: 'a conditional offer', replyBy: '15 July 2041' },
  ) {
    const programme = programmeLabel(a.programme, locale);
    const startDate = startDateLabel(a.start_date, locale);
    const siteName = siteNameIn(locale);
    const firstName = a.first_name;
    const fields: [string, string][] = [
      [m.emails_field_programme({}, { locale }), programme],
      [m.emails_field_start_date({}, { locale }), startDate],
    ];
    const content = {
      interview: {
        subject: m.emails_interview_subject({ programme, siteName }, { locale }),
        heading: m.emails_interview_heading({ firstName }, { locale }),
        paragraphs: [
          m.emails_interview_invitation({ programme, startDate }, { locale }),
          m.emails_interview_arrange({}, { locale }),
          m.emails_interview_questions({ phone: site.phone }, { locale }),
        ],
        fields,
      },
      offer: {
        subject: m.emails_offer_subject({ programme, siteName }, { locale }),
        heading: m.emails_offer_heading({ firstName }, { locale }),
        paragraphs: [
          m.emails_offer_offer({ programme, startDate }, { locale }),
          m.emails_offer_next_steps({ offerKind: offer.kind, replyBy: offer.replyBy }, { locale }),
          m.emails_offer_questions({ phone: site.phone }, { locale }),
        ],
        fields: [...fields, [m.emails_field_reply_by({}, { locale }), offer.replyBy] as [string, string]],
      },
      declined: {
        subject: m.emails_declined_subject({ programme, siteName }, { locale }),
        heading: m.emails_declined_heading({ firstName }, { locale }),
        paragraphs: [
          m.emails_declined_thanks({ programme }, { locale }),
          m.emails_declined_decision({}, { locale }),
          m.emails_declined_other_options({ phone: site.phone }, { locale }),
          m.emails_declined_good_luck({}, { locale }),
        ],
      },
    }[status]!;
    const { subject, ...rest } = content;
    return {
      subject,
      replyTo: site.admissionsEmail,
      ...renderEmail(
        {
          ...rest,
          action: {
            label: m.emails_open_my_space({}, { locale }),
            url: new URL(applicantSpacePath(locale), ORIGIN).toString(),
          },
          closing: admissionsSignOff(locale),
        },
        locale,
      ),
    };
  }

  it.each([
    ['interview', 'en'],
    ['interview', 'ar'],
    ['offer', 'en'],
    ['offer', 'ar'],
    ['declined', 'en'],
    ['declined', 'ar'],
  ] as const)('the seeded %s e-mail in %s is exactly what the catalogue said', async (status, language) => {
    const application = await createApplication(db(), {
      language,
      first_name: language === 'ar' ? 'ليلى' : 'Layla',
      programme: 'gcse',
    });
    const change = await createStatusChange(db(), application.id, { from_status: 'submitted', to_status: status });
    if (status === 'offer') {
      await db()
        .insertInto('offers')
        .values({
          application_id: application.id,
          kind: 'conditional',
          fees_pence: 1_850_000,
          deposit_pence: 200_000,
          reply_by: '2041-07-15',
        })
        .execute();
    }
    const rendered = await applicationStatus.render(
      { applicationId: application.id, statusChangeId: change.id },
      { db: db(), appUrl: ORIGIN, admissionsEmail: site.admissionsEmail },
      application.email,
    );
    const offer =
      language === 'ar'
        ? { kind: 'عرض مشروط', replyBy: schoolDateLabel('2041-07-15', 'ar') }
        : { kind: 'a conditional offer', replyBy: '15 July 2041' };
    expect(rendered).toEqual(catalogueEmail(status, application, language, offer));
  });

  it('uses the version staff saved last, and shows HTML in a field as text', async () => {
    const texts = defaultTemplate('email_interview');
    await (
      await adminCaller()
    ).admin.letters.templates.save({
      key: 'email_interview',
      texts: { ...texts, en: { ...texts.en, heading: 'Hello {{ full_name }}, from {{ academy_name }}' } },
    });
    const application = await createApplication(db(), { first_name: '<b>Bold</b>', last_name: 'Evans' });
    const change = await createStatusChange(db(), application.id, { from_status: 'submitted', to_status: 'interview' });
    const rendered = await applicationStatus.render(
      { applicationId: application.id, statusChangeId: change.id },
      { db: db(), appUrl: ORIGIN, admissionsEmail: site.admissionsEmail },
      application.email,
    );
    expect(rendered.text).toContain(`Hello <b>Bold</b> Evans, from ${site.name}`);
    expect(rendered.html).toContain(`Hello &lt;b&gt;Bold&lt;/b&gt; Evans, from ${site.name}`);
    expect(rendered.html).not.toContain('<b>Bold');
  });
});

describe('letters as PDFs', () => {
  it('writes the Arabic letter so that pdftotext reads the Arabic name and the Latin programme name in logical order', async () => {
    // A name whose letters IBM Plex Sans Arabic draws without ligatures: pdftotext maps a ligature
    // back in drawing order, which would test poppler rather than the letter.
    const { letter } = await letterFor({ language: 'ar', first_name: 'ليلى', last_name: 'حداد' });
    expect(letter).toMatchObject({ language: 'ar', kind: 'conditional_offer', template_version: 1 });
    const pdf = await storedPdf(letter.object_key!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(letter.sha256);
    expect(letter.size_bytes).toBe(pdf.length);
    const lines = (await pdfText(pdf)).split('\n').map((line) => line.trim());
    // The addressee's line: the name as typed, first name first, read right to left.
    expect(lines).toContain('ليلى حداد');
    // The programme's Arabic word, then its Latin name, neither reversed. (pdftotext moves the
    // Arabic comma that follows a Latin run to its other side; the PDF draws it after "A-Level".)
    expect(lines.some((line) => /برنامج[\s،]*A-Level/.test(line))).toBe(true);
    expect(lines.join('\n')).not.toContain('leveL');
    // Figures keep their order inside Arabic: the fees and the deposit as the offer states them.
    expect(lines.join('\n')).toContain('18,500.00');
    expect(lines.join('\n')).toContain('2,000.00');
  });

  it('prints HTML typed into a field as text', async () => {
    const { letter } = await letterFor({ language: 'en', first_name: '<b>Bold</b>', last_name: '<img src=x>' });
    const text = await pdfText(await storedPdf(letter.object_key!));
    expect(text).toContain('<b>Bold</b> <img src=x>');
  });

  it('is never generated twice: a second request and a second job leave the first letter as it is', async () => {
    const { application, letter } = await letterFor({ language: 'en' }, 'unconditional_offer');
    const again = await issueLetter(db(), application, 'unconditional_offer', { ...TERMS, depositPence: 1 });
    expect(again).toEqual({ letterId: letter.id, created: false });
    const browser = createLetterBrowser({ logger: stack.server.services.logger });
    try {
      const rerun = await renderLetter(
        { db: db(), storage: storage(), browser, logger: stack.server.services.logger },
        letter.id,
      );
      expect(rerun).toEqual({ letterId: letter.id, sha256: letter.sha256, rendered: false });
    } finally {
      await browser.close();
    }
    await expect(
      db()
        .updateTable('letters')
        .set({ state: 'issued', sha256: '0'.repeat(64) })
        .where('id', '=', letter.id)
        .execute(),
    ).rejects.toThrow(/never changed/);
    expect(await db().selectFrom('letters').selectAll().where('id', '=', letter.id).executeTakeFirst()).toEqual(letter);
  });

  it('states "to be confirmed" for terms not yet set, in the letter’s language', async () => {
    const { letter } = await letterFor({ language: 'en' }, 'unconditional_offer', NO_OFFER_TERMS);
    const text = (await pdfText(await storedPdf(letter.object_key!))).replace(/\s+/g, ' ');
    expect(text).toContain('The fees for this intake are to be confirmed.');
  });

  it('fetches nothing while rendering, whatever the page asks for', async () => {
    let requests = 0;
    const server: Server = createServer((_req, res) => {
      requests += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = createLetterBrowser({ logger: stack.server.services.logger });
    try {
      const pdf = await browser.print(
        `<!doctype html><html><head><link rel="stylesheet" href="${url}/style.css"><style>@font-face{font-family:x;src:url(${url}/font.woff2)} body{font-family:x;background:url(${url}/bg.png)}</style></head><body><img src="${url}/image.png"><iframe src="${url}/frame"></iframe><script src="${url}/script.js"></script>Letter</body></html>`,
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(browser.refusedRequests()).toBeGreaterThan(0);
      expect(requests).toBe(0);
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('reading and downloading letters', () => {
  it('lets the applicant list and download their own letters, and nobody else', async () => {
    const { email, letter } = await letterFor({ language: 'ar', first_name: 'سلمى', last_name: 'يوسف' });
    const { token } = await createApplicantSession(db(), email);
    const listed = await callerFor({
      db: db(),
      applicant: { sessionId: 'x', publicId: 'x', email },
    }).caller.applicant.letters.list();
    expect(listed).toEqual([
      expect.objectContaining({ id: letter.id, kind: 'conditional_offer', language: 'ar', sha256: letter.sha256 }),
    ]);

    const url = `${stack.server.url}/api/applicant/letters/${letter.id}`;
    const own = await fetch(url, { headers: { cookie: `applicant_session=${token}`, ...SAME_ORIGIN } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('عرض مشروط.pdf')}`,
    );
    expect(own.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(letter.sha256);

    const other = await createApplicantSession(db(), uniqueEmail('someone-else'));
    const refused = await fetch(url, { headers: { cookie: `applicant_session=${other.token}`, ...SAME_ORIGIN } });
    expect(refused.status).toBe(404);
    const anonymous = await fetch(url, { headers: SAME_ORIGIN });
    expect(anonymous.status).toBe(401);
  });

  it('lets an admin download any letter from the application, audited, and shows it in the detail', async () => {
    const { application, letter } = await letterFor({ language: 'en' }, 'acceptance_confirmation');
    const admin = await createAdmin(db(), { label: 'letter-reader' });
    const cookie = await createSessionCookie(db(), admin);
    const response = await fetch(`${stack.server.url}/admin/letters/${letter.id}`, {
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Confirmation%20of%20acceptance.pdf",
    );
    expect(
      createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex'),
    ).toBe(letter.sha256);
    const entries = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'details'])
      .where('actor_id', '=', admin.id)
      .execute();
    expect(entries).toEqual([
      {
        action: 'letter.downloaded',
        subject_id: application.id,
        details: { letterId: letter.id, kind: 'acceptance_confirmation' },
      },
    ]);
    const detail = await callerFor({ db: db(), user: admin }).caller.admin.applications.detail({ id: application.id });
    expect(detail.letters).toEqual([
      expect.objectContaining({
        id: letter.id,
        state: 'issued',
        sha256: letter.sha256,
        templateVersion: letter.template_version,
      }),
    ]);

    const staffOnly = await fetch(`${stack.server.url}/admin/letters/${letter.id}`, { headers: SAME_ORIGIN });
    expect(staffOnly.status).toBe(401);
  });
});

describe('letters and the privacy duties', () => {
  it('puts the letters in the access export and its zip, and erasure removes them and their files', async () => {
    const { email, application, letter } = await letterFor({ language: 'en', last_name: 'Privacy' });
    const exported = await exportSubject(db(), email);
    expect(exported.letters).toEqual([expect.objectContaining({ id: letter.id, sha256: letter.sha256 })]);

    const zip = new PassThrough();
    const zipped = buffer(zip);
    await writeSubjectArchive(db(), storage(), email, zip);
    expect((await zipped).includes(Buffer.from(`letters/${application.id}/Conditional offer.pdf`))).toBe(true);

    await eraseSubject(db(), email, 'cli', { auditHmacKey: stack.server.services.config.auditHmacKey });
    expect(await db().selectFrom('letters').select('id').where('id', '=', letter.id).execute()).toEqual([]);
    const queued = await db()
      .selectFrom('stored_object_removals')
      .select('object_key')
      .where('object_key', '=', letter.object_key!)
      .execute();
    // Queued for removal, or already removed by the worker's upkeep.
    if (queued.length === 0) await expect(storage().exists(letter.object_key!)).resolves.toBe(false);
    else expect(queued).toEqual([{ object_key: letter.object_key }]);
  });
});
