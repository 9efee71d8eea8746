import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '@/lib/locale';
import { AuthCard } from '@/features/auth/auth-card';
import { useApplicantMessages } from '@/features/applicant/applicant.messages';
import { applicantErrorMessage, genericFailure } from '@/features/applicant/applicant-errors';
import { trpc } from '@/lib/trpc-react';
import { applicantSpacePath, resumeDraftPath, SIGN_IN_TO_DRAFT_PARAM } from '@domain/applicant-paths';

/**
 * /applicant/sign-in?token=…: spends the e-mailed link with a POST from this page, so a mail
 * scanner that only fetches the link does not use it up (decision 112), then opens the space, or
 * the saved application for a link sent by "save and finish later" (decision 115). A link to
 * /ar/applicant/sign-in opens both in Arabic.
 */
export default function ApplicantSignInPage() {
  const locale = useLocale();
  const messages = useApplicantMessages().link;
  const spacePath = applicantSpacePath(locale);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A "save and finish later" link goes on to the draft, when there still is one.
  const resume = params.get(SIGN_IN_TO_DRAFT_PARAM) === '1';
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const signIn = trpc.applicant.signIn.useMutation();
  const [failure, setFailure] = useState<string | null>(token ? null : messages.missing);
  // The link works once: React's development double effect must not spend it twice.
  const spent = useRef(false);

  useEffect(() => {
    if (!token || spent.current) return;
    spent.current = true;
    signIn
      .mutateAsync({ token })
      .then(async () => {
        await utils.applicant.invalidate();
        // The form is a prerendered page, not one of this app's screens: a page load, replacing this one.
        if (resume && (await utils.applicant.draft.fetch())) return window.location.replace(resumeDraftPath(locale));
        await navigate(spacePath, { replace: true });
      })
      .catch((error: unknown) => setFailure(applicantErrorMessage(error, genericFailure(locale), locale)));
  }, [token, resume, signIn, utils, navigate, locale, spacePath]);

  return (
    <AuthCard title={messages.title}>
      {failure ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-sm">
            {failure}
          </p>
          <Link to={spacePath} className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.askAgain}
          </Link>
        </div>
      ) : (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {messages.working}
        </p>
      )}
    </AuthCard>
  );
}
