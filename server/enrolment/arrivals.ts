import { sql } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import type { Db } from '../../db/client';
import { choiceLabel, PROGRAMMES } from '../../domain/application-choices';
import {
  ACCOMMODATION_CHOICES,
  ARRIVAL_WINDOW_DAYS,
  arrivalDateProblem,
  arrivalMessages,
  type ArrivalInput,
} from '../../domain/enrolment';
import { schoolDate } from '../../domain/intakes';
import { isoDate } from '../admissions/admin-schemas';
import { applicantAuditEntry } from '../applicants/applicant-audit';
import type { ApplicantSession } from '../applicants/applicant-sessions';
import { APPLICATION_NOT_FOUND } from '../applicants/withdraw-application';
import { AppError } from '../errors/app-error';

/** An arrival as the applicant's space and the dashboard read it: the time as 'HH:MM'. */
export const arrivalOutput = z.object({
  flightNumber: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
  pickUp: z.boolean(),
  accommodation: z.enum(ACCOMMODATION_CHOICES),
  updatedAt: isoDate,
});
export type ArrivalView = z.input<typeof arrivalOutput>;

const arrivalColumns = [
  'application_id',
  'flight_number',
  'arrival_date',
  'arrival_time',
  'pick_up',
  'accommodation',
  'updated_at',
] as const;

function arrivalView(row: {
  flight_number: string;
  arrival_date: string;
  arrival_time: string;
  pick_up: boolean;
  accommodation: ArrivalView['accommodation'];
  updated_at: Date;
}): ArrivalView {
  return {
    flightNumber: row.flight_number,
    arrivalDate: row.arrival_date,
    arrivalTime: row.arrival_time.slice(0, 5),
    pickUp: row.pick_up,
    accommodation: row.accommodation,
    updatedAt: row.updated_at,
  };
}

/**
 * The enrolled applicant enters or changes their arrival (decision 139), under the application's
 * lock: NOT_FOUND for anyone else's application, CONFLICT before enrolment, BAD_REQUEST for a date
 * before today or too far from the start; nothing changes then. Audited by ids only: neither the
 * flight nor the date is in the log.
 */
export async function saveArrival(
  db: Db,
  applicant: Pick<ApplicantSession, 'email' | 'publicId'>,
  input: ArrivalInput,
  ip: string | null,
  now = new Date(),
): Promise<ArrivalView> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'start_date'])
      .where('id', '=', input.applicationId)
      .where(sql<string>`lower(email)`, '=', applicant.email)
      .forUpdate()
      .executeTakeFirst();
    if (!application) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (application.status !== 'enrolled') throw new AppError('CONFLICT', arrivalMessages.notEnrolled);
    const problem = arrivalDateProblem(input.arrivalDate, application.start_date, now);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    const values = {
      flight_number: input.flightNumber,
      arrival_date: input.arrivalDate,
      arrival_time: input.arrivalTime,
      pick_up: input.pickUp,
      accommodation: input.accommodation,
    };
    const existed = await trx
      .selectFrom('arrivals')
      .select('application_id')
      .where('application_id', '=', application.id)
      .executeTakeFirst();
    const row = await trx
      .insertInto('arrivals')
      .values({ application_id: application.id, ...values })
      .onConflict((oc) => oc.column('application_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .returning([...arrivalColumns])
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      applicantAuditEntry(applicant, ip, {
        action: 'arrival.saved',
        subject: { type: 'application', id: application.id },
        details: { changed: existed ? 1 : 0 },
      }),
    );
    return arrivalView(row);
  });
}

/** The arrivals of these applications, for the applicant's space. */
export async function arrivalsOf(db: Db, applicationIds: string[]): Promise<Map<string, ArrivalView>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('arrivals')
    .select([...arrivalColumns])
    .where('application_id', 'in', applicationIds)
    .execute();
  return new Map(rows.map((row) => [row.application_id, arrivalView(row)]));
}

const arrivingApplicant = z.object({
  applicationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  programme: z.string(),
  startDate: z.string(),
});

export const arrivalsByDateOutput = z.object({
  /** Each day with arrivals, soonest first; within a day, by the time the flight lands. */
  days: z.array(
    z.object({
      date: z.string(),
      arrivals: z.array(
        arrivingApplicant.extend({
          flightNumber: z.string(),
          arrivalTime: z.string(),
          pickUp: z.boolean(),
          accommodation: z.enum(ACCOMMODATION_CHOICES),
        }),
      ),
    }),
  ),
  /** The enrolled who have not said yet how they arrive, for intakes that started at most 90 days ago; soonest start first. */
  awaiting: z.array(arrivingApplicant),
});
export type ArrivalsByDate = z.input<typeof arrivalsByDateOutput>;

/**
 * The enrolled applicants' arrivals grouped by the day they land, and the enrolled whose arrival
 * is still to come (decision 139). Every arrival the school still holds (the retention pass
 * deletes one 90 days after its date).
 */
export async function arrivalsByDate(db: Db, now = new Date()): Promise<ArrivalsByDate> {
  const rows = await db
    .selectFrom('arrivals as r')
    .innerJoin('applications as a', 'a.id', 'r.application_id')
    .select([
      'a.id',
      'a.first_name',
      'a.last_name',
      'a.programme',
      'a.start_date',
      'r.flight_number',
      'r.arrival_date',
      'r.arrival_time',
      'r.pick_up',
      'r.accommodation',
    ])
    .where('a.status', '=', 'enrolled')
    .orderBy('r.arrival_date')
    .orderBy('r.arrival_time')
    .orderBy('a.last_name')
    .orderBy('a.id')
    .execute();
  const earliestStart = new Date(now.getTime() - ARRIVAL_WINDOW_DAYS * 86_400_000);
  const awaiting = await db
    .selectFrom('applications as a')
    .select(['a.id', 'a.first_name', 'a.last_name', 'a.programme', 'a.start_date'])
    .where('a.status', '=', 'enrolled')
    .where('a.start_date', '>=', schoolDate(earliestStart))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('arrivals as r').select('r.application_id').whereRef('r.application_id', '=', 'a.id'))),
    )
    .orderBy('a.start_date')
    .orderBy('a.last_name')
    .orderBy('a.id')
    .execute();
  const applicant = (row: (typeof awaiting)[number]) => ({
    applicationId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    programme: choiceLabel(PROGRAMMES, row.programme),
    startDate: row.start_date,
  });
  const days: ArrivalsByDate['days'] = [];
  for (const row of rows) {
    const arrival = {
      ...applicant(row),
      flightNumber: row.flight_number,
      arrivalTime: row.arrival_time.slice(0, 5),
      pickUp: row.pick_up,
      accommodation: row.accommodation,
    };
    const day = days.at(-1);
    if (day?.date === row.arrival_date) day.arrivals.push(arrival);
    else days.push({ date: row.arrival_date, arrivals: [arrival] });
  }
  return { days, awaiting: awaiting.map(applicant) };
}
