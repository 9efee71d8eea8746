import { staffMessages } from '@/components/staff/staff.messages';
import { flashNotice, notify } from '@/lib/notify';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';

/** Signs out, says so, and goes home (docs/spec.md §4). */
export function useLogout() {
  const signOut = trpc.auth.signOut.useMutation({
    onSettled: (_data, error) => {
      if (error) {
        void notify('error', errorMessage(error));
        return;
      }
      // The home page is a new document: the staff app, its query cache and nothing of the
      // session stay, and the notice travels with the tab.
      flashNotice('success', staffMessages.header.loggedOut);
      window.location.replace('/');
    },
  });
  return { logout: () => signOut.mutate(), loggingOut: signOut.isPending };
}
