import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MessageTemplatesTable } from '../../db/types';
import type { Locale } from '../../domain/locale';
import {
  MESSAGE_TEMPLATE_KEYS,
  paragraphsOf,
  SAMPLE_MERGE_FIELDS,
  type MergeFields,
  type MessageTemplateKey,
  type TemplateText,
  type TemplateTexts,
} from '../../domain/message-templates';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { defaultTemplate } from './default-templates';
import { renderTemplate, templateProblem } from './template-engine';

type Executor = Kysely<Database> | Transaction<Database>;

export interface TemplateVersion {
  key: MessageTemplateKey;
  version: number;
  texts: TemplateTexts;
  createdBy: string | null;
  createdAt: Date;
}

/** What a filled template says: its subject (or title), heading and paragraphs. */
export interface FilledTemplate {
  subject: string;
  heading: string;
  paragraphs: string[];
}

function versionOf(row: Selectable<MessageTemplatesTable> & { created_by_email?: string | null }): TemplateVersion {
  return {
    key: row.key,
    version: row.version,
    texts: {
      en: { subject: row.subject_en, heading: row.heading_en, body: row.body_en },
      ar: { subject: row.subject_ar, heading: row.heading_ar, body: row.body_ar },
    },
    createdBy: row.created_by_email ?? null,
    createdAt: row.created_at,
  };
}

function columns(texts: TemplateTexts) {
  return {
    subject_en: texts.en.subject,
    heading_en: texts.en.heading,
    body_en: texts.en.body,
    subject_ar: texts.ar.subject,
    heading_ar: texts.ar.heading,
    body_ar: texts.ar.body,
  };
}

/**
 * Writes version 1 of every template that has none (today's texts from the catalogues). Safe to
 * run at any time and from several processes: an existing version 1 is left as it is.
 */
export async function seedMessageTemplates(db: Executor): Promise<void> {
  await db
    .insertInto('message_templates')
    .values(MESSAGE_TEMPLATE_KEYS.map((key) => ({ key, version: 1, ...columns(defaultTemplate(key)) })))
    .onConflict((conflict) => conflict.columns(['key', 'version']).doNothing())
    .execute();
}

/** The version in use: the latest (version 1 is seeded when there is none yet). */
export async function currentTemplate(db: Executor, key: MessageTemplateKey): Promise<TemplateVersion> {
  const latest = () =>
    db
      .selectFrom('message_templates')
      .selectAll()
      .where('key', '=', key)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  let row = await latest();
  if (!row) {
    await seedMessageTemplates(db);
    row = await latest();
  }
  return versionOf(row!);
}

/** One version of a template; undefined when there is no such version. */
export async function templateVersion(
  db: Executor,
  key: MessageTemplateKey,
  version: number,
): Promise<TemplateVersion | undefined> {
  if (version === 1) await seedMessageTemplates(db);
  const row = await db
    .selectFrom('message_templates')
    .selectAll()
    .where('key', '=', key)
    .where('version', '=', version)
    .executeTakeFirst();
  return row && versionOf(row);
}

/** Every template at its current version, for the dashboard's list. */
export async function currentTemplates(db: Executor): Promise<TemplateVersion[]> {
  await seedMessageTemplates(db);
  const rows = await db
    .selectFrom('message_templates as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .selectAll('t')
    .select('u.email as created_by_email')
    .where(({ eb, selectFrom }) =>
      eb(
        't.version',
        '=',
        selectFrom('message_templates as l')
          .select((l) => l.fn.max('l.version').as('v'))
          .whereRef('l.key', '=', 't.key'),
      ),
    )
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, versionOf(row)]));
  return MESSAGE_TEMPLATE_KEYS.map((key) => byKey.get(key)!);
}

/** Every version of one template, newest first. */
export async function templateHistory(db: Executor, key: MessageTemplateKey): Promise<TemplateVersion[]> {
  await seedMessageTemplates(db);
  const rows = await db
    .selectFrom('message_templates as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .selectAll('t')
    .select('u.email as created_by_email')
    .where('t.key', '=', key)
    .orderBy('t.version', 'desc')
    .execute();
  return rows.map(versionOf);
}

export interface TemplateProblems {
  /** `en.body` → the reason, for each part that may not be saved. */
  [part: string]: string;
}

/** Why each part of the texts may not be saved; empty when all may. */
export function textsProblems(texts: TemplateTexts): TemplateProblems {
  const problems: TemplateProblems = {};
  for (const locale of ['en', 'ar'] as const) {
    for (const part of ['subject', 'heading', 'body'] as const) {
      const problem = templateProblem(texts[locale][part], SAMPLE_MERGE_FIELDS[locale]);
      if (problem) problems[`${locale}.${part}`] = problem;
    }
  }
  return problems;
}

export class TemplateRefused extends Error {
  constructor(readonly problems: TemplateProblems) {
    const [part, reason] = Object.entries(problems)[0]!;
    super(`${partName(part)}: ${reason}`);
    this.name = 'TemplateRefused';
  }
}

/** "Arabic body" for `ar.body`: how a refusal names the part. */
export function partName(part: string): string {
  const [locale, name] = part.split('.');
  return `${locale === 'ar' ? 'Arabic' : 'English'} ${name}`;
}

/**
 * Saves the texts as the template's next version, with its audit entry, in one transaction. A
 * template that names an unknown field, or steps outside the sandbox, is refused (TemplateRefused)
 * and nothing is saved. Versions are never changed: the letters name the version they came from.
 */
export async function saveTemplateVersion(
  db: Kysely<Database>,
  key: MessageTemplateKey,
  texts: TemplateTexts,
  who: { actor: AuditActor; ip?: string | null },
): Promise<{ version: number }> {
  const problems = textsProblems(texts);
  if (Object.keys(problems).length > 0) throw new TemplateRefused(problems);
  await seedMessageTemplates(db);
  return db.transaction().execute(async (trx) => {
    // Two saves at once take turns on the current version's row, so each gets its own number.
    const latest = await trx
      .selectFrom('message_templates')
      .select('version')
      .where('key', '=', key)
      .orderBy('version', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const version = latest.version + 1;
    await trx
      .insertInto('message_templates')
      .values({
        key,
        version,
        ...columns(texts),
        created_by: typeof who.actor === 'string' ? null : who.actor.id,
      })
      .execute();
    await recordAudit(trx, {
      actor: who.actor,
      action: 'template.saved',
      subject: { type: 'message_template', id: key },
      details: { version },
      ip: who.ip ?? null,
    });
    return { version };
  });
}

/** One language's text filled with the fields. Throws TemplateProblem when a part cannot be. */
export function fillTemplate(text: TemplateText, fields: MergeFields): FilledTemplate {
  return {
    subject: renderTemplate(text.subject, fields).trim(),
    heading: renderTemplate(text.heading, fields).trim(),
    paragraphs: paragraphsOf(renderTemplate(text.body, fields)),
  };
}

/** Both languages of a template filled with the sample fields: the dashboard's preview. */
export function previewTemplate(texts: TemplateTexts): Record<Locale, FilledTemplate | { problem: string }> {
  const preview = {} as Record<Locale, FilledTemplate | { problem: string }>;
  for (const locale of ['en', 'ar'] as const) {
    const problems = textsProblems({ en: texts[locale], ar: texts[locale] });
    const first = Object.entries(problems)[0];
    preview[locale] = first
      ? { problem: `${partName(`${locale}.${first[0].split('.')[1]}`)}: ${first[1]}` }
      : fillTemplate(texts[locale], SAMPLE_MERGE_FIELDS[locale]);
  }
  return preview;
}
