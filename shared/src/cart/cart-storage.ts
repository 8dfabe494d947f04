import { STORAGE_KEYS } from '../constants/spec-constants';
import { getLocalStorage, readItem, writeItem } from '../storage/local-storage';
import type { CartItem } from './cart-item';

const NUMBER_FIELDS = ['quantity', 'basePrice', 'discountPerc', 'finalPrice', 'total', 'stock', 'maxPerOrder'] as const;

/** A stored line is used only if every field has the right type: stored data may be stale or edited. */
function asCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.id !== 'string' || typeof item.name !== 'string') return null;
  if (!NUMBER_FIELDS.every((field) => typeof item[field] === 'number' && Number.isFinite(item[field]))) return null;
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, item[field] as number]));
  const imageUrl = typeof item.imageUrl === 'string' ? item.imageUrl : '';
  return { id: item.id, name: item.name, imageUrl, ...numbers } as CartItem;
}

/** The cart lines in stored text; [] for anything that is not a JSON array of lines. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(asCartItem).filter((item): item is CartItem => item !== null);
  } catch {
    return [];
  }
}

/** The cart lines stored under localStorage 'cart'. */
export function loadStoredCart(storage: Storage | undefined = getLocalStorage()): CartItem[] {
  return parseStoredCart(readItem(storage, STORAGE_KEYS.cart));
}

/** Stores the cart lines (only the lines: totals are recomputed on load). */
export function saveCart(items: CartItem[], storage: Storage | undefined = getLocalStorage()): void {
  writeItem(storage, STORAGE_KEYS.cart, JSON.stringify(items));
}
