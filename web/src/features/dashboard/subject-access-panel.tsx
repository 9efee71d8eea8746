import { Download, Search, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { SUBJECT_ARCHIVE_PATH } from '@domain/staff-paths';
import { downloadFile } from './download-csv';
import type { SubjectCounts } from '@domain/subject-counts';
import type { AdminOutputs } from './format';
import { errorMessage } from '@/lib/trpc-error';
import { dashboardMessages as messages } from './dashboard.messages';

type Lookup = AdminOutputs['privacy']['lookup'];
interface SubjectExport {
  subject: string;
  summary: SubjectCounts & { auditEntries: number; text: string };
  applications: Array<{ id: string; first_name: string; last_name: string; programme: string; status: string }>;
  contactMessages: Array<{ id: string; message: string }>;
  emails: Array<{ id: string; kind: string; status: string }>;
  staffAccount: { id: string; email: string } | null;
}

const m = messages.subjectAccess;
const ROWS = Object.entries(m.rows) as Array<[keyof SubjectExport['summary'] & keyof typeof m.rows, string]>;

/** Subject access and erasure requests: find everything held about an address, download it, or erase it. */
export function SubjectAccessPanel() {
  const utils = trpc.useUtils();
  const id = useId();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Lookup | null>(null);
  const find = trpc.admin.privacy.lookup.useMutation();
  const [confirmation, setConfirmation] = useState('');
  const erase = trpc.admin.privacy.erase.useMutation({
    onSuccess: () => {
      void notify('success', m.erased);
      setFound(null);
      setConfirmation('');
      void utils.admin.counts.invalidate();
      void utils.admin.applications.list.invalidate();
      void utils.admin.contacts.list.invalidate();
    },
    onError: (error) => void notify('error', errorMessage(error, m.eraseFailed)),
  });

  const [zipping, setZipping] = useState(false);
  // A POST (the address stays out of URLs and logs); the server streams the zip and audits it.
  const downloadZip = async (subject: string) => {
    setZipping(true);
    try {
      const response = await fetch(SUBJECT_ARCHIVE_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: subject }),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      downloadFile(found!.filename.replace(/\.json$/, '.zip'), await response.blob(), 'application/zip');
    } catch {
      void notify('error', m.zipFailed);
    } finally {
      setZipping(false);
    }
  };

  const lookup = async (event: FormEvent) => {
    event.preventDefault();
    setConfirmation('');
    try {
      // Each look-up is recorded in the audit log, so it runs only when asked, never in the background.
      setFound(await find.mutateAsync({ email }));
    } catch (error) {
      setFound(null);
      void notify('error', errorMessage(error, m.searchFailed));
    }
  };

  const data = found?.export as SubjectExport | undefined;
  const held = data
    ? ROWS.reduce((sum, [key]) => sum + (key === 'auditEntries' ? 0 : Number(data.summary[key])), 0)
    : 0;

  return (
    <div className="space-y-6" data-testid="subject-access">
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <form onSubmit={(event) => void lookup(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-2">
          <Label htmlFor={`${id}-email`}>{m.emailLabel}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={find.isPending}>
          <Search aria-hidden="true" />
          {find.isPending ? m.searching : m.find}
        </Button>
      </form>

      {data && found && (
        <section aria-labelledby={`${id}-result`} className="space-y-4 rounded-xl border bg-card p-4 sm:p-6">
          <h2 id={`${id}-result`} className="text-lg font-semibold">
            {m.heldAbout(data.subject)}
          </h2>
          <p>{data.summary.text}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {ROWS.map(([key, label]) => (
              <div key={key} className="rounded-md bg-muted p-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{Number(data.summary[key])}</dd>
              </div>
            ))}
          </dl>
          {data.applications.length > 0 && (
            <ul className="list-disc ps-6 text-sm">
              {data.applications.map((row) => (
                <li key={row.id}>{m.application(row.first_name, row.last_name, row.programme, row.status)}</li>
              ))}
            </ul>
          )}
          {data.contactMessages.length > 0 && (
            <ul className="list-disc ps-6 text-sm">
              {data.contactMessages.map((row) => (
                <li key={row.id}>
                  {m.contactMessage(row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message)}
                </li>
              ))}
            </ul>
          )}
          {data.staffAccount && <p className="text-sm">{m.staffAccount(data.staffAccount.email)}</p>}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => downloadFile(found.filename, JSON.stringify(data, null, 2), 'application/json')}
            >
              <Download aria-hidden="true" />
              {m.download}
            </Button>
            <Button type="button" variant="outline" disabled={zipping} onClick={() => void downloadZip(data.subject)}>
              <Download aria-hidden="true" />
              {zipping ? m.zipping : m.downloadZip}
            </Button>
          </div>

          {held > 0 && (
            <form
              className="space-y-3 border-t pt-4"
              onSubmit={(event) => {
                event.preventDefault();
                erase.mutate({ email: data.subject, confirmEmail: confirmation });
              }}
            >
              <h3 className="font-semibold text-destructive">{m.eraseTitle}</h3>
              <p className="text-sm text-muted-foreground">{m.eraseWarning}</p>
              <div className="space-y-2">
                <Label htmlFor={`${id}-confirm`}>{m.confirmLabel}</Label>
                <Input
                  id={`${id}-confirm`}
                  type="email"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                  autoComplete="off"
                />
              </div>
              <Button
                type="submit"
                variant="destructive"
                disabled={erase.isPending || confirmation.trim().toLowerCase() !== data.subject}
              >
                <Trash2 aria-hidden="true" />
                {erase.isPending ? m.erasing : m.erase}
              </Button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
