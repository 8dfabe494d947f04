import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGED_LISTS, pageRequestFor, usePageSize, type PageMove } from 'shared';
import { UsersDocument, type ActiveFilterEnum, type PaginationInput } from '../../generated/graphql';

/** The first page for a filter: the server fills in the defaults (cursor on name, ascending, totals). */
function firstPage(nameToFilter: string | null, nPerPage: number): PaginationInput {
  return { requestedPage: 'FIRST', nPerPage, nameToFilter };
}

/**
 * The admin's user list: keyset paging (FIRST/PREV/NEXT/LAST echo the last answer's cursors),
 * the ACTIVE/INACTIVE/ALL filter (ACTIVE by default), the name filter and the rows per page (4 by
 * default, remembered). Changing a filter or the page size starts again at the first page. Every page is asked of the API (the list changes under the admin).
 */
export function useUsersList() {
  const [active, setActiveState] = useState<ActiveFilterEnum>('ACTIVE');
  const [nameToFilter, setNameState] = useState<string | null>(null);
  const [pageSize, setPageSizeState] = usePageSize(PAGED_LISTS.adminUsers);
  const [page, setPage] = useState<PaginationInput>(() => firstPage(null, pageSize));
  const query = useQuery(UsersDocument, {
    variables: { page, active, include: false },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = query.data?.users ?? query.previousData?.users;

  const setActive = (value: ActiveFilterEnum) => {
    setActiveState(value);
    setPage(firstPage(nameToFilter, pageSize));
  };
  const setName = (text: string) => {
    const value = text.trim() || null;
    setNameState(value);
    setPage(firstPage(value, pageSize));
  };
  const move = (request: PageMove) => {
    const res = result?.paginationRes;
    setPage(res ? pageRequestFor(request, res, { echoAll: true }) : firstPage(nameToFilter, pageSize));
  };
  const setPageSize = (size: number) => {
    setPageSizeState(size);
    setPage(firstPage(nameToFilter, size));
  };

  return {
    active,
    setActive,
    nameToFilter,
    setName,
    move,
    pageSize,
    setPageSize,
    result,
    loading: query.loading,
    error: query.error,
    reload: () => query.refetch(),
  };
}
