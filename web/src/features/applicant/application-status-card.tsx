import type { inferRouterOutputs } from '@trpc/server';
import { useRef } from 'react';
import { applicantStatusWords } from '@domain/applicant-status';
import { canApplicantWithdraw } from '@domain/application-status';
import { FINAL_APPLICATION_STATUSES } from '@domain/retention-periods';
import { useLocale } from '@/lib/locale';
import type { AppRouter } from '../../../../server/routers/app-router';
import { useApplicantMessages } from './applicant.messages';
import { formatDay, programmeName, startDateName } from './applicant-words';
import { DepositPanel } from './deposit-panel';
import { DocumentChecklist } from './document-checklist';
import { InterviewBooking } from './interview-booking';
import { ArrivalForm } from './arrival-form';
import { OfferReply } from './offer-reply';
import { WithdrawApplication } from './withdraw-application';

export type ApplicantApplication = inferRouterOutputs<AppRouter>['applicant']['applications'][number];

/** One application as its applicant sees it: what, when, where it stands, and how it got there. */
export function ApplicationStatusCard({ application }: { application: ApplicantApplication }) {
  const locale = useLocale();
  const messages = useApplicantMessages().space;
  const headingId = `application-${application.id}`;
  // Says the letter was e-mailed only once it was (the server reads the outbox and the change).
  const status = applicantStatusWords(application.status, locale, application.statusEmail);
  const statusRef = useRef<HTMLDivElement>(null);
  // The programme and start date as the applicant's language names them (the server sends English labels).
  const named = {
    ...application,
    programme: programmeName(application.programme, locale),
    startDate: startDateName(application.startDate, locale),
  };
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-primary sm:text-xl">
        {named.programme}
      </h2>
      <p className="text-sm text-muted-foreground">
        {messages.startDate(named.startDate)} · {messages.submittedOn(formatDay(application.submittedAt, locale))}
      </p>
      {/* Focus lands here once the application is withdrawn and its button has gone. */}
      <div
        ref={statusRef}
        tabIndex={-1}
        className="mt-4 rounded-xl bg-muted/50 p-4 focus:outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        <p className="text-sm font-medium text-muted-foreground">{messages.currentStatus}</p>
        <p className="text-base font-semibold" data-testid="applicant-status">
          {status.label}
        </p>
        {status.meaning && <p className="mt-1 text-sm">{status.meaning}</p>}
      </div>
      {application.casNumber && (
        <div className="mt-4 rounded-xl border p-4">
          <h3 className="text-sm font-medium text-muted-foreground">{messages.casHeading}</h3>
          <p className="font-mono text-base font-semibold" dir="ltr" data-testid="applicant-cas-number">
            {application.casNumber}
          </p>
          <p className="mt-1 text-sm">{messages.casHint}</p>
        </div>
      )}
      {application.status === 'interview' && <InterviewBooking applicationId={application.id} />}
      {application.deposit && <DepositPanel deposit={application.deposit} headingId={`${headingId}-deposit`} />}
      <h3 id={`${headingId}-history`} className="mt-4 text-sm font-medium text-muted-foreground">
        {messages.history}
      </h3>
      <ol aria-labelledby={`${headingId}-history`} className="mt-2 space-y-1 text-sm">
        {application.history.map((step, index) => (
          <li key={`${step.status}-${index}`} className="flex flex-wrap justify-between gap-x-4">
            <span>{applicantStatusWords(step.status, locale).label}</span>
            <time dateTime={step.at} className="text-muted-foreground">
              {formatDay(step.at, locale)}
            </time>
          </li>
        ))}
      </ol>
      {/* A closed application takes no documents (the upload endpoint refuses them too). */}
      {!(FINAL_APPLICATION_STATUSES as readonly string[]).includes(application.status) && (
        <DocumentChecklist applicationId={application.id} />
      )}
      {application.status === 'offer' && <OfferReply application={named} />}
      {application.status === 'enrolled' && <ArrivalForm application={application} />}
      {canApplicantWithdraw(application.status) && (
        <div className="mt-5 border-t pt-4">
          <WithdrawApplication application={named} focusAfterClosing={() => statusRef.current?.focus()} />
        </div>
      )}
    </article>
  );
}
