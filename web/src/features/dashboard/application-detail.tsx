import type { ReactNode } from 'react';
import { ENGLISH_LEVELS, PROGRAMMES, choiceLabel } from '@domain/application-choices';
import { intakeMonthLabel } from '@domain/intakes';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { trpc } from '@/lib/trpc-react';
import { DeliveriesSection } from './deliveries-section';
import { DetailFields, DetailSection } from './detail-section';
import { DocumentsSection } from './documents-section';
import { LettersSection } from './letters-section';
import { AcceptanceSection } from './acceptance-section';
import { InterviewSection } from './interview-section';
import { OfferSection } from './offer-section';
import { CasSection } from './cas-section';
import { PaymentsSection } from './payments-section';
import { EnrolmentSection } from './enrolment-section';
import { EndApplicantSessionsButton } from './end-applicant-sessions-button';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { fullName, type SubmissionRef } from './format';
import { LinkedSection } from './linked-section';
import { NotesSection } from './notes-section';
import { PossibleDuplicatesSection } from './possible-duplicates-section';
import { StatusBadge, WaitingListMarker } from './status-badge';
import { StatusSection } from './status-section';
import { LanguageMarker } from './submission-card';
import { dashboardMessages as messages } from './dashboard.messages';

/**
 * What the applicant or sender typed, in whichever script: isolated and its direction taken
 * from its own text, so Arabic reads right to left inside the English screen. Empty stays
 * null, which the field list shows as "Not given".
 */
export function typed(value: string | null): ReactNode | null {
  return value === null || value === '' ? null : <bdi dir="auto">{value}</bdi>;
}

export function ApplicationDetail({
  id,
  onOpen,
  onChanged,
}: {
  id: string;
  onOpen: (ref: SubmissionRef) => void;
  onChanged: () => void;
}) {
  const detail = trpc.admin.applications.detail.useQuery({ id });
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.admin.applications.detail.invalidate({ id });
    onChanged();
  };

  if (detail.isPending) return <DetailLoading />;
  if (detail.isError) return <DetailError message={detail.error.message} />;
  const a = detail.data;

  return (
    <>
      <header className="px-5 pt-5 pb-4 sm:px-6">
        <DialogTitle>
          <bdi>{fullName(a)}</bdi>
        </DialogTitle>
        <DialogDescription className="mt-1">
          {messages.detail.applicationFor(choiceLabel(PROGRAMMES, a.programme), formatDateTime(a.createdAt))}
        </DialogDescription>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={a.status} />
          {a.intake?.waitingList && <WaitingListMarker />}
          <LanguageMarker language={a.language} />
          {a.opening && (
            <span className="text-muted-foreground">
              {messages.detail.firstOpened(formatDateTime(a.opening.openedAt))}
              {a.opening.openedByEmail ? messages.detail.openedBy(a.opening.openedByEmail) : ''}
            </span>
          )}
        </div>
      </header>

      <PossibleDuplicatesSection
        applicationId={a.id}
        duplicates={a.possibleDuplicates}
        onOpen={onOpen}
        onChanged={refresh}
      />

      <StatusSection application={a} onChanged={refresh} />

      <DocumentsSection applicationId={a.id} status={a.status} entries={a.documents} onChanged={refresh} />

      <InterviewSection status={a.status} interviews={a.interviews} onChanged={refresh} />

      <OfferSection applicationId={a.id} offer={a.offer} onChanged={refresh} />
      <AcceptanceSection acceptance={a.acceptance} />

      {a.deposit && (
        <PaymentsSection
          applicationId={a.id}
          deposit={a.deposit}
          canRecord={a.acceptance?.countedAt != null}
          onChanged={refresh}
        />
      )}

      {/* Only for an applicant who needs a Student visa, as their counted acceptance says (decision 136). */}
      {((a.acceptance?.countedAt && a.acceptance.needsVisa) || a.cas.record) && (
        <CasSection applicationId={a.id} cas={a.cas} onChanged={refresh} />
      )}
      <EnrolmentSection application={a} onChanged={refresh} />

      <LettersSection letters={a.letters} />

      <DetailSection title={messages.detail.applicant}>
        <DetailFields
          fields={[
            [messages.detail.fields.firstName, typed(a.firstName)],
            [messages.detail.fields.lastName, typed(a.lastName)],
            [messages.detail.fields.dateOfBirth, formatCalendarDate(a.dateOfBirth)],
            [messages.detail.fields.nationality, typed(a.nationality)],
            [
              messages.detail.fields.email,
              <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${a.email}`}>
                {a.email}
              </a>,
            ],
            [
              messages.detail.fields.phone,
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`tel:${a.phone.replace(/\s+/g, '')}`}
              >
                {a.phone}
              </a>,
            ],
            [messages.detail.fields.address, typed(a.address)],
            [messages.detail.fields.city, typed(a.city)],
            [messages.detail.fields.postalCode, typed(a.postalCode)],
            [messages.detail.fields.country, typed(a.country)],
            [messages.detail.fields.language, messages.languages[a.language]],
          ]}
        />
        <EndApplicantSessionsButton applicationId={a.id} />
      </DetailSection>

      <DetailSection title={messages.detail.programmeAndBackground}>
        <DetailFields
          fields={[
            [messages.detail.fields.programme, choiceLabel(PROGRAMMES, a.programme)],
            [messages.detail.fields.startDate, intakeMonthLabel(a.startDate, 'en')],
            [messages.detail.fields.englishLevel, a.englishLevel ? choiceLabel(ENGLISH_LEVELS, a.englishLevel) : null],
            [messages.detail.fields.previousInstitution, typed(a.previousInstitution)],
            [messages.detail.fields.qualifications, typed(a.qualifications)],
            [messages.detail.fields.motivation, typed(a.motivation)],
          ]}
        />
      </DetailSection>

      <NotesSection submission={{ type: 'application', id: a.id }} notes={a.notes} onAdded={refresh} />
      <DeliveriesSection deliveries={a.deliveries} />
      <LinkedSection linked={a.linked} onOpen={onOpen} />
    </>
  );
}

export function DetailLoading() {
  return (
    <>
      <DialogTitle className="sr-only">{messages.detail.loadingTitle}</DialogTitle>
      <p className="p-6 text-muted-foreground">{messages.loading}</p>
    </>
  );
}

export function DetailError({ message }: { message: string }) {
  return (
    <>
      <DialogTitle className="px-6 pt-6">{messages.detail.openFailed}</DialogTitle>
      <p role="alert" className="p-6 text-sm text-muted-foreground">
        {message}
      </p>
    </>
  );
}
