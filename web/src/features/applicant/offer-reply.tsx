import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { isSessionLoss } from '@/lib/trpc-error';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage } from './applicant-errors';

interface Props {
  /** The programme and start date as the screen's language names them. */
  application: {
    id: string;
    programme: string;
    startDate: string;
    reply: { needsGuardian: boolean; awaitingGuardian: string | null };
  };
}

const checkbox = 'mt-1 size-5 shrink-0 accent-primary';

/**
 * Accepting or declining an offer in the applicant's space (decision 135): the typed full name,
 * the ticked letter and terms, the visa answer and, for an applicant under 18 on the start date,
 * their parent's or guardian's name and address. Declining asks for an optional reason.
 */
export function OfferReply({ application }: Props) {
  const m = useApplicantMessages().offer;
  const locale = useLocale();
  const ids = {
    heading: useId(),
    name: useId(),
    read: useId(),
    visa: useId(),
    guardianName: useId(),
    guardianEmail: useId(),
    reason: useId(),
  };
  const [typedName, setTypedName] = useState('');
  const [readLetter, setReadLetter] = useState(false);
  const [needsVisa, setNeedsVisa] = useState<boolean | null>(null);
  const [guardianName, setGuardianName] = useState('');
  const [guardianEmail, setGuardianEmail] = useState('');
  const [problem, setProblem] = useState('');
  const [declineOpen, setDeclineOpen] = useState(false);
  const [reason, setReason] = useState('');
  const utils = trpc.useUtils();
  const onError = (error: unknown) => {
    const message = applicantErrorMessage(error, m.failed, locale);
    setProblem(message);
    if (isSessionLoss(error)) void utils.applicant.invalidate();
  };
  const accept = trpc.applicant.offer.accept.useMutation({
    onSuccess: (result) => {
      void notify('success', result.state === 'accepted' ? m.accepted : m.awaitingGuardian);
      void utils.applicant.applications.invalidate();
      void utils.applicant.letters.invalidate();
    },
    onError,
  });
  const decline = trpc.applicant.offer.decline.useMutation({
    onSuccess: () => {
      setDeclineOpen(false);
      void notify('success', m.declined);
      void utils.applicant.applications.invalidate();
    },
    onError: (error) => {
      setDeclineOpen(false);
      onError(error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    accept.mutate({
      applicationId: application.id,
      typedName,
      readLetter: readLetter as true,
      needsVisa: needsVisa as boolean,
      ...(application.reply.needsGuardian ? { guardian: { name: guardianName, email: guardianEmail } } : {}),
    });
  };

  return (
    <section aria-labelledby={ids.heading} className="mt-5 border-t pt-4">
      <h3 id={ids.heading} className="text-base font-semibold">
        {m.title}
      </h3>
      {application.reply.awaitingGuardian && (
        <p role="status" className="mt-2 rounded-lg bg-muted/50 p-3 text-sm">
          {m.waitingFor(application.reply.awaitingGuardian)}
        </p>
      )}
      <p className="mt-2 text-sm text-muted-foreground">{m.intro}</p>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={ids.name}>{m.nameLabel}</Label>
          <Input
            id={ids.name}
            name="typedName"
            autoComplete="name"
            maxLength={200}
            required
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
          />
        </div>
        <div className="flex items-start gap-3">
          <input
            id={ids.read}
            type="checkbox"
            className={checkbox}
            checked={readLetter}
            onChange={(event) => setReadLetter(event.target.checked)}
          />
          <Label htmlFor={ids.read} className="leading-snug">
            {m.readLabel}
          </Label>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{m.visaLegend}</legend>
          <div className="flex gap-6">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={ids.visa}
                  className="size-5 accent-primary"
                  checked={needsVisa === value}
                  onChange={() => setNeedsVisa(value)}
                />
                {value ? m.visaYes : m.visaNo}
              </label>
            ))}
          </div>
        </fieldset>
        {application.reply.needsGuardian && (
          <fieldset className="space-y-3 rounded-xl border p-4">
            <legend className="px-1 text-sm font-medium">{m.guardianLegend}</legend>
            <p className="text-sm text-muted-foreground">{m.guardianHint}</p>
            <div className="space-y-1.5">
              <Label htmlFor={ids.guardianName}>{m.guardianNameLabel}</Label>
              <Input
                id={ids.guardianName}
                maxLength={200}
                value={guardianName}
                onChange={(event) => setGuardianName(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.guardianEmail}>{m.guardianEmailLabel}</Label>
              <Input
                id={ids.guardianEmail}
                type="email"
                dir="ltr"
                autoComplete="off"
                maxLength={254}
                value={guardianEmail}
                onChange={(event) => setGuardianEmail(event.target.value)}
              />
            </div>
          </fieldset>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={accept.isPending} className="w-full sm:w-auto">
            {accept.isPending ? m.accepting : m.accept}
          </Button>
          <Dialog open={declineOpen} onOpenChange={(next) => !decline.isPending && setDeclineOpen(next)}>
            <DialogTrigger asChild>
              <Button type="button" variant="outline" className="w-full sm:w-auto">
                {m.declineOpen}
              </Button>
            </DialogTrigger>
            <DialogContent className="sm:max-w-md" closeLabel={m.close}>
              <div className="space-y-4 p-6">
                <DialogTitle>{m.declineTitle}</DialogTitle>
                <DialogDescription>{m.declineWhich(application.programme, application.startDate)}</DialogDescription>
                <div className="space-y-1.5">
                  <Label htmlFor={ids.reason}>{m.declineReasonLabel}</Label>
                  <Textarea
                    id={ids.reason}
                    maxLength={500}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
                  <DialogClose asChild>
                    <Button type="button" variant="outline" disabled={decline.isPending}>
                      {m.declineCancel}
                    </Button>
                  </DialogClose>
                  <Button
                    type="button"
                    variant="destructive"
                    disabled={decline.isPending}
                    onClick={() =>
                      decline.mutate({ applicationId: application.id, ...(reason.trim() ? { reason } : {}) })
                    }
                  >
                    {decline.isPending ? m.declining : m.declineConfirm}
                  </Button>
                </div>
              </div>
            </DialogContent>
          </Dialog>
        </div>
      </form>
    </section>
  );
}
