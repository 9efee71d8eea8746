import { sql, type Kysely } from 'kysely';

/**
 * The deposit, its payments and the receipts (decisions 137 and 138), and the CAS-requested step
 * (decision 136).
 *
 * - `intakes.deposit_pence`: the intake's deposit in pence, which an offer's form starts from; null
 *   until staff set one. The offer keeps its own (`offers.deposit_pence`): what the applicant owes.
 * - `offers.payment_reference`: the reference an applicant quotes when paying, unique to the
 *   application for ever. Numbered from a sequence by a trigger when the offer is written, as
 *   `DEP-<number>-<two check digits>` (ISO 7064 MOD 97-10, as IBANs check theirs: a mistyped digit
 *   or two swapped digits never make another valid reference). Existing offers are numbered here.
 * - `payments`: what staff saw paid: the amount (pence, more than zero), the date paid (a school
 *   date), the method, an optional note and who recorded it. A payment is a financial record the
 *   school must keep: erasure reduces it to the amount, date, method, payment reference and the
 *   application's reference (its id as text), then deleting the application detaches it; a check
 *   refuses a detached payment that still has its note or recorder. The retention pass deletes it
 *   six years after the end of its financial year.
 * - `letters`: a receipt is a letter (`payment_receipt`), one a payment (`payment_id`); every other
 *   kind stays one of each per application. Its template joins `message_templates`.
 * - `cas_requests`: the date staff asked for the CAS, at most one an application, with its
 *   application (erasure and retention by cascade).
 *
 * Kinds and keys are copied, not imported: a migration is frozen in time.
 */
const LETTER_KINDS = ['conditional_offer', 'unconditional_offer', 'decline', 'acceptance_confirmation'];
const TEMPLATE_KEYS = [
  'letter_conditional_offer',
  'letter_unconditional_offer',
  'letter_decline',
  'letter_acceptance_confirmation',
  'email_interview',
  'email_offer',
  'email_declined',
];
const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The largest amount anything here holds: £100,000.00, as the offers' fees and deposit. */
const MAX_PENCE = 10_000_000;

async function letterChecks(db: Kysely<any>, kinds: string[], keys: string[]): Promise<void> {
  await sql`alter table letters drop constraint letters_kind_check`.execute(db);
  await sql`alter table letters add constraint letters_kind_check check (kind in (${inList(kinds)}))`.execute(db);
  await sql`alter table message_templates drop constraint message_templates_key_check`.execute(db);
  await sql`alter table message_templates add constraint message_templates_key_check check (key in (${inList(keys)}))`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('intakes')
    .addColumn('deposit_pence', 'integer', (c) => c.check(sql`deposit_pence between 0 and ${sql.lit(MAX_PENCE)}`))
    .execute();

  await sql`create sequence payment_reference_seq as bigint start with 100001`.execute(db);
  await sql`
    create function payment_reference(n bigint) returns text language sql immutable as $$
      select 'DEP-' || n::text || '-' || lpad((98 - (n * 100) % 97)::text, 2, '0')
    $$
  `.execute(db);
  await db.schema
    .alterTable('offers')
    .addColumn('payment_reference', 'text', (c) =>
      c.unique().check(sql`payment_reference ~ '^DEP-[0-9]{6,}-[0-9]{2}$'`),
    )
    .execute();
  await sql`
    with numbered as (
      select application_id, nextval('payment_reference_seq') as n
      from (select application_id from offers order by made_at, application_id) ordered
    )
    update offers set payment_reference = payment_reference(numbered.n)
    from numbered where numbered.application_id = offers.application_id
  `.execute(db);
  await sql`alter table offers alter column payment_reference set not null`.execute(db);
  await sql`
    create function offers_number_payment_reference() returns trigger language plpgsql as $$
    begin
      if new.payment_reference is null then
        new.payment_reference := payment_reference(nextval('payment_reference_seq'));
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger offers_number_payment_reference
    before insert on offers
    for each row execute function offers_number_payment_reference()
  `.execute(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) => c.references('applications.id').onDelete('set null'))
    // The application's id as text, kept after the application is erased: the record's reference.
    .addColumn('application_reference', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text', (c) =>
      c.notNull().check(sql`payment_reference ~ '^DEP-[0-9]{6,}-[0-9]{2}$'`),
    )
    .addColumn('amount_pence', 'integer', (c) =>
      c.notNull().check(sql`amount_pence between 1 and ${sql.lit(MAX_PENCE)}`),
    )
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card_page', 'bank_transfer', 'other')`))
    .addColumn('note', 'text', (c) => c.check(sql`char_length(note) between 1 and 500`))
    .addColumn('recorded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'payments_detached_reduced',
      sql`application_id is not null or (note is null and recorded_by is null)`,
    )
    .execute();
  await db.schema.createIndex('payments_application_idx').on('payments').column('application_id').execute();
  await db.schema
    .createIndex('payments_detached_idx')
    .on('payments')
    .column('paid_on')
    .where(sql.ref('application_id'), 'is', null)
    .execute();

  await letterChecks(db, [...LETTER_KINDS, 'payment_receipt'], [...TEMPLATE_KEYS, 'letter_payment_receipt']);
  await db.schema
    .alterTable('letters')
    .addColumn('payment_id', 'uuid', (c) => c.references('payments.id').onDelete('cascade'))
    .execute();
  // Never generated twice with a different text: one receipt a payment, one of each other kind an application.
  await sql`alter table letters drop constraint letters_application_kind_key`.execute(db);
  await sql`create unique index letters_application_kind_key on letters (application_id, kind) where payment_id is null`.execute(
    db,
  );
  await sql`create unique index letters_payment_key on letters (payment_id) where payment_id is not null`.execute(db);
  await sql`alter table letters add constraint letters_receipt_has_payment check ((kind = 'payment_receipt') = (payment_id is not null))`.execute(
    db,
  );

  await db.schema
    .createTable('cas_requests')
    .addColumn('application_id', 'uuid', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('requested_on', 'date', (c) => c.notNull())
    .addColumn('recorded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cas_requests').execute();
  await sql`delete from letters where kind = 'payment_receipt'`.execute(db);
  await sql`delete from message_templates where key = 'letter_payment_receipt'`.execute(db);
  await sql`alter table letters drop constraint letters_receipt_has_payment`.execute(db);
  await sql`drop index letters_payment_key`.execute(db);
  await sql`drop index letters_application_kind_key`.execute(db);
  await sql`alter table letters add constraint letters_application_kind_key unique (application_id, kind)`.execute(db);
  await db.schema.alterTable('letters').dropColumn('payment_id').execute();
  await letterChecks(db, LETTER_KINDS, TEMPLATE_KEYS);
  await db.schema.dropTable('payments').execute();
  await sql`drop trigger offers_number_payment_reference on offers`.execute(db);
  await sql`drop function offers_number_payment_reference()`.execute(db);
  await db.schema.alterTable('offers').dropColumn('payment_reference').execute();
  await sql`drop function payment_reference(bigint)`.execute(db);
  await sql`drop sequence payment_reference_seq`.execute(db);
  await db.schema.alterTable('intakes').dropColumn('deposit_pence').execute();
}
