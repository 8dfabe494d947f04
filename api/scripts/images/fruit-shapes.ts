import { dots, gloss, LEAF_GREEN, leaf, outlined, shade, speckles, stem, type Draw } from './svg.js';

const STEM_DARK = '#5b4325';

/** Apple, orange, guava, tomato...: a round body with stem and leaf. */
export const round: Draw = ({ color, leaf: leafColor = LEAF_GREEN }) =>
  [
    stem(118, 66, 24),
    `<circle cx="120" cy="128" r="68" ${outlined(color)}/>`,
    gloss(92, 104, 18, 11),
    leaf(128, 52, -20, leafColor, 0.9),
  ].join('');

/** Citrus and other fruit with a dimpled skin. */
export const citrus: Draw = ({ color, leaf: leafColor = LEAF_GREEN }) =>
  [
    `<circle cx="120" cy="128" r="66" ${outlined(color)}/>`,
    dots(speckles(120, 128, 60, 60, 14), shade(color, -0.12), 2),
    gloss(94, 104, 17, 10),
    `<circle cx="120" cy="64" r="5" fill="${shade(color, -0.4)}"/>`,
    leaf(122, 62, -25, leafColor, 0.8),
  ].join('');

/** Mango, papaya, lemon, cucumber: an oval with a slight tilt. */
export const oval: Draw = ({ color, accent, leaf: leafColor = LEAF_GREEN }) =>
  [
    `<ellipse cx="120" cy="130" rx="80" ry="56" transform="rotate(-18 120 130)" ${outlined(color)}/>`,
    accent
      ? `<ellipse cx="150" cy="118" rx="34" ry="24" transform="rotate(-18 150 118)" fill="${accent}" opacity=".55"/>`
      : '',
    gloss(86, 112, 22, 10, -25),
    stem(188, 96, 14),
    leaf(194, 84, -60, leafColor, 0.7),
  ].join('');

/** Avocado, chayote, soursop: wide bottom, narrow top. */
export const pear: Draw = ({ color, accent, leaf: leafColor = LEAF_GREEN }) =>
  [
    stem(118, 56, 18),
    `<path d="M120 58C146 58 150 92 164 116C188 156 172 204 120 204C68 204 52 156 76 116C90 92 94 58 120 58Z" ${outlined(color)}/>`,
    accent ? dots(speckles(120, 150, 44, 46, 16), accent, 3) : '',
    gloss(98, 126, 12, 22, 10),
    leaf(124, 50, -30, leafColor, 0.8),
  ].join('');

/** Watermelon and melon: a big round with stripes. */
export const striped: Draw = ({ color, accent = shade(color, -0.3) }) =>
  [
    `<ellipse cx="120" cy="132" rx="86" ry="68" ${outlined(color)}/>`,
    [-50, -20, 12, 44]
      .map(
        (dx) =>
          `<path d="M${120 + dx} 66q${dx / 3} 66 0 132" stroke="${accent}" stroke-width="9" fill="none" opacity=".7"/>`,
      )
      .join(''),
    gloss(82, 104, 22, 11),
    stem(118, 66, 12),
  ].join('');

export const banana: Draw = ({ color }) =>
  [
    `<path d="M54 92C66 166 142 196 196 150C204 143 200 134 190 138C140 160 96 136 76 86C72 76 52 78 54 92Z" ${outlined(color)}/>`,
    `<path d="M70 104C96 150 140 166 186 146" stroke="${shade(color, -0.2)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M58 88l-6-16" stroke="${STEM_DARK}" stroke-width="9" stroke-linecap="round"/>`,
    `<circle cx="194" cy="144" r="5" fill="${STEM_DARK}"/>`,
  ].join('');

export const pineapple: Draw = ({ color, leaf: leafColor = LEAF_GREEN }) =>
  [
    [-34, -17, 0, 17, 34]
      .map((dx, index) =>
        leaf(120, 96, -90 + dx * 1.4, shade(leafColor, index % 2 ? -0.1 : 0), 1.05 - Math.abs(dx) / 120),
      )
      .join(''),
    `<ellipse cx="120" cy="148" rx="50" ry="60" ${outlined(color)}/>`,
    speckles(120, 148, 46, 56, 16)
      .map(
        ([x, y]) =>
          `<path d="M${x - 6} ${y - 4}l6 6 6-6" stroke="${shade(color, -0.35)}" stroke-width="3" fill="none"/>`,
      )
      .join(''),
    gloss(98, 128, 10, 20, 10),
  ].join('');

export const grapes: Draw = ({ color, leaf: leafColor = LEAF_GREEN }) => {
  const rows = [[-36, -12, 12, 36], [-24, 0, 24], [-12, 12], [0]];
  const berries = rows.flatMap((row, index) => row.map((dx) => [120 + dx, 98 + index * 26] as [number, number]));
  return [
    stem(118, 84, 24),
    leaf(124, 70, -15, leafColor, 1),
    berries.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" ${outlined(color)}/>`).join(''),
    berries.map(([x, y]) => `<circle cx="${x - 5}" cy="${y - 5}" r="4" fill="#fff" opacity=".45"/>`).join(''),
  ].join('');
};

export const strawberry: Draw = ({ color, leaf: leafColor = LEAF_GREEN }) =>
  [
    `<path d="M120 204C84 178 56 140 64 104C70 80 96 74 120 80C144 74 170 80 176 104C184 140 156 178 120 204Z" ${outlined(color)}/>`,
    dots(speckles(120, 132, 48, 56, 16), '#ffe28a', 2.6),
    [-40, -20, 0, 20, 40].map((dx) => leaf(120, 84, 200 + dx * 1.5, leafColor, 0.62)).join(''),
    gloss(92, 110, 10, 16, 20),
  ].join('');

/** Prickly pear, dragon fruit, passion fruit: an oval with scales or spots. */
export const speckled: Draw = ({ color, accent = shade(color, -0.35), leaf: leafColor }) =>
  [
    `<ellipse cx="120" cy="130" rx="62" ry="74" ${outlined(color)}/>`,
    dots(speckles(120, 130, 58, 70, 18), accent, 3.2),
    gloss(98, 100, 12, 20, 15),
    leafColor ? leaf(118, 58, -70, leafColor, 0.8) : '',
  ].join('');

export const coconut: Draw = ({ color, accent = '#f6f1e4' }) =>
  [
    `<circle cx="120" cy="130" r="70" ${outlined(color)}/>`,
    `<path d="M66 112a62 62 0 0 1 108 0" fill="none" stroke="${accent}" stroke-width="6" opacity=".5"/>`,
    dots(
      [
        [104, 96],
        [136, 96],
        [120, 118],
      ],
      shade(color, -0.45),
      8,
    ),
  ].join('');
