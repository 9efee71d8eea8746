import { useEffect, useState } from 'react';
import { useLocale } from '@/lib/locale';
import { AddressRequestForm } from '@/components/forms/address-request-form';
import { trpc } from '@/lib/trpc-react';
import { SIGN_IN_EMAIL_PARAM } from '@domain/applicant-paths';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage, genericFailure } from './applicant-errors';

/** The address a link to the space carried in its fragment (the acknowledgement e-mail's: `#email=…`). */
function addressInFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get(SIGN_IN_EMAIL_PARAM)?.trim() ?? '';
}

/**
 * Asks for a sign-in link; the answer is the same whether or not the address applied. The
 * link, and the e-mail that carries it, are in the language of the page it was asked from, and
 * the server's refusal is said in that language. Opened from the acknowledgement e-mail, it comes
 * filled in with the address applied from, which then leaves the address bar.
 */
export function RequestLinkForm() {
  const locale = useLocale();
  const messages = useApplicantMessages().signIn;
  const request = trpc.applicant.requestLink.useMutation();
  const [initialEmail] = useState(addressInFragment);
  useEffect(() => {
    if (!initialEmail) return;
    const url = new URL(window.location.href);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }, [initialEmail]);
  return (
    <AddressRequestForm
      label={messages.emailLabel}
      submit={messages.submit}
      sending={messages.sending}
      done={messages.done}
      initialEmail={initialEmail}
      send={(email) => request.mutateAsync({ email, language: locale })}
      describeError={(error) => applicantErrorMessage(error, genericFailure(locale), locale)}
    />
  );
}
