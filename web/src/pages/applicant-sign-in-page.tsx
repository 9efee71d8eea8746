import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { applicantMessages } from '@/features/applicant/applicant.messages';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';
import { APPLICANT_SPACE_PATH, RESUME_DRAFT_PATH, SIGN_IN_TO_DRAFT_PARAM } from '@domain/applicant-paths';

const messages = applicantMessages.link;

/**
 * /applicant/sign-in?token=…: spends the e-mailed link with a POST from this page, so a mail
 * scanner that only fetches the link does not use it up (decision 112), then opens the space, or
 * the saved application for a link sent by "save and finish later" (decision 115).
 */
export default function ApplicantSignInPage() {
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
        if (resume && (await utils.applicant.draft.fetch())) return window.location.replace(RESUME_DRAFT_PATH);
        await navigate(APPLICANT_SPACE_PATH, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [token, resume, signIn, utils, navigate]);

  return (
    <AuthCard title={messages.title}>
      {failure ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-sm">
            {failure}
          </p>
          <Link to={APPLICANT_SPACE_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
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
