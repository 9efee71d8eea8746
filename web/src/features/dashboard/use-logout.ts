import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { refreshSignedInUser } from '@/lib/signed-in-user';
import { errorMessage } from '@/lib/trpc-error';
import { trpc } from '@/lib/trpc-react';

/** Signs out, says so, and goes home (docs/spec.md §4). */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = trpc.auth.signOut.useMutation({
    onSettled: async (_data, error) => {
      if (error) {
        void notify('error', errorMessage(error));
        return;
      }
      void notify('success', 'Logged out successfully');
      // Leaving the staff routes drops their whole query cache, so nothing of the session stays.
      navigate('/', { replace: true });
      await refreshSignedInUser();
    },
  });
  return { logout: () => signOut.mutate(), loggingOut: signOut.isPending };
}
