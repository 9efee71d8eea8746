import { sql, type Kysely } from 'kysely';

/**
 * Campus visits' and interviews' slots and bookings (decisions 141-143).
 *
 * - `slot_rules`: staff's weekly patterns, wall-clock times in Europe/London ('HH:MM'), with the
 *   slot length, the places a slot holds, the minimum notice and, for interviews, the officer,
 *   on campus or by video, and the programme. Disabled rather than deleted: bookings point at them.
 * - `slot_closures`: dates left out, for one rule or (rule null) for all.
 * - `slot_counts`: one row per slot that has ever been booked, keyed by its rule and its start (a
 *   UTC instant): the places it holds and how many are taken. A booking takes a place with one
 *   conditional upsert (`booked < capacity`), and the check below stops any other door: the
 *   database itself refuses an overbooking (decision 142).
 * - `bookings`: a family's visit or an applicant's interview at one slot. An officer's interviews
 *   never overlap: an exclusion constraint over the officer and the time range (btree_gist).
 *   `ical_uid` and `sequence` are the calendar event's identity and revision (RFC 5545): the same
 *   UID for the booking's life, the sequence raised by each reschedule and the cancellation.
 *   `reminder_due_at` is when its reminder is due (null when booked less than a day ahead).
 * - `booking_links`: each e-mailed manage link, stored as the SHA-256 of its token only (the
 *   worker makes the token when it sends the e-mail); a link names one booking and works until
 *   the booking starts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('slot_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('visit', 'interview')`))
    .addColumn('label', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(label) <= 80`),
    )
    .addColumn('weekdays', sql`smallint[]`, (c) =>
      c.notNull().check(sql`cardinality(weekdays) between 1 and 7 and weekdays <@ array[1,2,3,4,5,6,7]::smallint[]`),
    )
    .addColumn('times', sql`text[]`, (c) =>
      c
        .notNull()
        .check(
          sql`cardinality(times) between 1 and 12 and array_to_string(times, ',') ~ '^([01][0-9]|2[0-3]):[0-5][0-9](,([01][0-9]|2[0-3]):[0-5][0-9])*$'`,
        ),
    )
    .addColumn('length_minutes', 'integer', (c) => c.notNull().check(sql`length_minutes between 10 and 480`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity between 1 and 200`))
    .addColumn('min_notice_hours', 'integer', (c) => c.notNull().check(sql`min_notice_hours between 0 and 720`))
    .addColumn('skip_holidays', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('officer_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('mode', 'text', (c) => c.check(sql`mode in ('campus', 'video')`))
    .addColumn('video_url', 'text', (c) => c.check(sql`video_url ~ '^https://' and char_length(video_url) <= 500`))
    .addColumn('programme', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'slot_rules_visit_fields',
      sql`kind = 'interview' or (officer_id is null and mode is null and video_url is null and programme is null)`,
    )
    .addCheckConstraint('slot_rules_interview_alone', sql`kind = 'visit' or capacity = 1`)
    .addCheckConstraint('slot_rules_video_link', sql`(mode = 'video') = (video_url is not null) or kind = 'visit'`)
    .execute();

  await db.schema
    .createTable('slot_closures')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('on_date', 'date', (c) => c.notNull())
    .addColumn('rule_id', 'uuid', (c) => c.references('slot_rules.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(note) <= 200`),
    )
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`alter table slot_closures add constraint slot_closures_once unique nulls not distinct (on_date, rule_id)`.execute(
    db,
  );

  await db.schema
    .createTable('slot_counts')
    .addColumn('rule_id', 'uuid', (c) => c.notNull().references('slot_rules.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity between 1 and 200`))
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('slot_counts_pkey', ['rule_id', 'starts_at'])
    .addCheckConstraint('slot_counts_within_capacity', sql`booked between 0 and capacity`)
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('visit', 'interview')`))
    .addColumn('rule_id', 'uuid', (c) => c.notNull().references('slot_rules.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('officer_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('application_id', 'uuid', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 200`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`char_length(email) between 3 and 255`))
    .addColumn('phone', 'text', (c) => c.check(sql`char_length(phone) between 1 and 30`))
    .addColumn('party_size', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`party_size between 1 and 10`),
    )
    .addColumn('programmes', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::text[]`)
        .check(sql`cardinality(programmes) <= 10`),
    )
    .addColumn('message', 'text', (c) => c.check(sql`char_length(message) <= 2000`))
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'ar')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('booked')
        .check(sql`status in ('booked', 'cancelled')`),
    )
    .addColumn('sequence', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sequence >= 0`),
    )
    .addColumn('ical_uid', 'text', (c) => c.notNull().unique())
    .addColumn('reminder_due_at', 'timestamptz')
    .addColumn('reminder_sent_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bookings_time_range', sql`ends_at > starts_at`)
    .addCheckConstraint('bookings_cancelled_at', sql`(status = 'cancelled') = (cancelled_at is not null)`)
    .execute();
  await sql`alter table bookings add constraint bookings_officer_free
    exclude using gist (officer_id with =, tstzrange(starts_at, ends_at) with &&)
    where (status = 'booked' and officer_id is not null)`.execute(db);
  await db.schema.createIndex('bookings_email_idx').on('bookings').column('email').execute();
  await db.schema.createIndex('bookings_slot_idx').on('bookings').columns(['rule_id', 'starts_at']).execute();
  await db.schema.createIndex('bookings_application_idx').on('bookings').column('application_id').execute();
  await sql`create index bookings_reminders_idx on bookings (reminder_due_at)
    where status = 'booked' and reminder_sent_at is null and reminder_due_at is not null`.execute(db);

  await db.schema
    .createTable('booking_links')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[0-9a-f]{64}$'`))
    .addColumn('booking_id', 'uuid', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('booking_links_booking_idx').on('booking_links').column('booking_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_links').execute();
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('slot_counts').execute();
  await db.schema.dropTable('slot_closures').execute();
  await db.schema.dropTable('slot_rules').execute();
}
