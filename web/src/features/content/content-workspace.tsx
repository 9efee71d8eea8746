import type { ReactNode } from 'react';
import { DashboardHeader } from '@/components/staff/dashboard-header';
import { contentMessages as messages } from './content.messages';

/**
 * What an editor sees at /admin (decision 131): the site's content screens and their own
 * security panel, never an applicant's data. Admins reach the same screens from the dashboard's
 * Content tab.
 */
export function ContentWorkspace({
  email,
  warnings,
  contentPanel,
  securityPanel,
}: {
  email: string;
  warnings: ReactNode;
  contentPanel: ReactNode;
  securityPanel: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DashboardHeader email={email} title={messages.workspaceTitle} />
      {warnings}
      <div className="mt-6">{contentPanel}</div>
      <section aria-labelledby="editor-security-heading" className="mt-10">
        <h2 id="editor-security-heading" className="mb-4 text-lg font-semibold">
          {messages.securityHeading}
        </h2>
        {securityPanel}
      </section>
    </div>
  );
}
