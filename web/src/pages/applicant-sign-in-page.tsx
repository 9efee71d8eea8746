import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '@/lib/locale';
import { Button } from '@/components/ui/button';
import { Isolated } from '@/components/ui/isolated';
import { AuthCard } from '@/features/auth/auth-card';
import { useApplicantMessages } from '@/features/applicant/applicant.messages';
import { applicantErrorMessage, genericFailure } from '@/features/applicant/applicant-errors';
import { trpc } from '@/lib/trpc-react';
import {
  applicantSpacePath,
  resumeDraftPath,
  SIGN_IN_TO_DRAFT_PARAM,
  SIGN_IN_TOKEN_PARAM,
} from '@domain/applicant-paths';

/** The link's token: in the fragment, or in the query string of a link e-mailed before it moved there. */
function tokenInAddress(): string {
  const url = new URL(window.location.href);
  return (
    new URLSearchParams(url.hash.slice(1)).get(SIGN_IN_TOKEN_PARAM) ?? url.searchParams.get(SIGN_IN_TOKEN_PARAM) ?? ''
  );
}

/** Takes the token out of the address bar and this history entry, so it is neither seen, kept nor sent on. */
function removeTokenFromAddress(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SIGN_IN_TOKEN_PARAM);
  url.hash = '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}

type LinkState =
  | { kind: 'checking' }
  | { kind: 'valid'; address: string }
  | { kind: 'signing-in'; address: string }
  | { kind: 'expired'; address: string }
  | { kind: 'renewing'; address: string }
  | { kind: 'renewed'; address: string }
  | { kind: 'unknown' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/**
 * /applicant/sign-in#token=…: opening the link signs nobody in (decision 112). The page takes the
 * token out of the address bar, then shows the address it is for, masked, and a "Continue" that
 * spends it with a POST; a forwarded or scanned link therefore opens nobody's space by itself. An
 * expired link's page sends a new link to the same address with one tap. After "Continue" it opens
 * the space, or the saved application for a link sent by "save and finish later" (decision 115).
 * A link to /ar/applicant/sign-in does all of it in Arabic.
 */
export default function ApplicantSignInPage() {
  const locale = useLocale();
  const messages = useApplicantMessages().link;
  const spacePath = applicantSpacePath(locale);
  // Read once: the address bar loses the token as soon as the page has it.
  const [token] = useState(tokenInAddress);
  const [resume] = useState(() => new URLSearchParams(window.location.search).get(SIGN_IN_TO_DRAFT_PARAM) === '1');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const describe = trpc.applicant.describeLink.useMutation();
  const signIn = trpc.applicant.signIn.useMutation();
  const renew = trpc.applicant.renewLink.useMutation();
  const [state, setState] = useState<LinkState>(token ? { kind: 'checking' } : { kind: 'missing' });
  // React's development double effect must not ask twice.
  const described = useRef(false);
  const failure = (error: unknown) => applicantErrorMessage(error, genericFailure(locale), locale);

  const check = () => {
    setState({ kind: 'checking' });
    describe
      .mutateAsync({ token })
      .then((link) =>
        setState(link.state === 'unknown' ? { kind: 'unknown' } : { kind: link.state, address: link.address }),
      )
      .catch(() => setState({ kind: 'failed', message: messages.failed }));
  };

  useEffect(() => {
    if (!token || described.current) return;
    described.current = true;
    removeTokenFromAddress();
    check();
    // Once, with the token the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // Another link opened in this same tab changes only the fragment, which loads no page: start afresh with it.
  useEffect(() => {
    const onHashChange = () => {
      if (tokenInAddress()) window.location.reload();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const proceed = async (address: string) => {
    setState({ kind: 'signing-in', address });
    try {
      await signIn.mutateAsync({ token });
    } catch (error) {
      return setState({ kind: 'failed', message: failure(error) });
    }
    await utils.applicant.invalidate();
    // The form is a prerendered page, not one of this app's screens: a page load, replacing this one.
    if (resume && (await utils.applicant.draft.fetch().catch(() => null)))
      return window.location.replace(resumeDraftPath(locale));
    await navigate(spacePath, { replace: true });
  };

  const sendNew = async (address: string) => {
    setState({ kind: 'renewing', address });
    try {
      await renew.mutateAsync({ token, language: locale });
      setState({ kind: 'renewed', address });
    } catch (error) {
      setState({ kind: 'failed', message: failure(error) });
    }
  };

  const askAgain = (
    <Link to={spacePath} className="font-medium text-primary underline-offset-4 hover:underline">
      {messages.askAgain}
    </Link>
  );

  return (
    <AuthCard title={messages.title}>
      <div className="space-y-4 text-center">
        {state.kind === 'checking' && (
          <p role="status" className="text-sm text-muted-foreground">
            {messages.working}
          </p>
        )}
        {(state.kind === 'valid' || state.kind === 'signing-in') && (
          <>
            <p className="text-sm">
              <Isolated message={messages.linkFor} value={state.address} email />
            </p>
            <Button
              className="w-full"
              onClick={() => void proceed(state.address)}
              disabled={state.kind === 'signing-in'}
            >
              {state.kind === 'signing-in' ? messages.continuing : messages.continue}
            </Button>
            <p className="text-xs text-muted-foreground">{messages.notYours}</p>
          </>
        )}
        {(state.kind === 'expired' || state.kind === 'renewing') && (
          <>
            <p role="alert" className="text-sm">
              <Isolated message={messages.expired} value={state.address} email />
            </p>
            <Button className="w-full" onClick={() => void sendNew(state.address)} disabled={state.kind === 'renewing'}>
              {state.kind === 'renewing' ? messages.sendingNew : messages.sendNew}
            </Button>
          </>
        )}
        {state.kind === 'renewed' && (
          <p role="status" className="text-sm">
            <Isolated message={messages.newSent} value={state.address} email />
          </p>
        )}
        {(state.kind === 'unknown' || state.kind === 'missing') && (
          <>
            <p role="alert" className="text-sm">
              {state.kind === 'unknown' ? messages.unknown : messages.missing}
            </p>
            {askAgain}
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <p role="alert" className="text-sm">
              {state.message}
            </p>
            {describe.isError ? (
              <Button variant="outline" onClick={check}>
                {messages.tryAgain}
              </Button>
            ) : (
              askAgain
            )}
          </>
        )}
      </div>
    </AuthCard>
  );
}
