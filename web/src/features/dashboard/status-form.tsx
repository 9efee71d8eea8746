import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import {
  APPLICATION_STATUSES,
  isStaffSettableStatus,
  emailsApplicantByDefault,
  isNotifiableStatus,
  statusLabel,
  type ApplicationStatus,
} from '@domain/application-status';
import { incompleteRequiredItems } from '@domain/document-progress';
import { errorMessage, trpcErrorCode } from '@/lib/trpc-error';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';
import { emptyOfferDraft, OfferFields, offerFromDraft, type OfferDraft } from './offer-fields';

type DocumentEntry = ApplicationDetailData['documents'][number];

/**
 * Moves an application on. For an interview, an offer or a decline the applicant may be e-mailed
 * (ticked for an interview, as the rule says; the officer may untick it). An offer with required
 * documents not in hand names them and waits for the officer's confirmation, which the server
 * checks again and records in the history. An offer asks for its details (decision 134), saved with it.
 */
export function StatusForm({
  applicationId,
  current,
  documents,
  intake,
  programme,
  onChanged,
}: {
  applicationId: string;
  /** The programme, whose list of conditions an offer chooses from. */
  programme: string;
  current: string;
  documents: readonly DocumentEntry[];
  /** Its intake's places: an offer once all are offered needs a second confirmation. */
  intake: ApplicationDetailData['intake'];
  onChanged: () => void;
}) {
  const ids = { status: useId(), note: useId(), email: useId(), confirm: useId(), capacity: useId() };
  const [status, setStatus] = useState<ApplicationStatus>(current as ApplicationStatus);
  const [note, setNote] = useState('');
  // The officer's choice per status; a status they have not touched keeps its default.
  const [emailChoice, setEmailChoice] = useState<Partial<Record<ApplicationStatus, boolean>>>({});
  const [confirmedMissing, setConfirmedMissing] = useState<readonly string[]>([]);
  const changing = status !== current;
  const emailable = changing && isNotifiableStatus(status);
  const emailApplicant = emailable && (emailChoice[status] ?? emailsApplicantByDefault(status));
  const missing = changing && status === 'offer' ? incompleteRequiredItems(documents) : [];
  // A confirmation covers the items the officer saw; one more gone missing asks again.
  const confirmed = missing.every((item) => confirmedMissing.includes(item.key));
  // The server counts again under a lock on the intake, and asks (CONFLICT) if it filled meanwhile.
  const full = changing && status === 'offer' && intake !== null && intake.placesLeft === 0;
  const [beyondCapacity, setBeyondCapacity] = useState(false);
  // The deposit starts from the intake's (decision 137); the officer may change it for this offer.
  const [offerDraft, setOfferDraft] = useState<OfferDraft>(() => ({
    ...emptyOfferDraft,
    deposit: intake?.depositPence != null ? (intake.depositPence / 100).toFixed(2) : '',
  }));
  const offering = changing && status === 'offer';
  const offer = offering ? offerFromDraft(offerDraft) : null;
  const save = trpc.admin.applications.setStatus.useMutation({
    onSuccess: (result) => {
      void notify('success', messages.statusForm.saved(statusLabel(status), result.emailQueued));
      onChanged();
    },
    onError: (error) => {
      void notify('error', errorMessage(error, messages.statusForm.notSaved));
      // The documents or the status moved under the officer: show them as they are now.
      if (trpcErrorCode(error) === 'CONFLICT') onChanged();
    },
  });

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          id: applicationId,
          status,
          note: note || null,
          emailApplicant,
          confirmedMissingDocuments: missing.map((item) => item.key),
          confirmedBeyondCapacity: full && beyondCapacity,
          ...(offer ? { offer } : {}),
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={ids.status}>{messages.statusForm.newStatus}</Label>
          <NativeSelect
            id={ids.status}
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          >
            {APPLICATION_STATUSES.filter((s) => isStaffSettableStatus(s.value) || s.value === status).map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.note}>{messages.statusForm.note}</Label>
          <Textarea
            id={ids.note}
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      {offering && <OfferFields programme={programme} draft={offerDraft} onChange={setOfferDraft} />}
      {emailable && (
        <div className="flex items-start gap-2">
          <input
            id={ids.email}
            type="checkbox"
            checked={emailApplicant}
            onChange={(event) => setEmailChoice((choices) => ({ ...choices, [status]: event.target.checked }))}
            className="mt-0.5 size-4 accent-primary"
          />
          <Label htmlFor={ids.email} className="leading-snug">
            {messages.statusForm.emailApplicant}
            <span className="block text-xs font-normal text-muted-foreground">
              {messages.statusForm.emailApplicantHint(status)}
            </span>
          </Label>
        </div>
      )}
      {missing.length > 0 && (
        <div
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="offer-missing-documents"
        >
          <p className="font-medium">{messages.statusForm.missingDocuments}</p>
          <ul className="list-disc space-y-0.5 ps-5">
            {missing.map((item) => (
              <li key={item.key}>
                {item.label} ({messages.documents.states[item.state]})
              </li>
            ))}
          </ul>
          <div className="flex items-start gap-2">
            <input
              id={ids.confirm}
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmedMissing(event.target.checked ? missing.map((item) => item.key) : [])}
              className="mt-0.5 size-4 accent-primary"
            />
            <Label htmlFor={ids.confirm} className="leading-snug">
              {messages.statusForm.confirmMissingDocuments}
            </Label>
          </div>
        </div>
      )}
      {full && intake.capacity !== null && (
        <div
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="offer-beyond-capacity"
        >
          <p className="font-medium">{messages.statusForm.intakeFull(intake.offers, intake.capacity)}</p>
          <div className="flex items-start gap-2">
            <input
              id={ids.capacity}
              type="checkbox"
              checked={beyondCapacity}
              onChange={(event) => setBeyondCapacity(event.target.checked)}
              className="mt-0.5 size-4 accent-primary"
            />
            <Label htmlFor={ids.capacity} className="leading-snug">
              {messages.statusForm.confirmBeyondCapacity}
            </Label>
          </div>
        </div>
      )}
      <Button
        type="submit"
        size="sm"
        disabled={
          save.isPending || !changing || !confirmed || (full && !beyondCapacity) || (offering && offer === null)
        }
      >
        {save.isPending ? messages.saving : messages.statusForm.save}
      </Button>
    </form>
  );
}
