import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import {
  APPLICATION_STATUSES,
  NOTIFIABLE_STATUSES,
  statusLabel,
  type ApplicationStatus,
} from '@domain/application-status';
import { errorMessage } from '@/lib/trpc-error';
import { dashboardMessages as messages } from './dashboard.messages';

/** Moves an application on; for an offer or a decline the applicant may be e-mailed. */
export function StatusForm({ applicationId, current, onChanged }: { applicationId: string; current: string; onChanged: () => void }) {
  const ids = { status: useId(), note: useId(), email: useId() };
  const [status, setStatus] = useState<ApplicationStatus>(current as ApplicationStatus);
  const [note, setNote] = useState('');
  const [emailApplicant, setEmailApplicant] = useState(false);
  const notifiable = NOTIFIABLE_STATUSES.includes(status);
  const save = trpc.admin.applications.setStatus.useMutation({
    onSuccess: (result) => {
      void notify('success', messages.statusForm.saved(statusLabel(status), result.emailQueued));
      setNote('');
      setEmailApplicant(false);
      onChanged();
    },
    onError: (error) => void notify('error', errorMessage(error, messages.statusForm.notSaved)),
  });

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: applicationId, status, note: note || null, emailApplicant: notifiable && emailApplicant });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={ids.status}>{messages.statusForm.newStatus}</Label>
          <NativeSelect id={ids.status} value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus)}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.note}>{messages.statusForm.note}</Label>
          <Textarea id={ids.note} rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
      </div>
      {notifiable && (
        <div className="flex items-start gap-2">
          <input
            id={ids.email}
            type="checkbox"
            checked={emailApplicant}
            onChange={(event) => setEmailApplicant(event.target.checked)}
            className="mt-0.5 size-4 accent-primary"
          />
          <Label htmlFor={ids.email} className="leading-snug">
            {messages.statusForm.emailApplicant}
            <span className="block text-xs font-normal text-muted-foreground">
              {messages.statusForm.emailApplicantHint(status === 'offer')}
            </span>
          </Label>
        </div>
      )}
      <Button type="submit" size="sm" disabled={save.isPending || status === current}>
        {save.isPending ? messages.saving : messages.statusForm.save}
      </Button>
    </form>
  );
}
