import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ValidateTokenExtDocument, type ValidateTokenExtQuery } from '../../generated/graphql';

export type TokenValidation = ValidateTokenExtQuery['validateTokenExt'];

/** Asks the server whether the stored token is still good (the Authorization header carries it). */
export function useValidateToken() {
  const client = useApolloClient();
  return useCallback(async (): Promise<TokenValidation | null> => {
    const { data } = await client.query({
      query: ValidateTokenExtDocument,
      variables: { isGetUserInfo: true, include: false },
    });
    return data?.validateTokenExt ?? null;
  }, [client]);
}
