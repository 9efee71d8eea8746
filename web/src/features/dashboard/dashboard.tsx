import { keepPreviousData } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ButtonLink } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import type { ApplicationStatus } from '@domain/application-status';
import type { DocumentProgress } from '@domain/document-progress';
import { ApplicationCard } from './application-card';
import { ArrivalsPanel } from './arrivals-panel';
import { AuditLogPanel } from './audit-log-panel';
import { ApplicationDetail } from './application-detail';
import { ContactCard } from './contact-card';
import { ContactDetail } from './contact-detail';
import { dashboardMessages as messages } from './dashboard.messages';
import { DataProtectionPanel } from './data-protection-panel';
import { DashboardHeader } from '@/components/staff/dashboard-header';
import { exportCsvHref } from './export-link';
import type { SubmissionRef } from './format';
import { IntakesPanel } from './intakes-panel';
import { ListToolbar, type CasListFilter } from './list-toolbar';
import { isSessionLoss } from '@/lib/trpc-error';
import { SubjectAccessPanel } from './subject-access-panel';
import { SubmissionList } from './submission-list';
import { TeamPanel } from './team-panel';

const TABS = [
  'applications',
  'contacts',
  'intakes',
  'arrivals',
  'calendar',
  'letters',
  'content',
  'team',
  'privacy',
  'person',
  'audit',
  'security',
] as const;
type Tab = (typeof TABS)[number];

function TabCount({ total, fresh }: { total?: number; fresh?: number }) {
  return (
    <>
      <span
        data-testid="tab-total"
        className="rounded-full bg-secondary px-2 text-xs font-semibold text-secondary-foreground tabular-nums"
      >
        {total === undefined ? '…' : total.toLocaleString('en-GB')}
      </span>
      {fresh ? (
        <span className="rounded-full bg-accent px-2 text-xs font-bold text-accent-foreground">
          {messages.tabs.fresh(fresh.toLocaleString('en-GB'))}
        </span>
      ) : null}
    </>
  );
}

/**
 * docs/spec.md §2.6 and the admissions office's working screen. The Letters, Content and Security
 * tabs show the letters, content and security features' panels, which the page passes in (decision 102).
 */
