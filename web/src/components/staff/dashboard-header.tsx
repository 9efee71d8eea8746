import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChangePasswordDialog } from './change-password-dialog';
import { useLogout } from '@/lib/use-logout';
import { staffMessages } from './staff.messages';

const m = staffMessages.header;

export function DashboardHeader({ email, title, children }: { email: string; title: string; children?: ReactNode }) {
  const { logout, loggingOut } = useLogout();
  return (
    <header className="flex flex-col gap-4 border-b pb-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{title}</h1>
        <p className="mt-1 truncate text-sm text-muted-foreground">
          {m.signedInAs} <span className="font-medium text-foreground">{email}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <ChangePasswordDialog />
        <Button type="button" variant="outline" onClick={logout} disabled={loggingOut}>
          <LogOut aria-hidden="true" />
          {loggingOut ? m.loggingOut : m.logout}
        </Button>
      </div>
    </header>
  );
}
