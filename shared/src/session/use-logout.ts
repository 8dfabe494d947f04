import { useApolloClient } from '@apollo/client/react';
import { LogoutDocument } from '../generated/graphql';
import { MESSAGES } from '../messages/messages';
import { useAppDispatch } from '../store/hooks';
import { loadThemedAlert } from '../ui/themed-alert';
import { sessionEnded } from './session.slice';

/**
 * Ending the session by choice (navbar, admin top bar): asks first, then ends it on the server
 * (every session of the account, on every device) and here. The returned function answers
 * whether the session ended, so the caller can go home; shared stays free of the router.
 */
export function useLogout(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  return async () => {
    const Swal = await loadThemedAlert();
    const answer = await Swal.fire({
      icon: 'question',
      title: MESSAGES.logoutTitle,
      text: MESSAGES.logoutText,
      showCancelButton: true,
      confirmButtonText: MESSAGES.logoutConfirm,
      cancelButtonText: MESSAGES.logoutCancel,
    });
    if (!answer.isConfirmed) return false;
    // Offline or with the API down, this device still forgets the session; the token then lasts
    // until it expires, as before.
    await client.mutate({ mutation: LogoutDocument }).catch(() => undefined);
    dispatch(sessionEnded({ reason: 'logout' }));
    return true;
  };
}
