// `npm run images -w api`: writes the flat SVG illustrations of the demo catalogue into
// public/images/products/<slug>.svg and public/images/categories/<imageNum>.svg.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_SEED } from '../src/db/seed/categories.seed.js';
import { PRODUCT_SEED } from '../src/db/seed/seed.js';
import { CATEGORY_ART, PRODUCT_ART, type Illustration } from './images/product-art.js';
import { frame, placed } from './images/svg.js';

const IMAGES_DIR = fileURLToPath(new URL('../public/images', import.meta.url));

function illustrationFor(slug: string): Illustration {
  const illustration = PRODUCT_ART[slug];
  if (!illustration) throw new Error(`No illustration for product "${slug}": add it to scripts/images/product-art.ts`);
  return illustration;
}

function write(folder: string, name: string, svg: string) {
  const target = path.join(IMAGES_DIR, folder, name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, svg);
}

for (const product of PRODUCT_SEED) {
  const { draw, art } = illustrationFor(product.slug);
  write('products', `${product.slug}.svg`, frame(draw(art), art.color, product.name));
}

for (const category of CATEGORY_SEED) {
  const collage = CATEGORY_ART[category.imageNum];
  if (!collage) throw new Error(`No collage for category image ${category.imageNum}`);
  const [left, right, front] = collage.slugs.map((slug) => {
    const { draw, art } = illustrationFor(slug);
    return draw(art);
  }) as [string, string, string];
  const body = placed(left, 80, 104, 0.55) + placed(right, 160, 104, 0.55) + placed(front, 120, 150, 0.62);
  write('categories', `${category.imageNum}.svg`, frame(body, collage.tint, collage.title));
}

console.log(`wrote ${PRODUCT_SEED.length} product and ${CATEGORY_SEED.length} category images to ${IMAGES_DIR}`);
