import { sql, type Kysely } from 'kysely';

// Frozen in time: the values below are copied, not imported, from the form schemas.
const PROGRAMMES = ['english', 'gcse', 'alevel', 'foundation', 'premasters'];
const START_DATES = ['sep2025', 'jan2026', 'apr2026', 'sep2026'];
const ENGLISH_LEVELS = ['beginner', 'intermediate', 'advanced', 'native'];

const inList = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Required text: not blank, not padded, at most `max` characters (spec section 5). */
const requiredText = (column: string, max: number) =>
  sql`char_length(${sql.ref(column)}) between 1 and ${sql.lit(max)} and ${sql.ref(column)} = btrim(${sql.ref(column)})`;
/** Optional text: null or a non-blank trimmed value of at most `max` characters. */
const optionalText = (column: string, max: number) => sql`${sql.ref(column)} is null or (${requiredText(column, max)})`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('first_name', 'text', (c) => c.notNull().check(requiredText('first_name', 100)))
    .addColumn('last_name', 'text', (c) => c.notNull().check(requiredText('last_name', 100)))
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull().check(requiredText('nationality', 100)))
    .addColumn('email', 'text', (c) => c.notNull().check(requiredText('email', 255)))
    .addColumn('phone', 'text', (c) => c.notNull().check(requiredText('phone', 20)))
    .addColumn('address', 'text', (c) => c.notNull().check(requiredText('address', 255)))
    .addColumn('city', 'text', (c) => c.notNull().check(requiredText('city', 100)))
    .addColumn('postal_code', 'text', (c) => c.notNull().check(requiredText('postal_code', 20)))
    .addColumn('country', 'text', (c) => c.notNull().check(requiredText('country', 100)))
    .addColumn('programme', 'text', (c) => c.notNull().check(sql`programme in (${inList(PROGRAMMES)})`))
    .addColumn('start_date', 'text', (c) => c.notNull().check(sql`start_date in (${inList(START_DATES)})`))
    .addColumn('previous_institution', 'text', (c) => c.check(optionalText('previous_institution', 255)))
    .addColumn('qualifications', 'text', (c) => c.check(optionalText('qualifications', 2000)))
    .addColumn('english_level', 'text', (c) =>
      c.check(sql`english_level is null or english_level in (${inList(ENGLISH_LEVELS)})`),
    )
    .addColumn('motivation', 'text', (c) => c.check(optionalText('motivation', 2000)))
    .execute();

  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('first_name', 'text', (c) => c.notNull().check(requiredText('first_name', 100)))
    .addColumn('last_name', 'text', (c) => c.notNull().check(requiredText('last_name', 100)))
    .addColumn('email', 'text', (c) => c.notNull().check(requiredText('email', 255)))
    .addColumn('phone', 'text', (c) => c.check(optionalText('phone', 20)))
    .addColumn('programme_interest', 'text', (c) => c.check(optionalText('programme_interest', 100)))
    .addColumn('message', 'text', (c) => c.notNull().check(requiredText('message', 5000)))
    .execute();

  await db.schema
    .createIndex('applications_created_at_idx')
    .on('applications')
    .expression(sql`created_at desc`)
    .execute();
  await db.schema
    .createIndex('contact_submissions_created_at_idx')
    .on('contact_submissions')
    .expression(sql`created_at desc`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_submissions').execute();
  await db.schema.dropTable('applications').execute();
}
