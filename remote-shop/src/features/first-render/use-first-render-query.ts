import { useQuery } from '@apollo/client/react';
import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { firstRenderKey, peekFirstRenderEntry, spendFirstRenderEntry, type FirstRenderData } from 'shared';

/** The data a server render uses (src/ssr/render.tsx); in the browser, the page's data block. */
export const ServerRenderData = createContext<FirstRenderData | null>(null);

/** The name of a document's operation (every catalogue document has one). */
export function operationNameOf(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('Una consulta sin nombre no puede venir del servidor');
}

interface Options<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  notifyOnNetworkStatusChange?: boolean;
}

/** The result the server rendered this URL with, for these variables, or undefined. */
function useServerResult<TData>(key: string): TData | undefined {
  const server = useContext(ServerRenderData);
  const { pathname, search } = useLocation();
  const url = pathname + search;
  const found = server ? (server.url === url ? server.queries[key] : undefined) : peekFirstRenderEntry(url, key);
  return (found ?? undefined) as TData | undefined;
}

/**
 * `useQuery`, except that the page's first render takes the result the server rendered it with
 * (the JSON data block), so it draws the server's markup again instead of a skeleton. The result
 * serves that first mount only; other variables (the next page) and later visits ask the API.
 */
export function useFirstRenderQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: Options<TVariables> = {},
) {
  const key = firstRenderKey(operationNameOf(document), options.variables);
  const fromServer = useServerResult<TData>(key);
  const [first, setFirst] = useState(() => (fromServer === undefined ? null : { key, data: fromServer }));
  // The shopper moved on (another page of the list, a new search): the server's result is done.
  if (first && first.key !== key) setFirst(null);
  // What the page showed before the shopper moved on, until the API's first answer replaces it.
  const shown = useRef<TData | undefined>(first?.data);
  useEffect(() => {
    if (first) spendFirstRenderEntry(first.key);
  }, [first]);
  const seeded = first && first.key === key && !options.skip ? first.data : undefined;
  const query = useQuery(document, { ...options, skip: Boolean(options.skip) || seeded !== undefined } as never);
  const result = query as unknown as useQuery.Result<TData, TVariables>;
  return {
    ...result,
    data: (seeded ?? result.data) as TData | undefined,
    previousData: (result.previousData ?? shown.current) as TData | undefined,
    loading: seeded !== undefined ? false : result.loading,
  };
}
