import { useId } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import type { DashboardSalesFieldsFragment } from '../../generated/graphql';

const text = MESSAGES.adminDashboard;

type LowStockProduct = DashboardSalesFieldsFragment['lowStock'][number];

/** Active products about to run out, lowest stock first, each linked to its edit page. */
export function LowStockList({ products }: { products: LowStockProduct[] }) {
  const titleId = useId();
  return (
    <section className="low-stock" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-subtitle">
        {text.lowStockTitle}
      </h2>
      {products.length === 0 ? (
        <p>{text.lowStockEmpty}</p>
      ) : (
        <table className="low-stock-table">
          <thead>
            <tr>
              <th scope="col">{text.colProduct}</th>
              <th scope="col">{text.colStock}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} data-testid="low-stock-row">
                <td>
                  <Link to={ROUTES.adminProduct(product.id)}>{product.name}</Link>
                </td>
                <td>
                  {product.stock} {product.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
