import { useState } from 'react';
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT } from '../constants/spec-constants';
import { getLocalStorage, readItem, writeItem } from '../storage/local-storage';

/** The paged lists whose page size is remembered, each under its own localStorage key. */
export const PAGED_LISTS = {
  shopProducts: 'shop-products',
  myOrders: 'my-orders',
  adminUsers: 'admin-users',
  adminProducts: 'admin-products',
  adminOrders: 'admin-orders',
} as const;
/** One of the {@link PAGED_LISTS}. */
export type PagedList = (typeof PAGED_LISTS)[keyof typeof PAGED_LISTS];

const storageKey = (list: PagedList) => `pageSize:${list}`;

const isChoice = (size: number): boolean => (PAGE_SIZE_CHOICES as readonly number[]).includes(size);

/** The page size chosen for a list, or the spec's default when none (or a value not offered) is stored. */
export function loadPageSize(list: PagedList): number {
  const size = Number(readItem(getLocalStorage(), storageKey(list)));
  return isChoice(size) ? size : PAGE_SIZE_DEFAULT;
}

/** Remembers the page size of a list; a size not offered is ignored. */
export function savePageSize(list: PagedList, size: number): void {
  if (isChoice(size)) writeItem(getLocalStorage(), storageKey(list), String(size));
}

/** The remembered page size of a list and a setter that stores the new choice. */
export function usePageSize(list: PagedList): [number, (size: number) => void] {
  const [size, setSize] = useState(() => loadPageSize(list));
  const choose = (next: number) => {
    savePageSize(list, next);
    setSize(loadPageSize(list));
  };
  return [size, choose];
}
