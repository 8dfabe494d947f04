import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES, sessionEnded, sessionStarted, useAppDispatch } from 'shared';
import { LoginDocument } from '../../generated/graphql';

/**
 * Runs the login query. On success the session is set from the token and user; otherwise the
 * session is removed and the server's Spanish message is returned for the form to show.
 */
export function useLogin() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const [isBusy, setBusy] = useState(false);

  const login = async (email: string, password: string): Promise<string | null> => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: LoginDocument, variables: { email, password, include: false } });
      const result = data?.login;
      if (result?.status && result.token && result.user) {
        dispatch(sessionStarted({ token: result.token, user: result.user }));
        return null;
      }
      dispatch(sessionEnded({ reason: 'logout' }));
      return result?.message ?? MESSAGES.loadFailed;
    } catch (error) {
      console.error(error);
      return MESSAGES.loadFailed;
    } finally {
      setBusy(false);
    }
  };
  return { login, isBusy };
}
