import { useEffect } from 'react';

const SHOP = 'Del Campo';

/** Sets the tab title to "<title> | Del Campo" (or the shop's name alone while `title` is empty). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The tab title for a page title: "<title> | Del Campo", or the shop's name alone. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SHOP}` : SHOP;
}
