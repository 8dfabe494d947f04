import type { MercuriusLoaders } from 'mercurius';
import type { Category } from '../../generated/graphql.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ProductModel } from './products.mapper.js';

/**
 * Product.category for every product of one response in ONE statement: Mercurius collects the
 * field's calls made in the same tick and hands them here together (per request, cached).
 */
export const productsLoaders: MercuriusLoaders<GraphQLContext> = {
  Product: {
    async category(queries: { obj: ProductModel }[], { services }: GraphQLContext): Promise<Category[]> {
      const found = await services.categories.findByIds(queries.map(({ obj }) => obj.categoryId));
      return queries.map(({ obj }) => {
        const category = found.get(obj.categoryId);
        // The foreign key makes this impossible; if it happens it is a server error, not data.
        if (!category) throw new Error(`Category ${obj.categoryId} of product ${obj.id} not found`);
        return category;
      });
    },
  },
};
