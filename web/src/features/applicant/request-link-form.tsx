import { useLocale } from '@/lib/locale';
import { AddressRequestForm } from '@/components/forms/address-request-form';
import { trpc } from '@/lib/trpc-react';
import { useApplicantMessages } from './applicant.messages';
import { applicantErrorMessage, genericFailure } from './applicant-errors';

/**
 * Asks for a sign-in link; the answer is the same whether or not the address applied. The
 * link, and the e-mail that carries it, are in the language of the page it was asked from, and
 * the server's refusal is said in that language.
 */
export function RequestLinkForm() {
  const locale = useLocale();
  const messages = useApplicantMessages().signIn;
  const request = trpc.applicant.requestLink.useMutation();
  return (
    <AddressRequestForm
      label={messages.emailLabel}
      submit={messages.submit}
      sending={messages.sending}
      done={messages.done}
      send={(email) => request.mutateAsync({ email, language: locale })}
      describeError={(error) => applicantErrorMessage(error, genericFailure(locale), locale)}
    />
  );
}
