import type { ComponentType, ReactNode } from 'react';
import { ORDER_SIDES, selectedOrderId, type OrderSide } from './order-side';

/** The router's parts an order's page uses: `shared` loads without react-router, the app hands them in. */
export interface OrderPageRouter {
  Link: ComponentType<{ to: string; className?: string; children?: ReactNode }>;
  Navigate: ComponentType<{ to: string; replace?: boolean }>;
}

interface ChosenOrderPageProps {
  side: OrderSide;
  className: string;
  router: OrderPageRouter;
  /** The order itself, in the side's vocabulary. */
  children: (id: string) => ReactNode;
}

/**
 * An order's page (orderdet, custorderdet): the order chosen in the side's list (no id in the path,
 * spec 2) under the way back to that list; without a choice, the list itself.
 */
export function ChosenOrderPage({ side, className, router, children }: ChosenOrderPageProps) {
  const { listRoute, text } = ORDER_SIDES[side];
  const id = selectedOrderId(side);
  if (!id) return <router.Navigate to={listRoute} replace />;
  return (
    <section className={className}>
      <router.Link to={listRoute} className="dc-back-link">
        {text.back}
      </router.Link>
      {children(id)}
    </section>
  );
}
