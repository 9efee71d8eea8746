import { Navigate, useLocation } from 'react-router';
import type { ComponentType } from 'react';
import { ContentPanel, type RenderPreview } from '@/features/content/content-panel';
import { ContentWorkspace } from '@/features/content/content-workspace';
import { StaleWarnings } from '@/features/content/stale-warnings';
import { LocaleProvider } from '@/lib/locale';
import { SiteContentPreview } from '@/lib/site-content';
import type { ContentKind } from '@domain/site-content';
import InternationalFeesPage from './international-fees-page';
import NewsPage from './news-page';
import SummerSchoolPage from './summer-school-page';
import TermDatesPage from './term-dates-page';
import { AwaitingAccess } from '@/features/dashboard/awaiting-access';
import { Dashboard } from '@/features/dashboard/dashboard';
import { dashboardMessages } from '@/features/dashboard/dashboard.messages';
import { VisitsAndInterviewsPanel } from '@/features/calendar/visits-and-interviews-panel';
import { LetterTemplatesPanel } from '@/features/letters/letter-templates-panel';
import { SecurityPanel } from '@/features/security/security-panel';
import { TwoFactorChallenge } from '@/features/security/two-factor-challenge';
import { TwoFactorRequired } from '@/features/security/two-factor-required';
import { trpc } from '@/lib/trpc-react';

/** The public page that shows each kind of content, for the editors' preview. */
const previewPages: Record<ContentKind, ComponentType> = {
  term_dates: TermDatesPage,
  summer_school: SummerSchoolPage,
  fees: InternationalFeesPage,
  news: NewsPage,
};

/** The page as it will look once published: the public page's own component, given the draft. */
const renderPreview: RenderPreview = (kind, body, locale) => {
  const Page: ComponentType = previewPages[kind as ContentKind];
  return (
    <LocaleProvider locale={locale}>
      <SiteContentPreview kind={kind} body={body}>
        <Page />
      </SiteContentPreview>
    </LocaleProvider>
  );
};

/**
 * /admin (docs/spec.md §2.6): no session goes to /auth remembering /admin; a session that still owes
 * its two-factor code is asked for it; a signed-in account without the admin role sees only
 * "awaiting access"; an editor sees only the site's content screens (decision 131); an admin who must
 * enrol in two-factor does so; an admin gets the dashboard, with the content screens in a tab.
 * Features stand alone, so this page hands the security panel to the screens that show it.
 */
export default function AdminPage() {
  const location = useLocation();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });

  if (me.isPending) return <p className="py-16 text-center text-muted-foreground">{dashboardMessages.loading}</p>;
  if (me.isError) {
    return (
      <p role="alert" className="py-16 text-center text-muted-foreground">
        {dashboardMessages.loadFailed}
      </p>
    );
  }
  if (!me.data) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (me.data.twoFactor.pending) return <TwoFactorChallenge email={me.data.email} />;
  const contentPanel = <ContentPanel renderPreview={renderPreview} />;
  if (!me.data.isAdmin && me.data.canEditContent)
    return (
      <ContentWorkspace
        email={me.data.email}
        warnings={<StaleWarnings />}
        contentPanel={contentPanel}
        securityPanel={<SecurityPanel />}
      />
    );
  if (!me.data.isAdmin) return <AwaitingAccess email={me.data.email} securityPanel={<SecurityPanel />} />;
  if (me.data.twoFactor.enrolmentRequired) return <TwoFactorRequired email={me.data.email} />;
  return (
    <Dashboard
      user={me.data}
      lettersPanel={<LetterTemplatesPanel />}
      warnings={<StaleWarnings />}
      contentPanel={contentPanel}
      securityPanel={<SecurityPanel />}
      calendarPanel={(openApplication) => <VisitsAndInterviewsPanel onOpenApplication={openApplication} />}
    />
  );
}
