import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { pageRequestFor, type PageMove } from 'shared';
import { UsersDocument, type ActiveFilterEnum, type PaginationInput } from '../../generated/graphql';

export const USERS_PAGE_SIZE = 10;

/** The first page for a filter: the server fills in the defaults (cursor on name, ascending, totals). */
function firstPage(nameToFilter: string | null): PaginationInput {
  return { requestedPage: 'FIRST', nPerPage: USERS_PAGE_SIZE, nameToFilter };
}

/**
 * The admin's user list: keyset paging (FIRST/PREV/NEXT/LAST echo the last answer's cursors),
 * the ACTIVE/INACTIVE/ALL filter (ACTIVE by default) and the name filter. Changing a filter
 * starts again at the first page. Every page is asked of the API (the list changes under the admin).
 */
export function useUsersList() {
  const [active, setActiveState] = useState<ActiveFilterEnum>('ACTIVE');
  const [nameToFilter, setNameState] = useState<string | null>(null);
  const [page, setPage] = useState<PaginationInput>(() => firstPage(null));
  const query = useQuery(UsersDocument, {
    variables: { page, active, include: false },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = query.data?.users ?? query.previousData?.users;

  const setActive = (value: ActiveFilterEnum) => {
    setActiveState(value);
    setPage(firstPage(nameToFilter));
  };
  const setName = (text: string) => {
    const value = text.trim() || null;
    setNameState(value);
    setPage(firstPage(value));
  };
  const move = (request: PageMove) => {
    const res = result?.paginationRes;
    setPage(res ? pageRequestFor(request, res, { echoAll: true }) : firstPage(nameToFilter));
  };

  return {
    active,
    setActive,
    nameToFilter,
    setName,
    move,
    result,
    loading: query.loading,
    error: query.error,
    reload: () => query.refetch(),
  };
}
