import { useEffect } from 'react';

const SHOP = 'Del Campo';

/** Sets the tab title to "<title> | Del Campo" (or the shop's name alone while `title` is empty). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP}` : SHOP;
  }, [title]);
}
