import type { MercuriusLoaders } from 'mercurius';
import { productsLoaders } from '../modules/products/products.loaders.js';
import type { GraphQLContext } from './context.js';

const MODULE_LOADERS: MercuriusLoaders<GraphQLContext>[] = [productsLoaders];

/**
 * Batched field resolvers (Mercurius `loaders`), one map from every module's. A field must not
 * have both a loader and a resolver, nor two loaders.
 */
export function mergeLoaders(
  parts: MercuriusLoaders<GraphQLContext>[] = MODULE_LOADERS,
): MercuriusLoaders<GraphQLContext> {
  const merged: MercuriusLoaders<GraphQLContext> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      const target = (merged[typeName] ??= {});
      for (const [field, loader] of Object.entries(fields)) {
        if (field in target) throw new Error(`Loader ${typeName}.${field} is defined twice`);
        target[field] = loader;
      }
    }
  }
  return merged;
}
