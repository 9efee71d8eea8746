import { formatDateTime } from '@/lib/format-date';
import { DetailSection } from './detail-section';
import type { ApplicationDetailData } from './format';

/** Staff words for the acceptance (the dashboard is English only). */
const m = {
  title: 'Acceptance',
  counted: 'The acceptance counts.',
  waiting: 'Waiting for the parent or guardian to confirm.',
  signedBy: 'Typed name',
  acceptedAt: 'Accepted',
  from: 'IP address and browser',
  letter: 'Offer letter SHA-256',
  visa: 'Needs a UK Student visa',
  guardian: 'Parent or guardian',
  guardianSigned: 'Guardian’s typed name',
  guardianAt: 'Guardian confirmed',
  guardianFrom: 'Guardian’s IP address and browser',
  yes: 'Yes',
  no: 'No',
  notGiven: 'Not recorded',
} as const;

/** Who signed the application's acceptance, when, from where, and which letter (decision 135). */
export function AcceptanceSection({ acceptance }: { acceptance: ApplicationDetailData['acceptance'] }) {
  if (!acceptance) return null;
  const guardian = acceptance.guardian;
  const rows: Array<[string, string]> = [
    [m.signedBy, acceptance.typedName],
    [m.acceptedAt, formatDateTime(acceptance.acceptedAt)],
    [m.from, [acceptance.ip, acceptance.userAgent].filter(Boolean).join(' · ') || m.notGiven],
    [m.letter, acceptance.letterSha256],
    [m.visa, acceptance.needsVisa === null ? m.notGiven : acceptance.needsVisa ? m.yes : m.no],
  ];
  if (guardian) {
    rows.push([m.guardian, [guardian.name, guardian.email].filter(Boolean).join(' · ')]);
    if (guardian.typedName) rows.push([m.guardianSigned, guardian.typedName]);
    if (guardian.confirmedAt) rows.push([m.guardianAt, formatDateTime(guardian.confirmedAt)]);
    if (guardian.confirmedAt)
      rows.push([m.guardianFrom, [guardian.ip, guardian.userAgent].filter(Boolean).join(' · ') || m.notGiven]);
  }
  return (
    <DetailSection title={m.title}>
      <div className="space-y-3 text-sm" data-testid="acceptance-section">
        <p className="font-medium">{acceptance.countedAt ? m.counted : m.waiting}</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </DetailSection>
  );
}
