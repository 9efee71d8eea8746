import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/auth-card';
import { ApplicationStatusCard } from '@/features/applicant/application-status-card';
import { useApplicantMessages } from '@/features/applicant/applicant.messages';
import { DraftCard } from '@/features/applicant/draft-card';
import { LettersList } from '@/features/applicant/letters-list';
import { Isolated } from '@/components/ui/isolated';
import { RequestLinkForm } from '@/features/applicant/request-link-form';
import { SignOutEverywhere } from '@/features/applicant/sign-out-everywhere';
import { notify } from '@/lib/notify';
import { trpc } from '@/lib/trpc-react';
import { localizedPath } from '@domain/locale';

/**
 * /applicant (and /ar/applicant, the same screens in Arabic): the applicant's own space once
 * signed in by an e-mailed link; the way to ask for one before. Links stay in its language.
 */
export default function ApplicantPage() {
  const messages = useApplicantMessages();
  const applyPath = localizedPath('/apply', useLocale());
  const me = trpc.applicant.me.useQuery();
  if (me.isPending) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-muted-foreground">
        {messages.loading}
      </p>
    );
  }
  if (!me.data) {
    return (
      <AuthCard title={messages.signIn.title} subtitle={messages.signIn.subtitle}>
        <RequestLinkForm />
        <p className="mt-6 text-center text-sm">
          {messages.signIn.noApplicationYet}{' '}
          <a href={applyPath} className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.signIn.applyLink}
          </a>
        </p>
      </AuthCard>
    );
  }
  return <ApplicantSpace email={me.data.email} applyPath={applyPath} />;
}

function ApplicantSpace({ email, applyPath }: { email: string; applyPath: string }) {
  const messages = useApplicantMessages();
  const utils = trpc.useUtils();
  const applications = trpc.applicant.applications.useQuery();
  const signOut = trpc.applicant.signOut.useMutation({
    onSuccess: async () => {
      void notify('success', messages.space.signedOut);
      await utils.applicant.invalidate();
    },
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{messages.space.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            <Isolated message={messages.space.signedInAs} value={email} email />
          </p>
        </div>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? messages.space.signingOut : messages.space.signOut}
        </Button>
      </div>
      <div className="mt-8 space-y-6">
        <DraftCard />
        <LettersList />
        {applications.isPending && <p role="status">{messages.loading}</p>}
        {applications.isError && (
          <div role="alert" className="space-y-3">
            <p>{messages.space.loadFailed}</p>
            <Button variant="outline" onClick={() => void applications.refetch()}>
              {messages.space.retry}
            </Button>
          </div>
        )}
        {applications.data?.length === 0 && (
          <p>
            {messages.space.none}{' '}
            <a href={applyPath} className="font-medium text-primary underline-offset-4 hover:underline">
              {messages.space.applyLink}
            </a>
          </p>
        )}
        {applications.data?.map((application) => (
          <ApplicationStatusCard key={application.id} application={application} />
        ))}
      </div>
      <SignOutEverywhere />
    </div>
  );
}
