import { useQuery } from '@apollo/client/react';
import { DeliveryGuideDocument } from '../../../generated/graphql';
import type { GuideZone } from './guide-text';

/** The zones' public delivery promise (deliveryGuide): the same for everyone, read once per visit. */
export function useDeliveryGuide(): { zones: readonly GuideZone[] | undefined; loading: boolean; failed: boolean } {
  const { data, loading, error } = useQuery(DeliveryGuideDocument, { fetchPolicy: 'cache-first' });
  return { zones: data?.deliveryGuide, loading: loading && !data, failed: Boolean(error) && !data };
}
