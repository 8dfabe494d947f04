// The words the generator builds its catalogue and customers from (Spanish, like the demo data).

/** Categories of the generated catalogue, biggest first; the last one is switched off. */
export const SCALE_CATEGORIES = [
  { name: 'Mercado de frutas', slug: 'mercado-frutas' },
  { name: 'Mercado de verduras', slug: 'mercado-verduras' },
  { name: 'Chiles secos y frescos', slug: 'mercado-chiles' },
  { name: 'Hierbas del huerto', slug: 'mercado-hierbas' },
  { name: 'Raíces del campo', slug: 'mercado-raices' },
  { name: 'Hongos y setas', slug: 'mercado-hongos' },
  { name: 'Semillas y granos', slug: 'mercado-semillas' },
  { name: 'Flores comestibles', slug: 'mercado-flores' },
  { name: 'Cítricos', slug: 'mercado-citricos' },
  { name: 'Frutos rojos', slug: 'mercado-frutos-rojos' },
  { name: 'Germinados', slug: 'mercado-germinados' },
  { name: 'Temporada pasada', slug: 'mercado-temporada-pasada', inactive: true },
];

/** Product base names with their slug spelling. */
export const PRODUCT_WORDS = [
  ['Aguacate', 'aguacate'],
  ['Jitomate', 'jitomate'],
  ['Plátano', 'platano'],
  ['Limón', 'limon'],
  ['Mango', 'mango'],
  ['Papaya', 'papaya'],
  ['Tomatillo', 'tomatillo'],
  ['Cebolla', 'cebolla'],
  ['Calabacita', 'calabacita'],
  ['Chayote', 'chayote'],
  ['Nopal', 'nopal'],
  ['Elote', 'elote'],
  ['Zanahoria', 'zanahoria'],
  ['Jícama', 'jicama'],
  ['Guayaba', 'guayaba'],
  ['Piña', 'pina'],
  ['Sandía', 'sandia'],
  ['Melón', 'melon'],
  ['Fresa', 'fresa'],
  ['Zarzamora', 'zarzamora'],
  ['Chile poblano', 'chile-poblano'],
  ['Chile serrano', 'chile-serrano'],
  ['Cilantro', 'cilantro'],
  ['Epazote', 'epazote'],
  ['Champiñón', 'champinon'],
  ['Betabel', 'betabel'],
  ['Camote', 'camote'],
  ['Espinaca', 'espinaca'],
  ['Lechuga', 'lechuga'],
  ['Ejote', 'ejote'],
];

export const VARIETIES = [
  ['orgánico', 'organico'],
  ['criollo', 'criollo'],
  ['de temporada', 'de-temporada'],
  ['selecto', 'selecto'],
  ['extra', 'extra'],
  ['del huerto', 'del-huerto'],
  ['de invernadero', 'de-invernadero'],
  ['mediano', 'mediano'],
  ['grande', 'grande'],
  ['baby', 'baby'],
  ['tatemado', 'tatemado'],
];

export const ORIGINS = ['Michoacán', 'Sinaloa', 'Veracruz', 'Jalisco', 'Puebla', 'Chiapas', 'Sonora', 'Oaxaca'];

export const FIRST_NAMES = ['Ana', 'Luis', 'María', 'José', 'Lucía', 'Carlos', 'Sofía', 'Jorge', 'Valeria', 'Miguel'];
export const LAST_NAMES = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez'];
