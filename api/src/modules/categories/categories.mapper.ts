import type { Category } from '../../generated/graphql.js';
import { publicAssetUrl } from '../common/assets.js';
import type { CategoryRow } from './categories.table.js';

export function toCategory(row: CategoryRow, productCount: number, publicUrl: string): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    order: row.order,
    imageNum: row.imageNum,
    imageUrl: publicAssetUrl(publicUrl, `/images/categories/${row.imageNum}.svg`) ?? '',
    isActive: row.isActive,
    productCount,
  };
}
