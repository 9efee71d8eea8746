import { useRef, useState } from 'react';
import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { isSessionLoss, trpcErrorCode } from '@/lib/trpc-error';
import { site } from '@domain/site';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage } from './applicant-errors';
import { Isolated } from '@/components/ui/isolated';

interface Props {
  /** The programme and start date as the screen's language names them. */
  application: { id: string; programme: string; startDate: string };
  /**
   * Where focus goes once the application is withdrawn (or found already closed): this button
   * leaves the card then, so focus cannot return to it.
   */
  focusAfterClosing: () => void;
}

/** "Withdraw this application", then a confirmation whose first choice, and first focus, keeps it. */
export function WithdrawApplication({ application, focusAfterClosing }: Props) {
  const m = useApplicantMessages().withdraw;
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Set when the dialog closes because the application is now closed: focus moves to its status.
  const closed = useRef(false);
  const utils = trpc.useUtils();
  const closeForGood = () => {
    closed.current = true;
    setOpen(false);
    void utils.applicant.applications.invalidate();
  };
  const withdraw = trpc.applicant.withdraw.useMutation({
    onSuccess: () => {
      closeForGood();
      void notify('success', m.done);
    },
    onError: (error) => {
      void notify('error', applicantErrorMessage(error, m.failed, locale));
      if (isSessionLoss(error)) void utils.applicant.invalidate();
      // Staff closed it meanwhile, or it is gone: the card catches up and the dialog has no purpose.
      else if (['CONFLICT', 'NOT_FOUND'].includes(trpcErrorCode(error) ?? '')) closeForGood();
    },
  });

  // The dialog stays open while the withdrawal is on its way, so its outcome is seen and focus lands once.
  const changeOpen = (next: boolean) => {
    if (!withdraw.isPending) setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="w-full sm:w-auto">
          {m.open}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="sm:max-w-md"
        closeLabel={m.close}
        onCloseAutoFocus={(event) => {
          if (!closed.current) return;
          event.preventDefault();
          focusAfterClosing();
        }}
      >
        <div className="space-y-4 p-6">
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-2">
              <p className="text-base text-foreground">{m.which(application.programme, application.startDate)}</p>
              <p>
                <Isolated message={m.cannotUndo} value={site.admissionsEmail} email />
              </p>
            </div>
          </DialogDescription>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={withdraw.isPending}>
                {m.cancel}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate({ applicationId: application.id })}
            >
              {withdraw.isPending ? m.withdrawing : m.confirm}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
