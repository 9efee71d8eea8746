import { MailPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { formatDate } from '@/lib/format-date';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@domain/staff-roles';
import { errorMessage } from '@/lib/trpc-error';
import { dashboardMessages as messages } from './dashboard.messages';
const m = messages.invitations;

/**
 * Invite a colleague by e-mail with the role they will have (admin, editor, or staff with neither);
 * pending invitations can be re-sent or revoked.
 */
export function InvitationsSection() {
  const ids = { email: useId(), role: useId() };
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const utils = trpc.useUtils();
  const invitations = trpc.admin.team.invitations.list.useQuery();
  const refresh = () => void utils.admin.team.invitations.list.invalidate();
  const failed = (error: unknown) => void notify('error', errorMessage(error, messages.changeNotSaved));
  const create = trpc.admin.team.invitations.create.useMutation({ onError: failed });
  const resend = trpc.admin.team.invitations.resend.useMutation({
    onSuccess: () => {
      void notify('success', m.resent);
      refresh();
    },
    onError: failed,
  });
  const revoke = trpc.admin.team.invitations.revoke.useMutation({
    onSuccess: () => {
      void notify('success', m.revoked);
      refresh();
    },
    onError: failed,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await create.mutateAsync({ email, role }).then(
      () => {
        void notify('success', m.sent(email.trim()));
        setEmail('');
        setRole('staff');
        refresh();
      },
      () => undefined,
    );
  };

  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        {m.title}
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-2">
          <Label htmlFor={ids.email}>{m.emailLabel}</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.role}>{m.roleLabel}</Label>
          <NativeSelect id={ids.role} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {m.roleChoice(choice)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={create.isPending}>
          <MailPlus className="size-4" aria-hidden="true" />
          {create.isPending ? messages.sending : m.send}
        </Button>
      </form>
      <h3 className="text-base font-semibold">{m.pending}</h3>
      {invitations.isPending ? (
        <p className="text-sm text-muted-foreground">{messages.loading}</p>
      ) : invitations.isError ? (
        <p className="text-sm text-muted-foreground">{m.loadFailed}</p>
      ) : invitations.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" data-testid="invitations">
          {invitations.data.map((invitation) => {
            // Expired as of when the list was fetched: rendering stays pure, and a refetch brings it up to date.
            const expired =
              invitation.expiresAt !== null && new Date(invitation.expiresAt).getTime() < invitations.dataUpdatedAt;
            return (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {STAFF_ROLE_LABELS[invitation.role]} · {m.invited(formatDate(invitation.createdAt))} ·{' '}
                    {invitation.expiresAt === null
                      ? m.sendingLink
                      : expired
                        ? m.linkExpired
                        : m.linkValidUntil(formatDate(invitation.expiresAt))}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={resend.isPending}
                    aria-label={m.resendLabel(invitation.email)}
                    onClick={() => resend.mutate({ id: invitation.id })}
                  >
                    {m.resend}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending}
                    aria-label={m.revokeLabel(invitation.email)}
                    onClick={() => revoke.mutate({ id: invitation.id })}
                  >
                    {m.revoke}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
