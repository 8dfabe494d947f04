import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import { MESSAGES } from 'shared';

/** The answer of every account operation: expected failures come back as data. */
export interface AccountResult {
  status: boolean;
  message: string;
}

type ResultOf<Data> = { [K in keyof Data]: AccountResult }[keyof Data];

/**
 * Runs one account mutation and keeps what the screen shows: busy while it runs, then the
 * server's Spanish message (or the load-failure message when the call itself fails).
 */
export function useAccountMutation<Data extends Record<string, AccountResult>, Variables extends object>(
  document: TypedDocumentNode<Data, Variables>,
) {
  const client = useApolloClient();
  const [isBusy, setBusy] = useState(false);
  const [result, setResult] = useState<AccountResult | null>(null);

  const run = async (variables: Variables): Promise<AccountResult> => {
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: document, variables });
      const answer = data ? (Object.values(data)[0] as ResultOf<Data>) : null;
      const settled = answer ?? { status: false, message: MESSAGES.loadFailed };
      setResult(settled);
      return settled;
    } catch (error) {
      console.error(error);
      const failed = { status: false, message: MESSAGES.loadFailed };
      setResult(failed);
      return failed;
    } finally {
      setBusy(false);
    }
  };
  return { run, isBusy, result };
}
