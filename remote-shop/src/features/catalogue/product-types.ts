import type { ProductCardFieldsFragment } from '../../generated/graphql';

/** What a card, the price block and the "agregar" button need to know of a product. */
export type CatalogueProduct = ProductCardFieldsFragment;
