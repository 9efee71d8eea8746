import { ENGLISH_LEVELS, PROGRAMMES, START_DATES, choiceLabel } from '@domain/application-choices';
import { statusLabel } from '@domain/application-status';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { trpc } from '@/lib/trpc-react';
import { DeliveriesSection } from './deliveries-section';
import { DetailFields, DetailSection } from './detail-section';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { fullName, type SubmissionRef } from './format';
import { LinkedSection } from './linked-section';
import { NotesSection } from './notes-section';
import { StatusBadge } from './status-badge';
import { StatusForm } from './status-form';

export function ApplicationDetail({ id, onOpen, onChanged }: { id: string; onOpen: (ref: SubmissionRef) => void; onChanged: () => void }) {
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
        <DialogTitle>{fullName(a)}</DialogTitle>
        <DialogDescription className="mt-1">
          Application for {choiceLabel(PROGRAMMES, a.programme)} · received {formatDateTime(a.createdAt)}
        </DialogDescription>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={a.status} />
          {a.opening && (
            <span className="text-muted-foreground">
              First opened {formatDateTime(a.opening.openedAt)}
              {a.opening.openedByEmail ? ` by ${a.opening.openedByEmail}` : ''}
            </span>
          )}
        </div>
      </header>

      <DetailSection title="Status">
        <StatusForm key={a.status} applicationId={a.id} current={a.status} onChanged={refresh} />
        {a.history.length > 0 && (
          <ol className="mt-4 space-y-2 border-l-2 border-border pl-4" data-testid="status-history">
            {a.history.map((h) => (
              <li key={h.id} className="text-sm">
                <p>
                  <span className="font-medium">{statusLabel(h.fromStatus)}</span> →{' '}
                  <span className="font-medium">{statusLabel(h.toStatus)}</span>
                  {h.applicantEmailed && <span className="text-muted-foreground"> · applicant emailed</span>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {h.changedByEmail} · <time dateTime={h.changedAt}>{formatDateTime(h.changedAt)}</time>
                </p>
                {h.note && <p className="mt-1 whitespace-pre-line">{h.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </DetailSection>

      <DetailSection title="Applicant">
        <DetailFields
          fields={[
            ['First name', a.firstName],
            ['Last name', a.lastName],
            ['Date of birth', formatCalendarDate(a.dateOfBirth)],
            ['Nationality', a.nationality],
            ['Email', <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${a.email}`}>{a.email}</a>],
            ['Phone', <a className="text-primary underline-offset-4 hover:underline" href={`tel:${a.phone.replace(/\s+/g, '')}`}>{a.phone}</a>],
            ['Address', a.address],
            ['City', a.city],
            ['Postal code', a.postalCode],
            ['Country', a.country],
          ]}
        />
      </DetailSection>

      <DetailSection title="Programme and background">
        <DetailFields
          fields={[
            ['Programme', choiceLabel(PROGRAMMES, a.programme)],
            ['Start date', choiceLabel(START_DATES, a.startDate)],
            ['English level', a.englishLevel ? choiceLabel(ENGLISH_LEVELS, a.englishLevel) : null],
            ['Previous institution', a.previousInstitution],
            ['Qualifications', a.qualifications],
            ['Motivation', a.motivation],
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
      <DialogTitle className="sr-only">Loading</DialogTitle>
      <p className="p-6 text-muted-foreground">Loading...</p>
    </>
  );
}

export function DetailError({ message }: { message: string }) {
  return (
    <>
      <DialogTitle className="px-6 pt-6">Could not open this submission</DialogTitle>
      <p role="alert" className="p-6 text-sm text-muted-foreground">
        {message}
      </p>
    </>
  );
}
