import { inCategory, listing } from './product-seed.types.js';

export const FRUIT_SEED = [
  ...inCategory('frutas', [
    {
      ...listing('manzana-roja', 'Manzana roja', 'kg', 54.9, 80, 10),
      description: 'Manzana roja de Chihuahua, crujiente y jugosa. Ideal para el lunch y los postres.',
    },
    {
      ...listing('guayaba', 'Guayaba', 'kg', 39.9, 60, 10),
      description: 'Guayaba de Calvillo, aromática y dulce; perfecta para agua fresca o ponche.',
      discountPercentage: 15,
    },
    {
      ...listing('limon-sin-semilla', 'Limón sin semilla', 'kg', 32.5, 120, 15),
      description: 'Limón persa sin semilla, muy jugoso. Infaltable para tacos, caldos y aguas.',
    },
    {
      ...listing('naranja-valencia', 'Naranja valencia', 'kg', 24.9, 150, 20),
      description: 'Naranja para jugo, dulce y de mucho rendimiento.',
      discountPercentage: 10,
    },
    {
      ...listing('fresa', 'Fresa', 'kg', 79.9, 40, 5),
      description: 'Fresa de Irapuato, roja y perfumada. Lávala justo antes de comerla.',
    },
    {
      ...listing('uva-verde', 'Uva verde sin semilla', 'kg', 89, 35, 5),
      description: 'Uva verde de Sonora, crujiente, dulce y sin semilla.',
    },
    {
      ...listing('tuna-verde', 'Tuna verde', 'kg', 34.9, 50, 10),
      description: 'Tuna verde dulce y refrescante, ya sin espinas.',
      discountPercentage: 20,
    },
    {
      ...listing('mandarina', 'Mandarina', 'kg', 36, 70, 10),
      description: 'Mandarina fácil de pelar, dulce y con poca semilla.',
    },
    {
      ...listing('sandia', 'Sandía', 'kg', 16.9, 90, 15),
      description: 'Sandía roja y crujiente, la mejor compañera de los días de calor.',
      discountPercentage: 25,
    },
    {
      ...listing('melon-chino', 'Melón chino', 'pieza', 42, 30, 6),
      description: 'Melón chino de pulpa naranja, dulce y aromático.',
    },
    {
      ...listing('toronja', 'Toronja', 'kg', 29.9, 45, 10),
      description: 'Toronja rosada, jugosa y ligeramente amarga; rica en vitamina C.',
    },
  ]),
  ...inCategory('frutas-tropicales', [
    {
      ...listing('mango-ataulfo', 'Mango Ataulfo', 'kg', 44.9, 100, 10),
      description: 'Mango Ataulfo de Chiapas, sin fibra y muy dulce.',
      discountPercentage: 10,
    },
    {
      ...listing('papaya-maradol', 'Papaya maradol', 'kg', 29.9, 40, 8),
      description: 'Papaya maradol de pulpa roja, suave y digestiva.',
    },
    {
      ...listing('pina-miel', 'Piña miel', 'pieza', 39, 35, 5),
      description: 'Piña miel de Veracruz, dulce y jugosa.',
    },
    {
      ...listing('platano-tabasco', 'Plátano Tabasco', 'kg', 22.9, 110, 15),
      description: 'Plátano Tabasco en su punto, energía para todo el día.',
    },
    {
      ...listing('aguacate-hass', 'Aguacate Hass', 'kg', 69.9, 90, 10),
      description: 'Aguacate Hass de Michoacán, cremoso y listo para tu guacamole.',
      discountPercentage: 15,
    },
    {
      ...listing('coco', 'Coco', 'pieza', 35, 25, 4),
      description: 'Coco con agua, para beber fresco o rallar su pulpa.',
    },
    {
      ...listing('maracuya', 'Maracuyá', 'kg', 79, 20, 4),
      description: 'Maracuyá ácido y aromático, ideal para aguas, postres y salsas.',
    },
    {
      ...listing('guanabana', 'Guanábana', 'kg', 85, 15, 3),
      description: 'Guanábana de pulpa blanca y cremosa, perfecta para agua o nieve.',
      discountPercentage: 20,
    },
    {
      ...listing('pitaya', 'Pitaya roja', 'kg', 95, 0, 4),
      description: 'Pitaya de temporada, de pulpa morada. Vuelve con las lluvias de verano.',
      isActive: false,
    },
  ]),
];
