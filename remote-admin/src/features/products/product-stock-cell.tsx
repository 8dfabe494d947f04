import { Tag } from 'antd';
import { MESSAGES } from 'shared';

/**
 * At or below this many units the list flags the stock: the default of the API's
 * LOW_STOCK_THRESHOLD, so the list and the dashboard's low-stock panel agree.
 */
export const LOW_STOCK_UNITS = 5;

/** Units in stock; "Agotado" at zero and "Pocas existencias" when low, so restocking stands out. */
export function ProductStockCell({ stock }: { stock: number }) {
  const low = stock <= LOW_STOCK_UNITS;
  return (
    <span className={low ? 'product-stock product-stock-low' : 'product-stock'}>
      {stock}
      {stock === 0 && <Tag color="red">{MESSAGES.catalogue.outOfStock}</Tag>}
      {stock > 0 && low && <Tag color="orange">{MESSAGES.adminProducts.lowStock}</Tag>}
    </span>
  );
}
