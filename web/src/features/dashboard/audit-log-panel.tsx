import { TableScroll } from '@/components/ui/table-scroll';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { trpc } from '@/lib/trpc-react';
import { formatDateTime } from '@/lib/format-date';
import { AUDIT_ACTIONS, type AuditAction } from '@domain/audit-actions';
import { dashboardMessages as messages } from './dashboard.messages';

const m = messages.audit;

/** Who did what to which record and when: filtered by staff member, action and dates, newest first. */
export function AuditLogPanel() {
  const id = useId();
  const [actorId, setActorId] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const team = trpc.admin.team.list.useQuery();
  const filters = { actorId: actorId || null, action: action || null, from: from || null, to: to || null };
  const entries = trpc.admin.privacy.auditLog.useInfiniteQuery(filters, {
    getNextPageParam: (page) => page.nextCursor,
  });
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-4" data-testid="audit-log">
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="space-y-2">
          <Label htmlFor={`${id}-actor`}>{m.staffMember}</Label>
          <NativeSelect id={`${id}-actor`} value={actorId} onChange={(event) => setActorId(event.target.value)}>
            <option value="">{m.everyone}</option>
            {team.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-action`}>{m.action}</Label>
          <NativeSelect
            id={`${id}-action`}
            value={action}
            onChange={(event) => setAction(event.target.value as AuditAction | '')}
          >
            <option value="">{m.allActions}</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-from`}>{m.from}</Label>
          <Input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-to`}>{m.to}</Label>
          <Input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>

      {entries.isPending ? (
        <p className="py-8 text-center text-muted-foreground">{messages.loading}</p>
      ) : entries.isError ? (
        <p className="py-8 text-center text-muted-foreground">{m.loadFailed}</p>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{m.none}</p>
      ) : (
        <TableScroll label={m.caption}>
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{m.caption}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-3">
                  {m.columns.when}
                </th>
                <th scope="col" className="p-3">
                  {m.columns.who}
                </th>
                <th scope="col" className="p-3">
                  {m.columns.action}
                </th>
                <th scope="col" className="p-3">
                  {m.columns.record}
                </th>
                <th scope="col" className="p-3">
                  {m.columns.details}
                </th>
                <th scope="col" className="p-3">
                  {m.columns.ip}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id} className="border-b align-top last:border-0">
                  <td className="whitespace-nowrap p-3">{formatDateTime(entry.at)}</td>
                  <td className="p-3">{entry.actorLabel}</td>
                  <td className="p-3 font-mono text-xs">{entry.action}</td>
                  <td className="break-all p-3 font-mono text-xs">
                    {entry.subjectType ? `${entry.subjectType} ${entry.subjectId ?? ''}` : ''}
                  </td>
                  <td className="break-all p-3 font-mono text-xs">
                    {Object.keys(entry.details).length ? JSON.stringify(entry.details) : ''}
                  </td>
                  <td className="p-3 font-mono text-xs">{entry.ip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {entries.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {entries.isFetchingNextPage ? messages.loading : messages.loadMore}
        </Button>
      )}
    </div>
  );
}
