export interface CategorySeed {
  slug: string;
  name: string;
  order: number;
  imageNum: number;
  isActive?: boolean;
}

/** Categories of the demo catalogue; `imageNum` picks public/images/categories/<n>.svg. */
export const CATEGORY_SEED: CategorySeed[] = [
  { slug: 'frutas', name: 'Frutas', order: 1, imageNum: 1 },
  { slug: 'frutas-tropicales', name: 'Frutas tropicales', order: 2, imageNum: 2 },
  { slug: 'verduras', name: 'Verduras', order: 3, imageNum: 3 },
  { slug: 'chiles', name: 'Chiles', order: 4, imageNum: 4 },
  { slug: 'raices-y-tuberculos', name: 'Raíces y tubérculos', order: 5, imageNum: 5 },
  { slug: 'hojas-verdes', name: 'Hojas verdes', order: 6, imageNum: 6 },
  { slug: 'hierbas-y-especias', name: 'Hierbas y especias', order: 7, imageNum: 7 },
  // Seasonal shelf that is switched off: shows that inactive categories stay hidden.
  { slug: 'de-temporada', name: 'De temporada', order: 8, imageNum: 8, isActive: false },
];
