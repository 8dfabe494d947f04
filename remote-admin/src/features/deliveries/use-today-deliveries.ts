import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import {
  TodayDeliveriesChangedDocument,
  TodayDeliveriesDocument,
  type TodayDeliveriesQuery,
} from '../../generated/graphql';

type Deliveries = TodayDeliveriesQuery['dashboardDeliveries'];

/**
 * Today's windows: loaded once, then replaced by the deliveries of each `dashboardChanged`
 * snapshot (an order placed, paid, cancelled or moved), so the tile follows without a reload.
 */
export function useTodayDeliveries() {
  const query = useQuery(TodayDeliveriesDocument, { fetchPolicy: 'network-only' });
  const [live, setLive] = useState<Deliveries | null>(null);
  useSubscription(TodayDeliveriesChangedDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const deliveries = data.data?.dashboardChanged.deliveries;
      if (deliveries) setLive(deliveries);
    },
  });
  const deliveries = live ?? query.data?.dashboardDeliveries ?? null;
  return { deliveries, isLoading: !deliveries && query.loading };
}
