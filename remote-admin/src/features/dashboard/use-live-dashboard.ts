import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import {
  DashboardChangedDocument,
  DashboardDocument,
  type DashboardSalesFieldsFragment,
  type DashboardTotalsFieldsFragment,
} from '../../generated/graphql';
import { selectLiveChannelStatus, useAppSelector } from 'shared';

/** Everything the dashboard shows, from the first query or the latest live snapshot. */
export interface DashboardFigures {
  totals: DashboardTotalsFieldsFragment;
  sales: DashboardSalesFieldsFragment;
}

/**
 * 'live': subscribed, updates arrive as they happen; 'reconnecting': the websocket is connecting
 * or dropped and graphql-ws retries per the shared policy; 'stopped': the subscription failed for good.
 */
export type LiveState = 'live' | 'reconnecting' | 'stopped';

/**
 * The dashboard's figures: loaded once, then replaced by each `dashboardChanged` snapshot. When
 * the live channel fails, the last figures stay and `refresh` loads them again and resubscribes.
 */
export function useLiveDashboard() {
  const query = useQuery(DashboardDocument);
  const [liveFigures, setLiveFigures] = useState<DashboardFigures | null>(null);
  const subscription = useSubscription(DashboardChangedDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const snapshot = data.data?.dashboardChanged;
      if (snapshot) setLiveFigures(snapshot);
    },
  });
  const channel = useAppSelector(selectLiveChannelStatus);

  const loaded = query.data ? { totals: query.data.dashboardTotals, sales: query.data.dashboardSales } : null;
  const figures = liveFigures ?? loaded;
  const liveState: LiveState = subscription.error ? 'stopped' : channel === 'closed' ? 'reconnecting' : 'live';

  const refresh = () => {
    setLiveFigures(null);
    // A failed reload shows as the page's error Alert (query.error); the rejection needs no second report.
    query.refetch().catch(() => undefined);
    if (subscription.error) subscription.restart();
  };

  return {
    figures,
    isLoading: !figures && query.loading,
    /** The last load failed and no newer live snapshot has replaced what it left. */
    loadFailed: Boolean(query.error) && !liveFigures,
    liveState,
    refresh,
  };
}
