import { inCategory, listing } from './product-seed.types.js';

export const VEGETABLE_SEED = [
  ...inCategory('verduras', [
    {
      ...listing('jitomate-saladet', 'Jitomate saladet', 'kg', 28.9, 150, 10),
      description: 'Jitomate saladet firme y rojo, la base de toda buena salsa.',
      discountPercentage: 20,
    },
    {
      ...listing('tomate-verde', 'Tomate verde', 'kg', 26.5, 90, 10),
      description: 'Tomate verde con cáscara, para salsa verde y chilaquiles.',
    },
    {
      ...listing('calabacita', 'Calabacita', 'kg', 24.9, 70, 10),
      description: 'Calabacita italiana tierna, para guisos, sopas y quesadillas.',
    },
    {
      ...listing('chayote', 'Chayote', 'kg', 19.9, 60, 10),
      description: 'Chayote sin espinas, suave y versátil en caldos y ensaladas.',
    },
    {
      ...listing('elote', 'Elote', 'pieza', 9.5, 200, 24),
      description: 'Elote blanco tierno, para hervir, asar o preparar esquites.',
      discountPercentage: 10,
    },
    {
      ...listing('pepino', 'Pepino', 'kg', 18.9, 80, 10),
      description: 'Pepino fresco y crujiente; con limón y chile es la botana perfecta.',
    },
    {
      ...listing('brocoli', 'Brócoli', 'pieza', 32, 40, 6),
      description: 'Brócoli verde intenso y rico en fibra; cuécelo al vapor.',
    },
    {
      ...listing('nopal', 'Nopal', 'kg', 24, 60, 10),
      description: 'Nopal tierno ya limpio de espinas, listo para asar o para ensalada.',
    },
    {
      ...listing('ejote', 'Ejote', 'kg', 42, 35, 5),
      description: 'Ejote tierno y crujiente, para guisar con huevo o en ensalada.',
    },
    {
      ...listing('cebolla-blanca', 'Cebolla blanca', 'kg', 27.9, 130, 10),
      description: 'Cebolla blanca de sabor intenso, indispensable en la cocina mexicana.',
    },
    {
      ...listing('ajo', 'Ajo', 'pieza', 8.5, 150, 20),
      description: 'Cabeza de ajo morado, de sabor fuerte y aromático.',
    },
  ]),
  ...inCategory('chiles', [
    {
      ...listing('chile-poblano', 'Chile poblano', 'kg', 49.9, 50, 8),
      description: 'Chile poblano carnoso, ideal para rajas y chiles rellenos.',
      discountPercentage: 15,
    },
    {
      ...listing('chile-jalapeno', 'Chile jalapeño', 'kg', 36.9, 60, 8),
      description: 'Chile jalapeño fresco, de picor medio, para salsas y escabeche.',
    },
    {
      ...listing('chile-serrano', 'Chile serrano', 'kg', 42, 45, 5),
      description: 'Chile serrano verde y picoso, el de la salsa de molcajete.',
    },
    {
      ...listing('chile-habanero', 'Chile habanero', 'kg', 89.9, 20, 3),
      description: 'Chile habanero de Yucatán, muy picoso y frutal.',
    },
  ]),
  ...inCategory('raices-y-tuberculos', [
    {
      ...listing('zanahoria', 'Zanahoria', 'kg', 16.9, 120, 15),
      description: 'Zanahoria dulce y crujiente, para jugos, ensaladas y caldos.',
    },
    {
      ...listing('papa-blanca', 'Papa blanca', 'kg', 29.9, 150, 15),
      description: 'Papa blanca alfa, buena para freír, hervir o hacer puré.',
      discountPercentage: 10,
    },
    {
      ...listing('camote', 'Camote', 'kg', 34, 50, 8),
      description: 'Camote amarillo y dulce, delicioso al horno o en dulce.',
    },
    {
      ...listing('jicama', 'Jícama', 'kg', 26, 55, 8),
      description: 'Jícama fresca y crujiente, con limón y chile en polvo.',
      discountPercentage: 20,
    },
    {
      ...listing('betabel', 'Betabel', 'kg', 24, 40, 8),
      description: 'Betabel de color intenso, para jugos y ensaladas.',
    },
    {
      ...listing('rabano', 'Rábano', 'manojo', 12, 60, 10),
      description: 'Manojo de rábanos rojos, picositos y crujientes.',
    },
  ]),
  ...inCategory('hojas-verdes', [
    {
      ...listing('lechuga-romana', 'Lechuga romana', 'pieza', 22, 70, 6),
      description: 'Lechuga romana de hojas firmes, ideal para ensaladas y tostadas.',
    },
    {
      ...listing('espinaca', 'Espinaca', 'manojo', 19, 50, 6),
      description: 'Espinaca fresca en manojo, rica en hierro.',
      discountPercentage: 15,
    },
    {
      ...listing('acelga', 'Acelga', 'manojo', 18, 45, 6),
      description: 'Acelga de hoja ancha, para caldos y tortitas.',
    },
    {
      ...listing('verdolagas', 'Verdolagas', 'manojo', 17, 30, 6),
      description: 'Verdolagas tiernas; guísalas en salsa verde con carne de cerdo.',
    },
  ]),
  ...inCategory('hierbas-y-especias', [
    { ...listing('cilantro', 'Cilantro', 'manojo', 9, 120, 10), description: 'Manojo de cilantro fresco y aromático.' },
    {
      ...listing('perejil', 'Perejil', 'manojo', 9, 80, 10),
      description: 'Perejil liso para caldos, salsas y aderezos.',
    },
    {
      ...listing('epazote', 'Epazote', 'manojo', 12, 40, 6),
      description: 'Epazote para los frijoles de la olla, quesadillas y esquites.',
    },
    {
      ...listing('hierbabuena', 'Hierbabuena', 'manojo', 11, 45, 6),
      description: 'Hierbabuena fresca para caldos, aguas y tés.',
      discountPercentage: 10,
    },
    {
      ...listing('cebollin', 'Cebollín', 'manojo', 14, 40, 6),
      description: 'Cebollín tierno para asar junto a la carne o picar en salsas.',
    },
  ]),
];
