import { CATEGORY_LIMITS } from 'shared';

/** The illustrations the API serves for categories (api/public/images/categories/1..8.svg). */
export const CATEGORY_IMAGE_NUMS = Array.from({ length: CATEGORY_LIMITS.imageCount }, (_, index) => index + 1);

/**
 * The URL of illustration `num`, built from the URL the API gave for any category
 * (`<api>/images/categories/<n>.svg`); null when there is none to go by.
 */
export function categoryImageUrl(sampleUrl: string | undefined, num: number): string | null {
  if (!sampleUrl || !/\/images\/categories\/\d+\.svg$/.test(sampleUrl)) return null;
  return sampleUrl.replace(/\d+\.svg$/, `${num}.svg`);
}
