import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { SessionRefreshDocument } from '../generated/graphql';
import { useAppDispatch } from '../store/hooks';
import { sessionCheckSucceeded } from './session.slice';

/**
 * Re-reads the session's user from the server when a stored fact may be stale and matters now,
 * e.g. an e-mail confirmed in another tab before "Tramitar pedido". Answers whether the e-mail is
 * verified; a refused or failed check changes nothing here (the shell's own check ends sessions).
 */
export function useSessionRefresh(): () => Promise<{ isEmailVerified: boolean } | null> {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      const { data } = await client.query({ query: SessionRefreshDocument });
      const result = data?.validateTokenExt;
      if (!result?.status || !result.dataInToken) return null;
      dispatch(sessionCheckSucceeded({ dataInToken: result.dataInToken, user: result.user ?? undefined }));
      return { isEmailVerified: result.user?.isEmailVerified === true };
    } catch {
      return null;
    }
  }, [client, dispatch]);
}
