import * as fruit from './fruit-shapes.js';
import type { Art, Draw } from './svg.js';
import * as veg from './vegetable-shapes.js';

export interface Illustration {
  draw: Draw;
  art: Art;
}

const art = (draw: Draw, color: string, extra: Omit<Art, 'color'> = {}): Illustration => ({
  draw,
  art: { color, ...extra },
});

/** One illustration per seeded product slug (the generator fails if one is missing). */
export const PRODUCT_ART: Record<string, Illustration> = {
  'manzana-roja': art(fruit.round, '#d83a34'),
  guayaba: art(fruit.round, '#c9d66b', { leaf: '#5c9b3a' }),
  'limon-sin-semilla': art(fruit.citrus, '#7cc242'),
  'naranja-valencia': art(fruit.citrus, '#f5922a'),
  fresa: art(fruit.strawberry, '#e0303d'),
  'uva-verde': art(fruit.grapes, '#b5d66a'),
  'tuna-verde': art(fruit.speckled, '#9cc45a', { accent: '#5d7f2c' }),
  mandarina: art(fruit.citrus, '#ff8a1f'),
  sandia: art(fruit.striped, '#4f9d3a', { accent: '#2f6b24' }),
  'melon-chino': art(fruit.striped, '#e7c77d', { accent: '#c9a55a' }),
  toronja: art(fruit.citrus, '#f7b27a'),
  'mango-ataulfo': art(fruit.oval, '#f7c531', { accent: '#f39a2b' }),
  'papaya-maradol': art(fruit.oval, '#f3a13a', { accent: '#7fb24a' }),
  'pina-miel': art(fruit.pineapple, '#e9b23c'),
  'platano-tabasco': art(fruit.banana, '#f6d84a'),
  'aguacate-hass': art(fruit.pear, '#3c5a2a', { accent: '#2c431f' }),
  coco: art(fruit.coconut, '#8a5a36'),
  maracuya: art(fruit.speckled, '#7b3f8c', { accent: '#b78ac4', leaf: '#4f9a35' }),
  guanabana: art(fruit.pear, '#6da544', { accent: '#3f6d24' }),
  pitaya: art(fruit.speckled, '#e0417f', { accent: '#8cc04e' }),
  'jitomate-saladet': art(fruit.round, '#e23b2e', { leaf: '#3f8a2a' }),
  'tomate-verde': art(veg.tomatillo, '#8fc449'),
  calabacita: art(veg.squash, '#5f9a3c'),
  chayote: art(fruit.pear, '#a9cf6a', { accent: '#7fa84a' }),
  elote: art(veg.corn, '#f3dd8a'),
  pepino: art(veg.squash, '#3f7d30', { accent: '#9fcf7a' }),
  brocoli: art(veg.broccoli, '#3f8a3a'),
  nopal: art(veg.nopal, '#5aa040'),
  ejote: art(veg.beans, '#69a83f'),
  'cebolla-blanca': art(veg.bulb, '#f4efe2', { accent: '#d8cdb0' }),
  ajo: art(veg.bulb, '#efe3ee', { accent: '#b58bb0' }),
  'chile-poblano': art(veg.poblano, '#2f6b2a'),
  'chile-jalapeno': art(veg.chili, '#3c8a34', { accent: '1' }),
  'chile-serrano': art(veg.chili, '#4a9a3a', { accent: '0.7' }),
  'chile-habanero': art(veg.habanero, '#f57c1f'),
  zanahoria: art(veg.carrot, '#f27f22'),
  'papa-blanca': art(veg.root, '#d9b77a', { accent: '#a8844c' }),
  camote: art(veg.root, '#b5523b', { accent: '#7e3526' }),
  jicama: art(veg.root, '#c9a47a', { leaf: '#7a9a4a' }),
  betabel: art(veg.root, '#8e1f45', { leaf: '#4f9a35' }),
  rabano: art(veg.root, '#e0436a', { leaf: '#5aa040' }),
  'lechuga-romana': art(veg.leafy, '#8cc84b'),
  espinaca: art(veg.leafy, '#2f7d32'),
  acelga: art(veg.leafy, '#3f8f3a', { accent: '#e8445a' }),
  verdolagas: art(veg.herbs, '#5aa03c', { accent: '#b3565a' }),
  cilantro: art(veg.herbs, '#3f9a3a'),
  perejil: art(veg.herbs, '#2f8a34'),
  epazote: art(veg.herbs, '#6a9a3a'),
  hierbabuena: art(veg.herbs, '#4fb05a'),
  cebollin: art(veg.chives, '#5fae4a'),
};

/** Category tiles: a small still life of three products each; `imageNum` is the file name. */
export const CATEGORY_ART: Record<number, { title: string; tint: string; slugs: [string, string, string] }> = {
  1: { title: 'Frutas', tint: '#e8553f', slugs: ['naranja-valencia', 'manzana-roja', 'fresa'] },
  2: { title: 'Frutas tropicales', tint: '#f2b534', slugs: ['pina-miel', 'mango-ataulfo', 'platano-tabasco'] },
  3: { title: 'Verduras', tint: '#5aa040', slugs: ['elote', 'jitomate-saladet', 'brocoli'] },
  4: { title: 'Chiles', tint: '#3c8a34', slugs: ['chile-poblano', 'chile-habanero', 'chile-jalapeno'] },
  5: { title: 'Raíces y tubérculos', tint: '#c9853d', slugs: ['zanahoria', 'papa-blanca', 'betabel'] },
  6: { title: 'Hojas verdes', tint: '#4f9a35', slugs: ['lechuga-romana', 'espinaca', 'acelga'] },
  7: { title: 'Hierbas y especias', tint: '#3f9a3a', slugs: ['cilantro', 'ajo', 'hierbabuena'] },
  8: { title: 'De temporada', tint: '#b5523b', slugs: ['pitaya', 'guanabana', 'tuna-verde'] },
};
