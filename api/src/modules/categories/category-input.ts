import type { CategoryInput } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { visibleName } from '../common/visible-text.js';

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_ORDER_MAX = 9999;
/** One per illustration in public/images/categories. */
export const CATEGORY_IMAGE_COUNT = 8;
/** Slugs the storefront gives a meaning of its own (`todas` = every category, the search page). */
const RESERVED_SLUGS = new Set(['todas']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** "Raíces y tubérculos" -> "raices-y-tuberculos": accents folded, anything else becomes one dash. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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
  const text = MESSAGES.categories;
  const refuse = (message: string): CategoryCheck => ({ ok: false, message });
  const name = visibleName(input.name);
  if (name.length === 0) return refuse(text.nameRequired);
  if (name.length > CATEGORY_NAME_MAX) return refuse(text.nameTooLong(CATEGORY_NAME_MAX));
  const slug = slugify(name);
  if (slug.length === 0) return refuse(text.nameNoLetters);
  const { order, imageNum } = input;
  if (order === null || order === undefined) return refuse(text.orderRequired);
  if (!Number.isInteger(order) || order < 0 || order > CATEGORY_ORDER_MAX) {
    return refuse(text.orderRange(CATEGORY_ORDER_MAX));
  }
  if (!Number.isInteger(imageNum) || imageNum < 1 || imageNum > CATEGORY_IMAGE_COUNT) {
    return refuse(text.imageNumRange(CATEGORY_IMAGE_COUNT));
  }
  const id = input.id?.trim() || null;
  return { ok: true, value: { id, name, slug, order, imageNum, isActive: input.isActive ?? null } };
}
