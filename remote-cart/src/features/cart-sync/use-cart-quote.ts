import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { itemRemoved, itemSet, selectCartItems, useAppDispatch, useAppSelector } from 'shared';
import { QuoteCartDocument } from '../../generated/graphql';
import { refreshCart } from './refresh-cart';

/**
 * The cart as the server prices it now. Lines whose price, stock or availability changed are
 * corrected in the store (and so in every tab), and what changed is kept to tell the shopper.
 * With a `postalCode` (the checkout's, once it has 5 digits) delivery is priced with that code's
 * zone; without one, with the shop's reference zone.
 */
export function useCartQuote({ skip = false, postalCode }: { skip?: boolean; postalCode?: string } = {}) {
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const [notices, setNotices] = useState<string[]>([]);
  const lines = items.map((item) => ({ productId: item.id, quantity: item.quantity }));
  const variables = postalCode ? { lines, postalCode } : { lines };
  const query = useQuery(QuoteCartDocument, { variables, skip: skip || lines.length === 0 });
  const quote = query.data?.quoteCart;

  useEffect(() => {
    if (!quote?.status) return;
    const refresh = refreshCart(items, quote);
    if (refresh.notices.length > 0) setNotices(refresh.notices);
    for (const id of refresh.removed) dispatch(itemRemoved(id));
    for (const item of refresh.updated) dispatch(itemSet(item));
    // Only a new answer from the server triggers a refresh; `items` is read as of that answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote, dispatch]);

  return { ...query, lines, quote, notices };
}
