import { useState } from 'react';
import { LAYOUT, MESSAGES, formatMXN, itemRemoved, itemSet, useAppDispatch, type CartItem } from 'shared';
import { Button, NumberField } from 'shared/ui';

function hasImage(url: string): boolean {
  return url.trim() !== '' && url !== '-';
}

/** One cart line: image, name, prices, a spinner capped at maxPerOrder, remove, line total. */
export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const [imageFailed, setImageFailed] = useState(false);
  const max = Math.min(item.maxPerOrder, item.stock || item.maxPerOrder);
  const showImage = hasImage(item.imageUrl) && !imageFailed;

  return (
    <li className="cart-line" data-testid="cart-line">
      {showImage && (
        <img
          src={item.imageUrl}
          alt={item.name}
          height={LAYOUT.cartImageHeightPx}
          onError={() => setImageFailed(true)}
        />
      )}
      <div className="cart-line-body">
        <strong>{item.name}</strong>
        <span>
          {formatMXN(item.finalPrice)}
          {item.discountPerc > 0 && <s className="cart-base-price">{formatMXN(item.basePrice)}</s>}
        </span>
        <NumberField
          aria-label={`Cantidad de ${item.name}`}
          min={0}
          max={max}
          value={item.quantity}
          onChange={(quantity) => dispatch(itemSet({ ...item, quantity }))}
        />
        <span className="cart-line-total">{formatMXN(item.total)}</span>
        <Button variant="danger" size="small" onClick={() => dispatch(itemRemoved(item.id))}>
          {MESSAGES.cart.remove}
        </Button>
      </div>
    </li>
  );
}
