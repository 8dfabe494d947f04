import { useQuery } from '@apollo/client/react';
import { MESSAGES } from 'shared';
import { ProductCategoryOptionsDocument } from '../../generated/graphql';

export interface CategoryOption {
  value: string;
  label: string;
}

/** Every category (inactive ones marked) as select options, for the list filter and the form. */
export function useCategoryOptions() {
  const { data, loading, error } = useQuery(ProductCategoryOptionsDocument, { fetchPolicy: 'network-only' });
  const answer = data?.adminCategories;
  const options: CategoryOption[] = (answer?.status ? answer.categories : []).map((category) => ({
    value: category.id,
    label: category.isActive ? category.name : MESSAGES.adminProducts.inactiveCategory(category.name),
  }));
  return { options, loading, failed: Boolean(error) || answer?.status === false };
}
