import type { CategoryInput } from '../../generated/graphql.js';
import { categorySchema, slugify } from 'rules';
import { checkInput } from '../common/rule-check.js';

export { isUuid, slugify } from 'rules';

/** Slugs the storefront gives a meaning of its own (`todas` = every category, the search page). */
const RESERVED_SLUGS = new Set(['todas']);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

export interface CheckedCategory {
  id: string | null;
  name: string;
  slug: string;
  order: number;
  imageNum: number;
  isActive: boolean | null;
}

export type CategoryCheck = { ok: true; value: CheckedCategory } | { ok: false; message: string };

/** The first failing field answers with its Spanish message. */
export function checkCategoryInput(input: CategoryInput): CategoryCheck {
  const checked = checkInput(categorySchema, input);
  if (!checked.ok) return checked;
  const { name, order, imageNum } = checked.value;
  const id = input.id?.trim() || null;
  return { ok: true, value: { id, name, slug: slugify(name), order, imageNum, isActive: input.isActive ?? null } };
}
