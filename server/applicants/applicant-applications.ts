import { sql } from 'kysely';
import { choiceLabel, PROGRAMMES } from '../../domain/application-choices';
import type { StatusEmailState } from '../../domain/applicant-status';
import type { Db } from '../../db/client';
import { isMinorOn } from '../../domain/acceptance';
import { casNumbersOf } from '../cas/record-cas';
import { arrivalsOf, type ArrivalView } from '../enrolment/arrivals';
import { depositOfApplication } from '../payments/deposit-of-application';

export interface ApplicantApplication {
  id: string;
  programme: string;
  startDate: string;
  status: string;
  /** The e-mail about the current status: the space says only what it did (domain/applicant-status.ts). */
  statusEmail: StatusEmailState;
  submittedAt: Date;
  /** Every status it has had, oldest first, starting with its receipt. */
  history: Array<{ status: string; at: Date }>;
  /** For an offer (decision 135): whether a guardian must confirm an acceptance, and whom one waits for. */
  reply: { needsGuardian: boolean; awaitingGuardian: string | null };
  /** The CAS number once staff record it (decision 136), for the Student visa application. */
  casNumber: string | null;
  /** Once enrolled (decision 139): the arrival they told the school about, if any. */
  arrival: ArrivalView | null;
  /** Once the acceptance has counted (decision 137): what to pay, how much is left, and the reference to quote. */
  deposit: ApplicantDeposit | null;
}

export interface ApplicantDeposit {
  duePence: number;
  paidPence: number;
  balancePence: number;
  reference: string;
  toRefund: boolean;
}

/** The applications sent from this address, newest first, as the applicant may see them: no staff notes or names. */
export async function applicantApplications(db: Db, email: string): Promise<ApplicantApplication[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'programme', 'start_date', 'status', 'created_at', 'date_of_birth'])
    .where(sql<string>`lower(email)`, '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const changes = await db
    .selectFrom('application_status_changes')
    .select(['id', 'application_id', 'to_status', 'applicant_emailed', 'status_email_sent_at', 'changed_at'])
    .where(
      'application_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('changed_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const waiting = await db
    .selectFrom('acceptances')
    .select(['application_id', 'guardian_name'])
    .where(
      'application_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('counted_at', 'is', null)
    .execute();
  const casNumbers = await casNumbersOf(
    db,
    rows.map((row) => row.id),
  );
  const arrivals = await arrivalsOf(
    db,
    rows.filter((row) => row.status === 'enrolled').map((row) => row.id),
  );
  const counted = await db
    .selectFrom('acceptances')
    .select('application_id')
    .where(
      'application_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('counted_at', 'is not', null)
    .execute();
  const deposits = new Map<string, ApplicantDeposit>();
  for (const { application_id: id } of counted) {
    const deposit = id ? await depositOfApplication(db, id) : null;
    if (id && deposit) {
      const { duePence, paidPence, balancePence, reference, toRefund } = deposit;
      deposits.set(id, { duePence, paidPence, balancePence, reference, toRefund });
    }
  }
  const changesOf = (id: string) => changes.filter((change) => change.application_id === id);
  const currentChanges = rows.flatMap((row) => changesOf(row.id).at(-1) ?? []);
  const sending = await changesWithEmailPending(
    db,
    currentChanges.filter((change) => change.applicant_emailed && !change.status_email_sent_at),
  );
  const statusEmailOf = (change: (typeof changes)[number] | undefined): StatusEmailState => {
    if (!change) return 'none';
    if (change.status_email_sent_at) return 'sent';
    return sending.has(change.id) ? 'sending' : 'none';
  };
  return rows.map((row) => ({
    id: row.id,
    programme: choiceLabel(PROGRAMMES, row.programme),
    /** Its intake's first day; the space names its month in the reader's language. */
    startDate: row.start_date,
    status: row.status,
    statusEmail: statusEmailOf(changesOf(row.id).at(-1)),
    submittedAt: row.created_at,
    history: [
      { status: 'submitted', at: row.created_at },
      ...changesOf(row.id).map((change) => ({ status: change.to_status, at: change.changed_at })),
    ],
    reply: {
      needsGuardian: isMinorOn(row.date_of_birth, row.start_date),
      awaitingGuardian: waiting.find((acceptance) => acceptance.application_id === row.id)?.guardian_name ?? null,
    },
    casNumber: casNumbers.get(row.id) ?? null,
    arrival: arrivals.get(row.id) ?? null,
    deposit: deposits.get(row.id) ?? null,
  }));
}

/** Of these status changes, those whose e-mail still waits in the outbox (not yet sent, not given up on). */
async function changesWithEmailPending(
  db: Db,
  changes: ReadonlyArray<{ id: string; application_id: string }>,
): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const changeIds = changes.map((change) => change.id);
  const rows = await db
    .selectFrom('email_outbox')
    .select(sql<string>`payload->>'statusChangeId'`.as('change_id'))
    .where(
      'reference_id',
      'in',
      changes.map((change) => change.application_id),
    )
    .where('kind', '=', 'application_status')
    .where('status', '=', 'pending')
    .where(sql<string>`payload->>'statusChangeId'`, 'in', changeIds)
    .execute();
  return new Set(rows.map((row) => row.change_id));
}
