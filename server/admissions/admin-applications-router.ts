import { sql } from 'kysely';
import { z } from 'zod';
import { interviewsOfApplication, staffInterviewOutput } from '../interviews/staff-interviews';
import { camelCase } from '../../db/column-case';
import { applicationFormSchema } from '../../domain/application-form';
import { DOCUMENT_ITEM_KEYS } from '../../domain/document-checklist';
import { locales } from '../../domain/locale';
import { applicationKind } from './application-kind';
import { changeApplicationStatus } from './change-application-status';
import { DUPLICATE_REASONS, hasPossibleDuplicate, markNotDuplicate, possibleDuplicates } from './possible-duplicates';
import { sendStatusEmail } from './status-email';
import { statusHistory } from './status-history';
import { applicationIntakeOutput, intakeOfApplication } from '../intakes/intake-of-application';
import { endSessionsOfApplicant } from '../applicants/end-applicant-sessions';
import { staffChecklist } from '../documents/staff-checklist';
import { lettersOfApplication } from '../letters/letter-records';
import { staffLetterOutput } from '../letters/letters-router';
import { adminProcedure, router } from '../trpc/init';
import { offerInput } from '../../domain/offers';
import { offerOfApplication, offerOutput } from '../offers/offer-of-application';
import { replyByPassedOfListed } from '../../core/offers/reply-by-passed';
import { adminOffersRouter } from '../offers/offers-router';
import { acceptanceOfApplication, acceptanceOutput } from '../acceptances/acceptance-of-application';
import { adminCasRouter } from '../cas/cas-router';
import { casOfApplication, casOutput } from '../cas/record-cas';
import { arrivalOutput, arrivalsOf } from '../enrolment/arrivals';
import { enrolmentOfApplication, enrolmentOutput } from '../enrolment/enrolment-facts';
import { enrolProcedure } from '../enrolment/enrolment-router';
import { depositOfApplication, depositOutput } from '../payments/deposit-of-application';
import { adminPaymentsRouter } from '../payments/payments-router';
import { adminDocumentsRouter, staffChecklistOutput } from '../documents/admin-documents-router';
import { applicationFiltersInput, isoDate, statusField, statusNoteField } from './admin-schemas';
import { storedFieldsOutput, submissionOutputs, submissionProcedures } from '../submissions/submission-procedures';

const historyItem = z.object({
  id: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  changedByEmail: z.string(),
  note: z.string().nullable(),
  applicantEmailed: z.boolean(),
  statusEmailSentAt: isoDate.nullable(),
  missingDocuments: z.array(z.string()),
  beyondCapacity: z.boolean(),
  changedAt: isoDate,
});

const possibleDuplicate = z.object({
  id: z.string(),
  createdAt: isoDate,
  title: z.string(),
  name: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});

const outputs = submissionOutputs(
  // The language it was sent in (migration 0016), whether or not the form's schema lists it yet.
  { ...storedFieldsOutput(applicationFormSchema), language: z.enum(locales), status: z.string() },
  { list: applicationKind.listColumns.map(camelCase), detail: applicationKind.detailColumns.map(camelCase) },
  {
    history: z.array(historyItem),
    possibleDuplicates: z.array(possibleDuplicate),
    documents: staffChecklistOutput,
    intake: applicationIntakeOutput,
    letters: z.array(staffLetterOutput),
    offer: offerOutput,
    acceptance: acceptanceOutput,
    cas: casOutput,
    enrolment: enrolmentOutput,
    arrival: arrivalOutput.nullable(),
    deposit: depositOutput,
    interviews: z.array(staffInterviewOutput),
  },
  { possibleDuplicate: z.boolean(), waitingList: z.boolean(), replyByPassed: z.boolean() },
);

