import { AddressRequestForm } from '@/components/forms/address-request-form';
import { trpc } from '@/lib/trpc-react';
import { applicantMessages } from './applicant.messages';

const messages = applicantMessages.signIn;

/** Asks for a sign-in link; the answer is the same whether or not the address applied. */
export function RequestLinkForm() {
  const request = trpc.applicant.requestLink.useMutation();
  return (
    <AddressRequestForm
      label={messages.emailLabel}
      submit={messages.submit}
      sending={messages.sending}
      done={messages.done}
      send={(email) => request.mutateAsync({ email })}
    />
  );
}
