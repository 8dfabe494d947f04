import { useEffect, useState } from 'react';
import { selectCart, useAppSelector } from 'shared';

/**
 * Whether the cart panel's remote (remote-cart) should be on the page: from the first time the
 * shopper opens the cart or adds a product (the notice is the panel's), and from then on. Until
 * then a shopper page loads nothing of remote-cart (docs/performance.md, "The cart on first use"):
 * the badge is the host's, and the cart itself lives in the shared store.
 */
export function useCartPanelWanted(): boolean {
  const { isPanelOpen, isNotify } = useAppSelector(selectCart);
  const wantedNow = isPanelOpen || isNotify;
  const [wanted, setWanted] = useState(wantedNow);
  useEffect(() => {
    if (wantedNow) setWanted(true);
  }, [wantedNow]);
  return wanted || wantedNow;
}