export const adminApplicationsRouter = router({
  ...submissionProcedures(applicationKind, {
    filters: applicationFiltersInput,
    ...outputs,
    moreDetail: async (db, id) => {
      const [
        history,
        duplicates,
        documents,
        intake,
        letters,
        offer,
        acceptance,
        cas,
        enrolment,
        arrivals,
        deposit,
        interviews,
      ] = await Promise.all([
        statusHistory(db, id),
        possibleDuplicates(db, id),
        staffChecklist(db, id),
        intakeOfApplication(db, id),
        lettersOfApplication(db, id),
        offerOfApplication(db, id),
        acceptanceOfApplication(db, id),
        casOfApplication(db, id),
        enrolmentOfApplication(db, id),
        arrivalsOf(db, [id]),
        depositOfApplication(db, id),
        interviewsOfApplication(db, id),
      ]);
      return {
        history,
        possibleDuplicates: duplicates,
        documents,
        intake,
        letters,
        offer,
        acceptance,
        cas,
        enrolment,
        arrival: arrivals.get(id) ?? null,
        deposit,
        interviews,
      };
    },
    moreListColumns: () => [
      hasPossibleDuplicate().as('possible_duplicate'),
      sql<boolean>`s.waiting_list`.as('waiting_list'),
      replyByPassedOfListed().as('reply_by_passed'),
    ],
  }),

  setStatus: adminProcedure
    .input(
      z.object({
        id: z.uuid(),
        status: statusField,
        note: statusNoteField,
        /** When not given, the status's default: an interview e-mails the applicant, an offer or a decline does not. */
        emailApplicant: z.boolean().optional(),
        /** For an offer: the required documents the officer confirmed are not in hand (CONFLICT unless every one is). */
        confirmedMissingDocuments: z.array(z.enum(DOCUMENT_ITEM_KEYS)).max(DOCUMENT_ITEM_KEYS.length).default([]),
        /** For an offer: the officer confirmed a second time that it goes past the intake's capacity (CONFLICT otherwise). */
        confirmedBeyondCapacity: z.boolean().default(false),
        /** For an offer, required (BAD_REQUEST without): its kind, conditions, fees, deposit and reply-by date (decision 134). */
        offer: offerInput.optional(),
      }),
    )
    .output(z.object({ changeId: z.string(), emailQueued: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { changeId, outboxIds, letterIds } = await changeApplicationStatus(
        ctx.db,
        {
          applicationId: input.id,
          toStatus: input.status,
          note: input.note,
          emailApplicant: input.emailApplicant,
          confirmedMissingDocuments: input.confirmedMissingDocuments,
          confirmedBeyondCapacity: input.confirmedBeyondCapacity,
          offer: input.offer,
        },
        ctx.user,
        ctx.ip,
      );
      ctx.logger.info({ applicationId: input.id, status: input.status, by: ctx.user.id }, 'application status changed');
      await Promise.all([ctx.emailQueue.enqueue(outboxIds), ctx.letterQueue.enqueue(letterIds)]);
      return { changeId, emailQueued: outboxIds.length > 0 };
    }),

  /**
   * E-mails the applicant about the current status when that was not done as it was saved. Names
   * the change the officer saw: CONFLICT once it is e-mailed, or once the status has moved on.
   */
  sendStatusEmail: adminProcedure
    .input(z.object({ id: z.uuid(), changeId: z.uuid() }))
    .output(z.object({ emailQueued: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { outboxIds } = await sendStatusEmail(
        ctx.db,
        { applicationId: input.id, statusChangeId: input.changeId },
        ctx.user,
        ctx.ip,
      );
      ctx.logger.info({ applicationId: input.id, by: ctx.user.id }, 'status email queued');
      await ctx.emailQueue.enqueue(outboxIds);
      return { emailQueued: true as const };
    }),

  /** Idempotent: a pair already marked stays marked, and only the first mark is audited. */
  markNotDuplicate: adminProcedure
    .input(z.object({ id: z.uuid(), otherId: z.uuid() }))
    .output(z.object({ changed: z.boolean() }))
    .mutation(({ ctx, input }) => markNotDuplicate(ctx.db, input.id, input.otherId, ctx.user, ctx.ip)),

  /** Signs the applicant out on every device: every session of the address the application came from. */
  endApplicantSessions: adminProcedure
    .input(z.object({ id: z.uuid() }))
    .output(z.object({ ended: z.number() }))
    .mutation(({ ctx, input }) => endSessionsOfApplicant(ctx.db, input.id, ctx.user, ctx.ip)),

  /** Staff enrol the applicant once the acceptance, the deposit and the CAS allow it (decision 139). */
  enrol: enrolProcedure,

  documents: adminDocumentsRouter,
  offers: adminOffersRouter,
  cas: adminCasRouter,
  payments: adminPaymentsRouter,
});