export function Dashboard({
  user,
  lettersPanel,
  warnings,
  contentPanel,
  securityPanel,
  calendarPanel,
}: {
  user: { id: string; email: string };
  /** The letters feature's screen: the letters' and status e-mails' texts (decision 133). */
  lettersPanel: ReactNode;
  /** What is going out of date (the content feature's warnings), shown until someone deals with it. */
  warnings: ReactNode;
  /** The content feature's screens (decision 131): an admin may do everything an editor may. */
  contentPanel: ReactNode;
  securityPanel: ReactNode;
  /** The calendar feature's screen: slots, bookings and the staff member's feed; an interview opens its application here. */
  calendarPanel: (openApplication: (id: string) => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'applications';
  const [applicationSearch, setApplicationSearch] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [documents, setDocuments] = useState<DocumentProgress | ''>('');
  const [cas, setCas] = useState<CasListFilter | ''>('');
  const [contactSearch, setContactSearch] = useState('');
  const [open, setOpen] = useState<SubmissionRef | null>(null);

  const applicationFilters = {
    search: applicationSearch || null,
    status: status || null,
    documents: documents || null,
    cas: cas || null,
  };
  const contactFilters = { search: contactSearch || null };
  // Both lists load at once (docs/spec.md §7), whichever tab is showing.
  const counts = trpc.admin.counts.useQuery();
  // While a new search loads, the previous results stay on screen instead of flashing Loading...
  const applications = trpc.admin.applications.list.useInfiniteQuery(applicationFilters, {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
  const contacts = trpc.admin.contacts.list.useInfiniteQuery(contactFilters, {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

  const failure = applications.error ?? contacts.error ?? counts.error;
  // An event, not a synchronisation: it runs once per new failure, with the location of that moment.
  const onFailure = useEffectEvent((error: unknown) => {
    // The dashboard stays mounted while the next page loads: a sign-out must not bounce to /auth.
    if (!window.location.pathname.startsWith('/admin')) return;
    if (isSessionLoss(error)) {
      void utils.auth.me.invalidate();
      navigate('/auth', { replace: true, state: { from: location } });
    } else {
      void notify('error', messages.loadFailed, { id: 'dashboard-load-error' });
    }
  });
  useEffect(() => {
    if (failure) onFailure(failure);
  }, [failure]);

  const markOpened = trpc.admin.markOpened.useMutation({
    onSuccess: () => {
      void utils.admin.counts.invalidate();
      void utils.admin.applications.list.invalidate();
      void utils.admin.contacts.list.invalidate();
    },
  });

  const openSubmission = useCallback(
    (ref: SubmissionRef) => {
      setOpen(ref);
      markOpened.mutate(ref);
    },
    [markOpened],
  );

  const refreshLists = () => {
    void utils.admin.counts.invalidate();
    void utils.admin.applications.list.invalidate();
  };

  const searchApplications = useCallback((value: string) => setApplicationSearch(value), []);
  const searchContacts = useCallback((value: string) => setContactSearch(value), []);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DashboardHeader email={user.email} title={messages.title}>
        <ButtonLink variant="ghost" href="/admin/queues">
          <Activity aria-hidden="true" />
          {messages.emailQueue}
        </ButtonLink>
      </DashboardHeader>
      {warnings}

      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'applications' ? {} : { tab: value }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label={messages.tabs.label} className="flex w-full flex-wrap sm:inline-flex sm:w-auto">
          <TabsTrigger value="applications">
            {messages.tabs.applications}{' '}
            <TabCount total={counts.data?.applications.total} fresh={counts.data?.applications.new} />
          </TabsTrigger>
          <TabsTrigger value="contacts">
            {messages.tabs.contacts} <TabCount total={counts.data?.contacts.total} fresh={counts.data?.contacts.new} />
          </TabsTrigger>
          <TabsTrigger value="intakes">{messages.tabs.intakes}</TabsTrigger>
          <TabsTrigger value="arrivals">{messages.tabs.arrivals}</TabsTrigger>
          <TabsTrigger value="calendar">{messages.tabs.calendar}</TabsTrigger>
          <TabsTrigger value="letters">{messages.tabs.letters}</TabsTrigger>
          <TabsTrigger value="content">{messages.tabs.content}</TabsTrigger>
          <TabsTrigger value="team">{messages.tabs.team}</TabsTrigger>
          <TabsTrigger value="privacy">{messages.tabs.privacy}</TabsTrigger>
          <TabsTrigger value="person">{messages.tabs.person}</TabsTrigger>
          <TabsTrigger value="audit">{messages.tabs.audit}</TabsTrigger>
          <TabsTrigger value="security">{messages.tabs.security}</TabsTrigger>
        </TabsList>

        <TabsContent value="applications" className="space-y-5">
          <ListToolbar
            label={messages.lists.applications.searchLabel}
            onSearch={searchApplications}
            status={status}
            onStatus={setStatus}
            documents={documents}
            onDocuments={setDocuments}
            cas={cas}
            onCas={setCas}
            exportHref={exportCsvHref('applications', applicationFilters)}
          />
          <SubmissionList
            query={applications}
            label={messages.lists.applications.label}
            noun={messages.lists.applications.noun}
            empty={messages.lists.applications.empty}
            filtered={Boolean(applicationSearch || status || documents || cas)}
            render={(item) => (
              <ApplicationCard item={item} onOpen={() => openSubmission({ type: 'application', id: item.id })} />
            )}
          />
        </TabsContent>

        <TabsContent value="contacts" className="space-y-5">
          <ListToolbar
            label={messages.lists.contacts.searchLabel}
            onSearch={searchContacts}
            exportHref={exportCsvHref('contacts', contactFilters)}
          />
          <SubmissionList
            query={contacts}
            label={messages.lists.contacts.label}
            noun={messages.lists.contacts.noun}
            empty={messages.lists.contacts.empty}
            filtered={Boolean(contactSearch)}
            render={(item) => (
              <ContactCard item={item} onOpen={() => openSubmission({ type: 'contact', id: item.id })} />
            )}
          />
        </TabsContent>

        <TabsContent value="intakes">
          <IntakesPanel />
        </TabsContent>
        <TabsContent value="arrivals">
          <ArrivalsPanel />
        </TabsContent>
        <TabsContent value="calendar">{calendarPanel((id) => openSubmission({ type: 'application', id }))}</TabsContent>
        <TabsContent value="letters">{lettersPanel}</TabsContent>
        <TabsContent value="content">{contentPanel}</TabsContent>
        <TabsContent value="team">
          <TeamPanel selfId={user.id} />
        </TabsContent>
        <TabsContent value="privacy">
          <DataProtectionPanel onOpen={openSubmission} />
        </TabsContent>
        <TabsContent value="person">
          <SubjectAccessPanel />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogPanel />
        </TabsContent>
        <TabsContent value="security">{securityPanel}</TabsContent>
      </Tabs>

      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent>
          {open?.type === 'application' && (
            <ApplicationDetail key={open.id} id={open.id} onOpen={openSubmission} onChanged={refreshLists} />
          )}
          {open?.type === 'contact' && (
            <ContactDetail key={open.id} id={open.id} onOpen={openSubmission} onChanged={refreshLists} />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
