import { useId } from 'react';
import { schoolDateLabel } from '@domain/intakes';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { errorMessage, trpcErrorCode } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { DetailFields, DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.enrolment;
const words = messages.arrival;

/** The flight, landing, pick-up and accommodation the enrolled applicant gave (decision 139). */
export function ArrivalFields({ arrival }: { arrival: NonNullable<ApplicationDetailData['arrival']> }) {
  return (
    <DetailFields
      fields={[
        [words.flight, <span dir="ltr">{arrival.flightNumber}</span>],
        [words.lands, words.landsAt(schoolDateLabel(arrival.arrivalDate, 'en'), arrival.arrivalTime)],
        [words.pickUp, arrival.pickUp ? words.pickUpWanted.yes : words.pickUpWanted.no],
        [words.accommodation, words.accommodations[arrival.accommodation]],
      ]}
    />
  );
}

/**
 * Enrolment (decision 139): the Enrol action, with what it still waits for when it cannot be taken;
 * once enrolled, who enrolled the applicant and when, and the arrival they gave.
 */
export function EnrolmentSection({
  application: a,
  onChanged,
}: {
  application: ApplicationDetailData;
  onChanged: () => void;
}) {
  const unmetId = useId();
  const enrol = trpc.admin.applications.enrol.useMutation({
    onSuccess: () => {
      void notify('success', m.enrolled);
      onChanged();
    },
    onError: (error) => {
      void notify('error', errorMessage(error, m.notEnrolled));
      if (trpcErrorCode(error) === 'CONFLICT') onChanged();
    },
  });
  if (a.status !== 'enrolled' && !a.offer) return null;
  const { enrolment, arrival } = a;
  return (
    <DetailSection title={m.title}>
      <div className="space-y-3 text-sm" data-testid="enrolment-section">
        {a.status === 'enrolled' ? (
          <>
            <p className="font-medium">
              {m.enrolledOn(enrolment.enrolledAt ? formatDateTime(enrolment.enrolledAt) : '', enrolment.enrolledBy)}
            </p>
            <h4 className="font-medium">{m.arrivalLabel}</h4>
            {arrival ? <ArrivalFields arrival={arrival} /> : <p className="text-muted-foreground">{m.noArrival}</p>}
          </>
        ) : (
          <>
            {enrolment.unmet.length > 0 ? (
              <div id={unmetId}>
                <p className="font-medium">{m.waitsFor}</p>
                <ul className="mt-1 list-disc space-y-1 ps-5" data-testid="enrolment-unmet">
                  {enrolment.unmet.map((item) => (
                    <li key={item.requirement}>{item.message}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p id={unmetId}>{m.ready}</p>
            )}
            <Button
              type="button"
              size="sm"
              disabled={enrolment.unmet.length > 0 || enrol.isPending || enrol.isSuccess}
              aria-describedby={unmetId}
              onClick={() => enrol.mutate({ id: a.id })}
            >
              {enrol.isPending ? m.enrolling : m.enrol}
            </Button>
          </>
        )}
      </div>
    </DetailSection>
  );
}
