import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { trpc } from '@/lib/trpc-react';
import { DetailError, DetailLoading, typed } from './application-detail';
import { DeliveriesSection } from './deliveries-section';
import { DetailFields, DetailSection } from './detail-section';
import { formatDateTime } from '@/lib/format-date';
import { fullName, type SubmissionRef } from './format';
import { LinkedSection } from './linked-section';
import { NotesSection } from './notes-section';
import { LanguageMarker } from './submission-card';
import { dashboardMessages as messages } from './dashboard.messages';

export function ContactDetail({
  id,
  onOpen,
  onChanged,
}: {
  id: string;
  onOpen: (ref: SubmissionRef) => void;
  onChanged: () => void;
}) {
  const detail = trpc.admin.contacts.detail.useQuery({ id });
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.admin.contacts.detail.invalidate({ id });
    onChanged();
  };

  if (detail.isPending) return <DetailLoading />;
  if (detail.isError) return <DetailError message={detail.error.message} />;
  const c = detail.data;

  return (
    <>
      <header className="px-5 pt-5 pb-4 sm:px-6">
        <DialogTitle>
          <bdi>{fullName(c)}</bdi>
        </DialogTitle>
        <DialogDescription className="mt-1">
          {messages.detail.enquiryReceived(formatDateTime(c.createdAt))}
        </DialogDescription>
        <p className="mt-2">
          <LanguageMarker language={c.language} />
        </p>
        {c.opening && (
          <p className="mt-2 text-sm text-muted-foreground">
            {messages.detail.firstOpened(formatDateTime(c.opening.openedAt))}
            {c.opening.openedByEmail ? messages.detail.openedBy(c.opening.openedByEmail) : ''}
          </p>
        )}
      </header>
      <DetailSection title={messages.detail.message}>
        <p dir="auto" className="rounded-lg bg-muted/60 p-4 text-start text-sm whitespace-pre-line">
          {c.message}
        </p>
      </DetailSection>
      <DetailSection title={messages.detail.sender}>
        <DetailFields
          fields={[
            [messages.detail.fields.firstName, typed(c.firstName)],
            [messages.detail.fields.lastName, typed(c.lastName)],
            [
              messages.detail.fields.email,
              <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${c.email}`}>
                {c.email}
              </a>,
            ],
            [messages.detail.fields.phone, c.phone],
            [messages.detail.fields.programmeInterest, typed(c.programmeInterest)],
            [messages.detail.fields.language, messages.languages[c.language]],
          ]}
        />
      </DetailSection>
      <NotesSection submission={{ type: 'contact', id: c.id }} notes={c.notes} onAdded={refresh} />
      <DeliveriesSection deliveries={c.deliveries} />
      <LinkedSection linked={c.linked} onOpen={onOpen} />
    </>
  );
}
